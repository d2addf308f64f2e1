import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { vatReportSchema, type VatQuery } from '../../../../contract/vat-report';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';

const base = (b: string) => `/b/${encodeURIComponent(b)}/reports/vat`;
/** The report's query string, in one order (the cache key and the CSV link say the same). */
export const vatQueryString = (q: VatQuery) =>
  new URLSearchParams({ from: q.from, to: q.to, group: q.group }).toString();

const unknownExpensesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      date: z.nullable(z.string()),
      seller: z.string(),
      total: z.number(),
      currency: z.string(),
      period: z.string(),
    }),
  ),
});

/** The VAT report over the BFF's mirror (no API call): the periods' sales, purchases and VAT payable per currency. */
export const vatReportQuery = (b: string, q: VatQuery) =>
  queryOptions({
    queryKey: keys.reports.vat(b, vatQueryString(q)),
    queryFn: (ctx) => apiRequest(`${base(b)}?${vatQueryString(q)}`, vatReportSchema, readOptions(ctx)),
    placeholderData: keepPreviousData,
  });

/** The expenses of the range whose VAT the desk does not know: each a link to where it can be entered. */
export const unknownVatExpensesQuery = (b: string, q: VatQuery) =>
  queryOptions({
    queryKey: keys.reports.vatUnknownExpenses(b, vatQueryString(q)),
    queryFn: (ctx) =>
      apiRequest(`${base(b)}/unknown-expenses?${vatQueryString(q)}`, unknownExpensesSchema, readOptions(ctx)),
    placeholderData: keepPreviousData,
  });

/** vat-report.csv of the same range, as a download address on the BFF. */
export const vatReportCsvHref = (b: string, q: VatQuery) => `/api${base(b)}.csv?${vatQueryString(q)}`;
/** The same as an Excel workbook, for people (typed, in their language). */
export const vatReportXlsxHref = (b: string, q: VatQuery) => `/api${base(b)}.xlsx?${vatQueryString(q)}`;
