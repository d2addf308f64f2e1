import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { pageSize, type PaginationMeta } from '../../contract/common';

/**
 * Writing a saved or announced record into the cached list pages, so the API is not asked for pages the client can
 * work out itself (the 60-per-minute budget). Lists are newest first, 50 a page.
 */
export interface Versioned {
  id: string;
  updated_at: number;
}
export type ListPage<T> = { data: T[]; meta: PaginationMeta };

/** Where a list page's number sits in its key (`[...lists, page]`). */
const pageOf = (key: QueryKey) => key[key.length - 1];

/** Every list page except the first becomes stale, without a refetch now: a new first row shifts them all. */
const markLaterPagesStale = (qc: QueryClient, listsKey: QueryKey) =>
  qc.invalidateQueries({
    queryKey: listsKey,
    refetchType: 'none',
    predicate: (q) => pageOf(q.queryKey) !== 1,
  });

/**
 * A page whose answer is on its way may have been read before this change and, landing after it, would undo it (the
 * row gone until the next refetch). Such a read is cancelled, keeping the page as patched, and asked again.
 */
function askAgainIfUnderway(qc: QueryClient, listsKey: QueryKey): void {
  const underway = qc.getQueryCache().findAll({ queryKey: listsKey, fetchStatus: 'fetching' });
  if (underway.length === 0) return;
  void qc
    .cancelQueries({ queryKey: listsKey, predicate: (q) => underway.includes(q) })
    .then(() => qc.refetchQueries({ queryKey: listsKey, predicate: (q) => underway.includes(q) }));
}

/**
 * A record just created: first on page 1 (kept at 50 rows, total + 1), the other pages marked stale.
 * Idempotent: our own create and its webhook echo may arrive in either order.
 */
export function addToLists<T extends Versioned>(qc: QueryClient, listsKey: QueryKey, item: T): void {
  let added = false;
  qc.setQueryData<ListPage<T>>([...listsKey, 1], (page) => {
    if (!page) return page;
    if (page.data.some((row) => row.id === item.id)) return withRow(page, item, true);
    added = true;
    const perPage = page.meta.per_page || pageSize;
    const data = [item, ...page.data].slice(0, perPage);
    const total = page.meta.total + 1;
    const meta = {
      ...page.meta,
      total,
      from: 1,
      to: data.length,
      last_page: Math.max(page.meta.last_page, Math.ceil(total / perPage)),
    };
    return { data, meta };
  });
  const firstHeld = qc.getQueryData([...listsKey, 1]) !== undefined;
  if (added || !firstHeld) void markLaterPagesStale(qc, listsKey);
  askAgainIfUnderway(qc, listsKey);
}

/** The row replaced where a page holds an older version (`orSame`: a version as new as ours, e.g. our own PUT). */
function withRow<T extends Versioned>(page: ListPage<T>, item: T, orSame: boolean): ListPage<T> {
  const older = (row: T) =>
    row.id === item.id &&
    (row.updated_at < item.updated_at || (orSame && row.updated_at === item.updated_at));
  return page.data.some(older) ? { ...page, data: page.data.map((row) => (older(row) ? item : row)) } : page;
}

/** A record changed: replaced in place in every cached page that holds it; only a read under way is asked again. */
export function replaceInLists<T extends Versioned>(
  qc: QueryClient,
  listsKey: QueryKey,
  item: T,
  orSame = false,
): void {
  qc.setQueriesData<ListPage<T>>({ queryKey: listsKey }, (page) =>
    page ? withRow(page, item, orSame) : page,
  );
  askAgainIfUnderway(qc, listsKey);
}

/** A record deleted: removed from every cached page; the lists are marked stale (the rows after it shift). */
export function removeFromLists(qc: QueryClient, listsKey: QueryKey, id: string): void {
  qc.setQueriesData<ListPage<Versioned>>({ queryKey: listsKey }, (page) =>
    page?.data.some((row) => row.id === id)
      ? {
          data: page.data.filter((row) => row.id !== id),
          meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
        }
      : page,
  );
  void qc.invalidateQueries({ queryKey: listsKey, refetchType: 'none' });
  askAgainIfUnderway(qc, listsKey);
}

/** The freshest cached list row for this id, with when its page was fetched (a detail's initial data). */
export function rowFromLists<T extends Versioned>(
  qc: QueryClient,
  listsKey: QueryKey,
  id: string,
): { row: T; updatedAt: number } | undefined {
  let best: { row: T; updatedAt: number } | undefined;
  for (const [key, page] of qc.getQueriesData<ListPage<T>>({ queryKey: listsKey })) {
    const row = page?.data.find((r) => r.id === id);
    const updatedAt = qc.getQueryState(key)?.dataUpdatedAt ?? 0;
    if (
      row &&
      (!best ||
        row.updated_at > best.row.updated_at ||
        (row.updated_at === best.row.updated_at && updatedAt > best.updatedAt))
    ) {
      best = { row, updatedAt };
    }
  }
  return best;
}
