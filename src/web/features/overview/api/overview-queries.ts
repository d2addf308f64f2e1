import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { expenseSchema } from '../../../../contract/expense';
import { invoiceSchema } from '../../../../contract/invoice';
import { mirrorFreshnessSchema, overviewAnswerSchema, overviewLists } from '../../../../contract/overview';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';

const base = (b: string) => `/b/${encodeURIComponent(b)}`;
const invoicePage = z.object({
  data: z.array(invoiceSchema),
  meta: z.object({ total: z.int() }),
  mirror: mirrorFreshnessSchema,
});
const expensePage = z.object({
  data: z.array(expenseSchema),
  meta: z.object({ total: z.int() }),
  mirror: mirrorFreshnessSchema,
});

/** The figures: over the BFF's mirror, no API call (the default range: the last 12 months). */
export const overviewQuery = (b: string) =>
  queryOptions({
    queryKey: keys.overview.figures(b),
    queryFn: ({ signal, meta }) =>
      apiRequest(`${base(b)}/overview`, overviewAnswerSchema, { signal, read: meta?.read }),
  });

// The short lists ask the search for the rows they show, never a page of 50 (the query strings: contract/overview.ts).
export const { latestShown, overdueShown, overdue: overdueQuery } = overviewLists;
export const latestQueries = {
  invoices: overviewLists.latestInvoices,
  expenses: overviewLists.latestExpenses,
} as const;

/** A page of the mirror's search, for the overview's short lists (latest, overdue oldest first). */
export const latestInvoicesQuery = (b: string, query: string) =>
  queryOptions({
    queryKey: keys.overview.latest(b, 'invoices', query),
    queryFn: ({ signal, meta }) =>
      apiRequest(`${base(b)}/search/invoices?${query}`, invoicePage, { signal, read: meta?.read }),
  });

export const latestExpensesQuery = (b: string, query: string) =>
  queryOptions({
    queryKey: keys.overview.latest(b, 'expenses', query),
    queryFn: ({ signal, meta }) =>
      apiRequest(`${base(b)}/search/expenses?${query}`, expensePage, { signal, read: meta?.read }),
  });
