import type { z } from 'zod/mini';
import { listPageOf, searchPageOf } from '../../contract/bff';
import { apiRequest, apiSend, type Parser, type RequestOptions } from './api-client';
import type { RecordKind } from './query-keys';

/** What a read may carry: its abort signal and its lane at the BFF's rate-limit governor. */
export type ReadOptions = Pick<RequestOptions, 'signal' | 'priority'>;

/**
 * The BFF's calls that invoices and expenses share, written once: where a kind lives (its list, one record, its
 * search over the mirror), the API's page N, the search, one record's detail and its deletion. Each feature's api/
 * adds what only its kind has (an invoice's PDF, an expense's receipt and multipart upload).
 */
export function recordApi<Item extends z.ZodMiniType, Detail>(
  kind: RecordKind,
  item: Item,
  detail: Parser<Detail>,
) {
  const list = (b: string) => `/b/${encodeURIComponent(b)}/${kind}`;
  const one = (b: string, id: string) => `${list(b)}/${encodeURIComponent(id)}`;
  const pageSchema = listPageOf(item);
  const searchSchema = searchPageOf(item);
  return {
    path: list,
    itemPath: one,
    pageSchema,
    getPage: (b: string, page: number, o: ReadOptions = {}) =>
      apiRequest(`${list(b)}?page=${page}`, pageSchema, o),
    /** Search, filters and sort over the BFF's mirror: `query` as in the list's URL (lib/list-params). */
    search: (b: string, query: string, page: number, o: ReadOptions = {}) =>
      apiRequest(
        `/b/${encodeURIComponent(b)}/search/${kind}?${query}${page > 1 ? `&page=${page}` : ''}`,
        searchSchema,
        o,
      ),
    get: (b: string, id: string, o: ReadOptions = {}) => apiRequest(one(b, id), detail, o),
    remove: (b: string, id: string) => apiSend(one(b, id), { method: 'DELETE' }),
  };
}
