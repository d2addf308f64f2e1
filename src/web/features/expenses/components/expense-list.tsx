import type { ReactNode } from 'react';
import type { Expense } from '../../../../contract/expense';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { RecordListView } from '../../../components/ui/record-list-view';
import { formatDate, formatMoney } from '../../../lib/format';
import { expenseFilterNames, useListParams } from '../../../lib/list-params';
import { useMirror } from '../../../lib/mirror';
import { useRecordList } from '../../../lib/use-record-list';
import { expensePageQuery, expenseSearchQuery, prefetchExpensePage } from '../api/expense-queries';
import { expenseHref } from '../expense-paths';
import { describeExpenseSearch, ExpenseFilters } from './expense-filters';
import { ReceiptThumbnail } from './receipt-thumbnail';

const sources = { page: expensePageQuery, search: expenseSearchQuery, prefetch: prefetchExpensePage };
/** The search's own order when none is asked for. */
const searchDefault = { key: 'date', desc: true };

/** The expenses: the API's pages newest first, or a search with filters and sort; all of it in the URL. */
export function ExpenseList({ business, freshness }: { business: string; freshness?: ReactNode }) {
  const list = useListParams(expenseFilterNames, searchDefault);
  const result = useRecordList(business, list, sources);
  const mirror = useMirror(business, 'expenses');
  const columns: Column<Expense>[] = [
    { header: 'Seller', cell: (e) => e.seller, sortKey: 'seller' },
    { header: 'Date', cell: (e) => formatDate(e.date), sortKey: 'date', descFirst: true },
    { header: 'Total', cell: (e) => formatMoney(e.total, e.currency), numeric: true, sortKey: 'total', descFirst: true },
    { header: 'Receipt', cell: (e) => <ReceiptThumbnail business={business} id={e.id} label={e.seller} /> },
  ];
  return (
    <section aria-label="Expense list" className="flex flex-col gap-4">
      <ExpenseFilters business={business} list={list} columns={columns} />
      <RecordListView
        noun="expenses"
        list={list}
        result={result}
        freshness={freshness}
        total={mirror?.expenses.total ?? undefined}
        stored={mirror?.expenses.stored}
        searched={describeExpenseSearch(list.filters)}
        empty={
          <EmptyState title={list.page > 1 ? 'No expenses on this page' : 'No expenses yet'}>
            Drop a receipt above to record the first one.
          </EmptyState>
        }
        table={({ data, meta }) => (
          <DataTable
            caption={list.searching ? `Expenses found, page ${meta.current_page} of ${meta.last_page}` : 'Expenses, newest first'}
            columns={columns}
            rows={data}
            rowKey={(e) => e.id}
            rowHref={(e) => expenseHref(business, e.id)}
            sort={list.sort}
            onSort={(s) => list.set({ sort: s })}
          />
        )}
      />
    </section>
  );
}
