import type { ReactNode } from 'react';
import type { ListParams } from '../../lib/list-params';
import { useMirror } from '../../lib/mirror';
import type { RecordKind } from '../../lib/query-keys';
import type { RecordPage } from '../../lib/use-record-list';
import { DataTable, type Column } from './data-table';
import { RecordListView, type RecordListResult } from './record-list-view';

interface RecordListProps<T extends { id: string }> {
  business: string;
  /** Which records: the mirror's counts of this kind, and the sentences that name them. */
  noun: RecordKind;
  list: ListParams;
  result: RecordListResult<T>;
  columns: readonly Column<T>[];
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
export function RecordList<T extends { id: string }>({ business, noun, list, result, columns, caption, rowHref, ...words }: RecordListProps<T>) {
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
