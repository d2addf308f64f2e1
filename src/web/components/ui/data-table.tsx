import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-align figures so they line up. */
  numeric?: boolean;
  /** The sort key this column's header sorts by (the search's `sort`), and whether its first click is descending. */
  sortKey?: string;
  descFirst?: boolean;
}

/** The order rows are in: a column's sort key and direction; undefined for the API's own (newest first). */
export type SortState = { key: string; desc: boolean } | undefined;

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Each row is a real link: its first cell holds the anchor, stretched over the row. */
  rowHref: (row: T) => string;
  sort?: SortState;
  /** Sortable headers are buttons; a click asks for `key` or `-key` (descending). */
  onSort?: (sort: string) => void;
}

const arrows = { ascending: '↑', descending: '↓' } as const;

function HeaderCell<T>({
  column: c,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: SortState;
  onSort?: (sort: string) => void;
}) {
  const active = c.sortKey !== undefined && sort?.key === c.sortKey;
  const direction = active ? (sort.desc ? 'descending' : 'ascending') : undefined;
  const className = `px-3 py-2 font-medium ${c.numeric ? 'text-right' : ''}`;
  if (!c.sortKey || !onSort) {
    return (
      <th scope="col" className={className}>
        {c.header}
      </th>
    );
  }
  const key = c.sortKey;
  const nextDesc = active ? !sort.desc : (c.descFirst ?? false);
  return (
    <th scope="col" aria-sort={direction} className={className}>
      <button
        type="button"
        onClick={() => onSort(nextDesc ? `-${key}` : key)}
        className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        {c.header}
        <span aria-hidden="true" className={active ? 'text-teal-800' : 'text-slate-400'}>
          {direction ? arrows[direction] : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * A table on a wide screen; on a phone every row becomes a card with each cell labelled by its column, so
 * nothing scrolls sideways.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowHref, sort, onSort }: DataTableProps<T>) {
  return (
    <table className="w-full border-collapse text-sm max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">
        <tr>
          {columns.map((c) => (
            <HeaderCell key={c.header} column={c} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="relative border-b border-slate-100 hover:bg-teal-50/60 focus-within:bg-teal-50/60 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3"
          >
            {columns.map((c, i) => (
              <td
                key={c.header}
                data-label={c.header}
                className={`px-3 py-2.5 align-middle max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] ${c.numeric ? 'text-right tabular-nums max-sm:text-left' : ''}`}
              >
                {i === 0 ? (
                  <Link
                    href={rowHref(row)}
                    className="font-medium text-teal-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    {c.cell(row)}
                  </Link>
                ) : (
                  c.cell(row)
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
