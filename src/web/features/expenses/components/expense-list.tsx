import type { ReactNode } from 'react';
import type { Expense } from '../../../../contract/expense';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { RecordList } from '../../../components/ui/record-list';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatMoney } from '../../../lib/format';
import { expenseFilterNames, useListParams } from '../../../lib/list-params';
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
  const t = useT();
  const list = useListParams(expenseFilterNames, searchDefault);
  const result = useRecordList(business, list, sources);
  const columns: Column<Expense>[] = [
    { header: t('expenses.field.seller'), cell: (e) => e.seller, sortKey: 'seller' },
    { header: t('expenses.field.date'), cell: (e) => formatDate(e.date), sortKey: 'date', descFirst: true },
    { header: t('expenses.list.total'), cell: (e) => formatMoney(e.total, e.currency), numeric: true, sortKey: 'total', descFirst: true },
    { header: t('expenses.receipt.title'), cell: (e) => <ReceiptThumbnail business={business} id={e.id} label={e.seller} /> },
  ];
  return (
    <section aria-label={t('expenses.list.label')} className="flex flex-col gap-4">
      <ExpenseFilters business={business} list={list} columns={columns} />
      <RecordList
        business={business}
        noun="expenses"
        list={list}
        result={result}
        freshness={freshness}
        columns={columns}
        caption={(meta) =>
          list.searching ? t('expenses.list.captionFound', { page: meta.current_page, pages: meta.last_page }) : t('expenses.list.caption')
        }
        rowHref={(e) => expenseHref(business, e.id)}
        searched={describeExpenseSearch(list.filters, t)}
        empty={
          <EmptyState title={list.page > 1 ? t('expenses.list.emptyPage') : t('expenses.list.empty')}>
            {t('expenses.list.emptyText')}
          </EmptyState>
        }
      />
    </section>
  );
}
