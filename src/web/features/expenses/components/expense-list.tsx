import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Expense } from '../../../../contract/expense';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePageParam } from '../../../lib/use-page-param';
import { usePrefetchNext } from '../../../lib/use-prefetch-next';
import { expensePageQuery, prefetchExpensePage } from '../api/expense-queries';
import { expenseHref, expensesHref } from '../expense-paths';
import { ReceiptThumbnail } from './receipt-thumbnail';

/** One page of expenses, newest first (the API's order); the page lives in the URL. */
export function ExpenseList({ business }: { business: string }) {
  const page = usePageParam();
  const { data, error, refetch, isFetching, isPlaceholderData } = useQuery({
    ...expensePageQuery(business, page),
    placeholderData: keepPreviousData,
  });
  usePrefetchNext(business, page, data?.meta.last_page, prefetchExpensePage);

  if (error && (!data || isPlaceholderData)) {
    return <ErrorState title="The expenses could not be loaded" message={error.message} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!data) return <SkeletonRows label="Loading expenses…" />;
  if (data.data.length === 0) {
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
      <div className={`rounded-lg border border-slate-200 bg-white max-sm:border-0 max-sm:bg-transparent ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
        <DataTable caption="Expenses, newest first" columns={columns} rows={data.data} rowKey={(e) => e.id} rowHref={(e) => expenseHref(business, e.id)} />
      </div>
      <Pager page={data.meta.current_page} lastPage={data.meta.last_page} total={data.meta.total} hrefFor={(p) => expensesHref(business, p)} />
    </div>
  );
}
