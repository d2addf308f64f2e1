import type { z } from 'zod/mini';
import { listPageOf, searchPageOf } from '../../../../contract/bff';
import { dataOf } from '../../../../contract/common';
import type { InvoiceInput } from '../../../../contract/invoice-input';
import { invoiceSchema } from '../../../../contract/invoice';
import { apiFile, apiRequest, apiSend, type RequestOptions } from '../../../lib/api-client';

export const invoicePageSchema = listPageOf(invoiceSchema);
const invoiceSearchSchema = searchPageOf(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;
/** A detail is cached as the BFF answers it, `{data}`, like an expense's. */
export const invoiceDetailSchema = dataOf(invoiceSchema);
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

type ReadOptions = Pick<RequestOptions, 'signal' | 'priority'>;
const path = (b: string) => `/b/${encodeURIComponent(b)}/invoices`;
const itemPath = (b: string, id: string) => `${path(b)}/${encodeURIComponent(id)}`;
const searchPath = (b: string) => `/b/${encodeURIComponent(b)}/search/invoices`;

export const getInvoicePage = (b: string, page: number, o: ReadOptions = {}) =>
  apiRequest(`${path(b)}?page=${page}`, invoicePageSchema, o);

/** Search, filters and sort over the BFF's mirror: `query` as in the list's URL (lib/list-params). */
export const searchInvoices = (b: string, query: string, page: number, o: ReadOptions = {}) =>
  apiRequest(`${searchPath(b)}?${query}${page > 1 ? `&page=${page}` : ''}`, invoiceSearchSchema, o);

export const getInvoice = (b: string, id: string, o: ReadOptions = {}) =>
  apiRequest(itemPath(b, id), invoiceDetailSchema, o);

export const createInvoice = (b: string, input: InvoiceInput) =>
  apiRequest(path(b), invoiceDetailSchema, { method: 'POST', body: input }).then((r) => r.data);

export const updateInvoice = (b: string, id: string, input: InvoiceInput) =>
  apiRequest(itemPath(b, id), invoiceDetailSchema, { method: 'PUT', body: input }).then((r) => r.data);

export const deleteInvoice = (b: string, id: string) => apiSend(itemPath(b, id), { method: 'DELETE' });

export const invoicePdfUrl = (b: string, id: string) => `/api${itemPath(b, id)}/download`;

export const getInvoicePdf = (b: string, id: string, o: ReadOptions = {}) => apiFile(`${itemPath(b, id)}/download`, o);
