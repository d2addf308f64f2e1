import type { ReactNode } from 'react';
import type { Expense } from '../../../../contract/expense';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { RecordList, useRecords } from '../../../components/records/record-list';
import { useT } from '../../../i18n/use-t';
import { useMay } from '../../../lib/access';
import { formatDate, formatMoney } from '../../../lib/format';
import { expenseListSource } from '../api/expense-queries';
import { expenseHref } from '../expense-paths';
import { describeExpenseSearch, ExpenseFilters } from './expense-filters';
import { ReceiptThumbnail } from './receipt-thumbnail';

/** The expenses: the API's pages newest first, or a search with filters and sort; all of it in the URL. */
export function ExpenseList({ business, freshness }: { business: string; freshness?: ReactNode }) {
  const t = useT();
  const columns: Column<Expense>[] = [
    { header: t('expenses.field.seller'), cell: (e) => e.seller, sortKey: 'seller' },
    { header: t('expenses.field.date'), cell: (e) => formatDate(e.date), sortKey: 'date', descFirst: true },
    {
      header: t('expenses.list.total'),
      cell: (e) => formatMoney(e.total, e.currency),
      numeric: true,
      sortKey: 'total',
      descFirst: true,
    },
    {
      header: t('expenses.receipt.title'),
      cell: (e) => <ReceiptThumbnail business={business} id={e.id} label={e.seller} />,
    },
  ];
  const records = useRecords(business, expenseListSource, columns);
  const { list } = records;
  // Staff see their own uploads, page by page: searching and filtering read the whole business's mirror.
  const mayRead = useMay(business, 'read');
  return (
    <section aria-label={t('expenses.list.label')} className="flex flex-col gap-4">
      {mayRead && <ExpenseFilters records={records} />}
      <RecordList
        records={records}
        freshness={freshness}
        caption={(meta) =>
          list.searching
            ? t('expenses.list.captionFound', { page: meta.current_page, pages: meta.last_page })
            : t('expenses.list.caption')
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
