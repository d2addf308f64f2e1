import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expenseFilterNames, invoiceFilterNames } from '../../../contract/search-names';
import { useListParams, type FilterName, type ListParams } from '../../lib/list-params';
import { useMirror } from '../../lib/mirror';
import type { RecordKind } from '../../lib/query-keys';
import { useRecordList, type RecordPage } from '../../lib/use-record-list';
import { DataTable, type Column } from '../ui/data-table';
import { RecordListView, type RecordListResult } from './record-list-view';

/** The filters each kind's list may hold in its URL. */
const filterNamesOf: Record<RecordKind, readonly FilterName[]> = {
  invoices: invoiceFilterNames,
  expenses: expenseFilterNames,
};

/**
 * Where a kind's list comes from (each feature's api/ has one): its kind, the search's own order when none is asked
 * for, and its queries — the API's pages, the search over the mirror, the idle prefetch.
 */
export type RecordListSource<
  A extends RecordPage<unknown>,
  B extends RecordPage<unknown>,
  KA extends QueryKey,
  KB extends QueryKey,
> = Parameters<typeof useRecordList<A, B, KA, KB>>[2] & {
  noun: RecordKind;
  searchDefault: { key: string; desc: boolean };
};

/** One list as its filters and its table share it: whose records and which kind, the URL's params, the rows, the columns. */
export interface Records<T> {
  business: string;
  /** Which records: the mirror's counts of this kind, and the sentences that name them. */
  noun: RecordKind;
  list: ListParams;
  result: RecordListResult<T>;
  /** The table's columns; those with a sort key are also the sort the filters offer. */
  columns: readonly Column<T>[];
}

/** A list's state, held in the URL (lib/list-params) and read as lib/use-record-list reads it. */
export function useRecords<
  T,
  A extends RecordPage<T>,
  B extends RecordPage<T>,
  KA extends QueryKey,
  KB extends QueryKey,
>(business: string, source: RecordListSource<A, B, KA, KB>, columns: readonly Column<T>[]): Records<T> {
  const list = useListParams(filterNamesOf[source.noun], source.searchDefault);
  const result = useRecordList(business, list, source);
  return { business, noun: source.noun, list, result, columns };
}

interface RecordListProps<T extends { id: string }> {
  records: Records<T>;
  /** The table's caption for screen readers, from the page shown. */
  caption: (meta: RecordPage<T>['meta']) => string;
  rowHref: (row: T) => string;
  /** What was searched, in words, for a search that found nothing. */
  searched: ReactNode;
  /** What an unfiltered list with no rows says. */
  empty: ReactNode;
  /** How fresh the data is, beside the count. */
  freshness?: ReactNode;
}

/**
 * A list of invoices or expenses as one piece: the mirror's counts of its kind, the list's states (RecordListView)
 * and the rows as a table whose headers sort the search (the sort lives in the URL, with the rest of the list).
 */
export function RecordList<T extends { id: string }>({
  records,
  caption,
  rowHref,
  ...words
}: RecordListProps<T>) {
  const { business, noun, list, result, columns } = records;
  const counts = useMirror(business, noun)?.[noun];
  return (
    <RecordListView
      noun={noun}
      list={list}
      result={result}
      total={counts?.total ?? undefined}
      stored={counts?.stored}
      {...words}
      table={({ data, meta }) => (
        <DataTable
          caption={caption(meta)}
          columns={columns}
          rows={data}
          rowKey={(row) => row.id}
          rowHref={rowHref}
          sort={list.sort}
          onSort={(s) => list.set({ sort: s })}
        />
      )}
    />
  );
}
