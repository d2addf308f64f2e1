import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addToLists, removeFromLists, replaceInLists, rowFromLists, type ListPage } from './list-cache';

type Row = { id: string; updated_at: number; name: string };
const lists = ['b', 'biz-1', 'expenses', 'list'] as const;
const row = (n: number, updated_at = 1000, name = `row ${n}`): Row => ({ id: `id-${n}`, updated_at, name });
const page = (rows: Row[], current_page: number, total: number): ListPage<Row> => ({
  data: rows,
  meta: { current_page, from: rows.length ? 1 : null, last_page: Math.max(1, Math.ceil(total / 50)), path: null, per_page: 50, to: rows.length || null, total },
});
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i));

function twoFullPages() {
  const qc = new QueryClient();
  qc.setQueryData([...lists, 1], page(rows(1, 50), 1, 100));
  qc.setQueryData([...lists, 2], page(rows(51, 50), 2, 100));
  return qc;
}
const pageOf = (qc: QueryClient, n: number) => qc.getQueryData<ListPage<Row>>([...lists, n])!;

describe('saved records written into the cached lists', () => {
  it('a new record goes first on page 1, which keeps 50 rows; total and last page grow; page 2 is only marked stale', () => {
    const qc = twoFullPages();
    addToLists(qc, lists, row(0, 2000));
    const first = pageOf(qc, 1);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]?.id).toBe('id-0');
    expect(first.data.at(-1)?.id).toBe('id-49');
    expect(first.meta).toMatchObject({ total: 101, last_page: 3, from: 1, to: 50 });
    expect(qc.getQueryState([...lists, 1])?.isInvalidated).toBe(false);
    expect(qc.getQueryState([...lists, 2])?.isInvalidated).toBe(true);
    expect(qc.isFetching()).toBe(0);
  });

  it('adding the same record twice (our answer and its webhook echo, either order) adds it once', () => {
    const qc = twoFullPages();
    addToLists(qc, lists, row(0, 2000));
    addToLists(qc, lists, row(0, 2000));
    expect(pageOf(qc, 1).data.filter((r) => r.id === 'id-0')).toHaveLength(1);
    expect(pageOf(qc, 1).meta.total).toBe(101);
  });

  it('page 1 not held: nothing is invented, and every held page is marked stale', () => {
    const qc = new QueryClient();
    qc.setQueryData([...lists, 2], page(rows(51, 50), 2, 100));
    addToLists(qc, lists, row(0, 2000));
    expect(qc.getQueryData([...lists, 1])).toBeUndefined();
    expect(qc.getQueryState([...lists, 2])?.isInvalidated).toBe(true);
  });

  it('an edit replaces the row in place wherever it is held, an older version never replaces a newer one', () => {
    const qc = twoFullPages();
    replaceInLists(qc, lists, row(60, 1000, 'renamed'), true);
    expect(pageOf(qc, 2).data[9]).toEqual(row(60, 1000, 'renamed'));
    replaceInLists(qc, lists, row(60, 900, 'older'), true);
    replaceInLists(qc, lists, row(60, 1000, 'same version, from an event'));
    expect(pageOf(qc, 2).data[9]?.name).toBe('renamed');
    expect(qc.getQueryState([...lists, 2])?.isInvalidated).toBe(false);
  });

  it('a deletion removes the row, lowers the total and marks the lists stale without refetching', () => {
    const qc = twoFullPages();
    removeFromLists(qc, lists, 'id-3');
    expect(pageOf(qc, 1).data.map((r) => r.id)).not.toContain('id-3');
    expect(pageOf(qc, 1).meta.total).toBe(99);
    expect(qc.getQueryState([...lists, 1])?.isInvalidated).toBe(true);
    expect(qc.isFetching()).toBe(0);
  });

  it('finds the freshest row for a detail, with when its page was fetched', () => {
    const qc = twoFullPages();
    expect(rowFromLists<Row>(qc, lists, 'id-70')).toEqual({ row: row(70), updatedAt: qc.getQueryState([...lists, 2])!.dataUpdatedAt });
    expect(rowFromLists(qc, lists, 'id-999')).toBeUndefined();
  });
});
