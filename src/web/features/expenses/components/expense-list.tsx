import { useQuery } from '@tanstack/react-query';
import type { Expense } from '../../../../contract/expense';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { formatDate, formatMoney } from '../../../lib/format';
import { expenseListQuery } from '../api/expense-queries';
import { expenseHref, expensesHref } from '../expense-paths';
import { ReceiptThumbnail } from './receipt-thumbnail';

/** One page of expenses, newest first (the API's order); the page lives in the URL. */
export function ExpenseList({ business, page }: { business: string; page: number }) {
  const list = useQuery(expenseListQuery(business, page));
  if (list.isPending) return <SkeletonRows label="Loading expenses…" />;
  if (list.isError)
    return (
      <ErrorState
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const { data, meta } = list.data;
  if (data.length === 0) {
    return (
      <EmptyState title={page > 1 ? 'No expenses on this page' : 'No expenses yet'}>
        Drop a receipt above to record the first one.
      </EmptyState>
    );
  }
  const columns: Column<Expense>[] = [
    { header: 'Seller', cell: (e) => e.seller },
    { header: 'Date', cell: (e) => formatDate(e.date) },
    { header: 'Total', cell: (e) => formatMoney(e.total, e.currency), numeric: true },
    { header: 'Receipt', cell: (e) => <ReceiptThumbnail business={business} id={e.id} label={e.seller} /> },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg border border-slate-200 bg-white max-sm:border-0 max-sm:bg-transparent">
        <DataTable
          caption="Expenses, newest first"
          columns={columns}
          rows={data}
          rowKey={(e) => e.id}
          rowHref={(e) => expenseHref(business, e.id)}
        />
      </div>
      <Pager
        page={meta.current_page}
        lastPage={meta.last_page}
        total={meta.total}
        hrefFor={(p) => expensesHref(business, p)}
      />
    </div>
  );
}
