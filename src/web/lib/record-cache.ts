import type { QueryClient } from '@tanstack/react-query';
import { addToLists, removeFromLists, replaceInLists, type ListPage, type Versioned } from './list-cache';
import { keys, type RecordKind } from './query-keys';

/**
 * Where a record lives in the cache, the same for invoices and expenses: its detail (`{data}` as the BFF answers
 * it, plus what the BFF adds beside it), the list pages, and the searches over the mirror. A write here costs no API
 * call: lists are patched from the record itself; open searches are asked again of the BFF's mirror, which the same
 * answer or event has already patched (the filters and sort decide where the record now belongs).
 */
export type Detail<T> = { data: T };

/**
 * What the BFF computes from its mirror — open searches, the overview's figures, the form's buyer and product
 * memory, the reports — is asked again (no API call); held ones go stale. None held: nothing to do.
 */
function refreshSearches(qc: QueryClient, kind: RecordKind, b: string) {
  for (const queryKey of [
    keys[kind].searches(b),
    keys.overview.all(b),
    keys.memory.all(b),
    keys.reports.all(b),
  ]) {
    if (qc.getQueryCache().findAll({ queryKey }).length > 0) void qc.invalidateQueries({ queryKey });
  }
}

function putInLists<T extends Versioned>(
  qc: QueryClient,
  kind: RecordKind,
  b: string,
  item: T,
  created: boolean,
  orSame: boolean,
) {
  if (created) addToLists(qc, keys[kind].lists(b), item);
  else replaceInLists(qc, keys[kind].lists(b), item, orSame);
  refreshSearches(qc, kind, b);
}

/**
 * The person's own save: the answer becomes the detail (`detail` builds it from what was held, for what the BFF
 * keeps beside the record), and the row goes first on page 1 when new, in place when edited.
 */
export function storeSaved<T extends Versioned, D extends Detail<T> = Detail<T>>(
  qc: QueryClient,
  kind: RecordKind,
  b: string,
  item: T,
  created: boolean,
  detail: (held: D | undefined) => D = (held) => ({ ...held, data: item }) as D,
): void {
  qc.setQueryData<D>(keys[kind].detail(b, item.id), detail);
  putInLists(qc, kind, b, item, created, true);
}

/**
 * A change the API announced (SSE), with the full record. A delivery we already hold (our own write's echo, or a
 * duplicate) changes nothing; an older one than the cache is ignored (deliveries may reorder). Only a detail the
 * cache holds is rewritten: an invoice opened later starts from its list row, an expense asks for what the BFF adds.
 */
export function storeAnnounced<T extends Versioned>(
  qc: QueryClient,
  kind: RecordKind,
  b: string,
  item: T,
  created: boolean,
): void {
  const key = keys[kind].detail(b, item.id);
  const held = qc.getQueryData<Detail<T>>(key);
  if (held && held.data.updated_at >= item.updated_at) return;
  if (held) qc.setQueryData<Detail<T>>(key, { ...held, data: item });
  putInLists(qc, kind, b, item, created, false);
}

/**
 * A deleted record leaves the cache; the pages lose the row and are marked stale (no refetch now). An announced
 * deletion no cached page holds (e.g. the echo of our own) marks nothing stale: that would cost calls for nothing.
 */
export function storeDeleted(
  qc: QueryClient,
  kind: RecordKind,
  b: string,
  id: string,
  announced = false,
): void {
  qc.removeQueries({ queryKey: keys[kind].detail(b, id), exact: true });
  const lists = keys[kind].lists(b);
  const held = qc
    .getQueriesData<ListPage<Versioned>>({ queryKey: lists })
    .some(([, page]) => page?.data.some((row) => row.id === id));
  if (held || !announced) removeFromLists(qc, lists, id);
  refreshSearches(qc, kind, b);
}
