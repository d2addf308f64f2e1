import {
  keepPreviousData,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { MirrorNote } from '../../contract/bff';
import type { CurrencyFigure } from '../../contract/overview';
import type { ListParams } from './list-params';
import { usePrefetchNext } from './use-prefetch-next';

/** A page of a list as the API's pages and the BFF's search both answer it. */
export interface RecordPage<T> {
  data: T[];
  meta: { current_page: number; last_page: number; total: number };
  mirror?: MirrorNote | undefined;
  /** A search's whole result summed per currency (the API's pages have none). */
  sums?: CurrencyFigure[] | undefined;
}

type Options<P, K extends QueryKey> = UseQueryOptions<P, Error, P, K>;

interface Sources<A, B, KA extends QueryKey, KB extends QueryKey> {
  /** The API's page N, newest first (through the BFF, which may answer from its mirror). */
  page: (b: string, page: number) => Options<A, KA>;
  /** The BFF's search over its mirror: filters as a query string, and a page. */
  search: (b: string, query: string, page: number) => Options<B, KB>;
  prefetch: (qc: QueryClient, b: string, page: number) => Promise<unknown>;
}

/**
 * One list's rows, the same for invoices and expenses. With no search, filter or sort it pages through the API's
 * lists (which work while the mirror is still filling); with any, it reads the BFF's search (no API call per
 * keystroke). Either way the previous rows stay on screen while the next ones come, and the API's next page is
 * fetched when the browser is idle.
 */
export function useRecordList<
  A extends RecordPage<unknown>,
  B extends RecordPage<unknown>,
  KA extends QueryKey,
  KB extends QueryKey,
>(b: string, list: ListParams, from: Sources<A, B, KA, KB>) {
  const plain = useQuery({
    ...from.page(b, list.page),
    enabled: !list.searching,
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    ...from.search(b, list.query, list.page),
    enabled: list.searching,
    placeholderData: keepPreviousData,
  });
  const active = list.searching ? found : plain;
  const data: A | B | undefined = active.data ?? (list.searching ? plain.data : found.data);
  // The first search shows the plain page it starts from, dimmed, rather than a skeleton (and back again).
  usePrefetchNext(b, list.page, list.searching ? undefined : plain.data?.meta.last_page, from.prefetch);
  return {
    data,
    error: active.error,
    refetch: active.refetch,
    isFetching: active.isFetching,
    /** The rows shown are not yet the answer to what the URL asks. */
    isPlaceholderData: active.isPlaceholderData || (active.data === undefined && data !== undefined),
  };
}
