import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addToLists, removeFromLists, replaceInLists, rowFromLists, type ListPage } from './list-cache';

type Row = { id: string; updated_at: number; name: string };
const lists = ['b', 'biz-1', 'expenses', 'list'] as const;
const row = (n: number, updated_at = 1000, name = `row ${n}`): Row => ({ id: `id-${n}`, updated_at, name });
const page = (rows: Row[], current_page: number, total: number): ListPage<Row> => ({
  data: rows,
  meta: {
    current_page,
    from: rows.length ? 1 : null,
    last_page: Math.max(1, Math.ceil(total / 50)),
    path: null,
    per_page: 50,
    to: rows.length || null,
    total,
  },
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
    expect(rowFromLists<Row>(qc, lists, 'id-70')).toEqual({
      row: row(70),
      updatedAt: qc.getQueryState([...lists, 2])!.dataUpdatedAt,
    });
    expect(rowFromLists(qc, lists, 'id-999')).toBeUndefined();
  });

  describe('a page read before the change and answered after it does not undo the change', () => {
    /** Page 1 on screen; each read answers what the API held when it began (`server`), once the test lets it land. */
    function onScreen(held: ListPage<Row> | undefined) {
      const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      let server = rows(1, 3);
      const reads: Array<() => void> = [];
      const key = [...lists, 1];
      if (held) qc.setQueryData(key, held);
      const observer = new QueryObserver<ListPage<Row>>(qc, {
        queryKey: key,
        queryFn: () => {
          const answer = page(server, 1, server.length);
          return new Promise<ListPage<Row>>((resolve) => reads.push(() => resolve(answer)));
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      return { qc, reads, key, unsubscribe, write: (next: Row[]) => (server = next) };
    }
    const settle = () => new Promise((r) => setTimeout(r, 0));

    it('a created row: the read under way is asked again, and its old answer is dropped', async () => {
      const s = onScreen(page(rows(1, 3), 1, 3));
      void s.qc.refetchQueries({ queryKey: s.key }); // e.g. the refetch after the live events reconnect
      await settle();
      expect(s.reads).toHaveLength(1);
      s.write([row(0, 2000), ...rows(1, 3)]);
      addToLists(s.qc, lists, row(0, 2000));
      await settle();
      s.reads[0]!(); // the old read lands after the write
      await settle();
      expect(pageOf(s.qc, 1).data[0]?.id).toBe('id-0');
      expect(s.reads).toHaveLength(2);
      s.reads[1]!();
      await settle();
      expect(pageOf(s.qc, 1).data.map((r) => r.id)).toEqual(['id-0', 'id-1', 'id-2', 'id-3']);
      s.unsubscribe();
    });

    it('a first load under way (no page held yet) is asked again too', async () => {
      const s = onScreen(undefined);
      await settle();
      expect(s.reads).toHaveLength(1);
      s.write([row(0, 2000), ...rows(1, 3)]);
      addToLists(s.qc, lists, row(0, 2000));
      await settle();
      expect(s.reads).toHaveLength(2);
      s.reads[0]!();
      s.reads[1]!();
      await settle();
      expect(pageOf(s.qc, 1).data[0]?.id).toBe('id-0');
      s.unsubscribe();
    });

    it('an edited or deleted row: the same', async () => {
      for (const change of [
        (qc: QueryClient) => replaceInLists(qc, lists, row(2, 2000, 'renamed'), true),
        (qc: QueryClient) => removeFromLists(qc, lists, 'id-2'),
      ]) {
        const s = onScreen(page(rows(1, 3), 1, 3));
        await settle();
        void s.qc.refetchQueries({ queryKey: s.key });
        await settle();
        const before = s.reads.length;
        change(s.qc);
        await settle();
        expect(s.reads).toHaveLength(before + 1);
        s.unsubscribe();
      }
    });
  });
});
