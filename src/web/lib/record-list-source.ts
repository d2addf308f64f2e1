import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys, type RecordKind } from './query-keys';
import { readOptions } from './read-options';
import type { ReadOptions } from './record-api';

/**
 * A kind's list source (components/records/record-list), over its api (lib/record-api): its kind, the search's own
 * order, and its queries — the API's pages, the search over the BFF's mirror, the idle prefetch of a next page.
 * Invoices and expenses list alike, so their queries are written once.
 */
export function recordListSource<Page, Found>(
  kind: RecordKind,
  api: {
    getPage: (b: string, page: number, o?: ReadOptions) => Promise<Page>;
    search: (b: string, query: string, page: number, o?: ReadOptions) => Promise<Found>;
  },
  searchDefault: { key: string; desc: boolean },
) {
  const page = (b: string, n: number) =>
    queryOptions({
      queryKey: keys[kind].list(b, n),
      queryFn: (ctx) => api.getPage(b, n, readOptions(ctx)),
    });
  // Open searches are asked again when a record changes (lib/record-cache).
  const search = (b: string, query: string, n: number) =>
    queryOptions({
      queryKey: keys[kind].search(b, query, n),
      queryFn: (ctx) => api.search(b, query, n, readOptions(ctx)),
      staleTime: 30_000,
    });
  // Only a page the cache does not hold at all: a stale one waits to be shown.
  const prefetch = (qc: QueryClient, b: string, n: number) =>
    qc.ensureQueryData(page(b, n)).catch(() => undefined);
  return { noun: kind, searchDefault, page, search, prefetch } as const;
}
