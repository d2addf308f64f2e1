import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';
import { expenseApi } from './expense-api';

export const expensePageQuery = (b: string, page: number) =>
  queryOptions({
    queryKey: keys.expenses.list(b, page),
    queryFn: (ctx) => expenseApi.getPage(b, page, readOptions(ctx)),
  });

/** A page of a search over the BFF's mirror; open ones are asked again when a record changes (lib/record-cache). */
export const expenseSearchQuery = (b: string, query: string, page: number) =>
  queryOptions({
    queryKey: keys.expenses.search(b, query, page),
    queryFn: (ctx) => expenseApi.search(b, query, page, readOptions(ctx)),
    staleTime: 30_000,
  });

/** The idle prefetch of a next page: only a page the cache does not hold at all (a stale one waits to be shown). */
export const prefetchExpensePage = (qc: QueryClient, b: string, page: number) =>
  qc.ensureQueryData(expensePageQuery(b, page)).catch(() => undefined);

/** The expense list's source (components/records/record-list): its kind, the search's own order, the queries above. */
export const expenseListSource = {
  noun: 'expenses',
  searchDefault: { key: 'date', desc: true },
  page: expensePageQuery,
  search: expenseSearchQuery,
  prefetch: prefetchExpensePage,
} as const;

/**
 * One expense. Unlike an invoice it does not start from its list row: the BFF adds what it last sent for the
 * write-only fields (`remembered`), which no list row holds.
 */
export const expenseQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.expenses.detail(b, id),
    queryFn: (ctx) => expenseApi.get(b, id, readOptions(ctx)),
  });
