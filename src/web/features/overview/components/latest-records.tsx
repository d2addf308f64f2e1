import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  latestExpensesQuery,
  latestInvoicesQuery,
  latestQueries,
  latestShown,
} from '../api/overview-queries';
import { InvoiceRow, RecordRow } from './record-row';
import { placeholderRows } from './row-placeholder';

function Latest({
  title,
  all,
  children,
  testId,
}: {
  title: string;
  all: string;
  children: ReactNode;
  testId: string;
}) {
  const t = useT();
  return (
    <TitledSection
      titleId={`${testId}-title`}
      title={title}
      className="rounded-lg border border-slate-200 bg-white p-4"
      headerClassName="flex items-baseline justify-between gap-2"
      beside={
        <Link href={all} className="text-sm text-teal-800 underline">
          {t('overview.latest.all')}
        </Link>
      }
    >
      <ul className="mt-2 divide-y divide-slate-100" data-testid={testId}>
        {children}
      </ul>
    </TitledSection>
  );
}

/** The five latest invoices and expenses (by their date), each a link to its page; placeholders while they load. */
export function LatestRecords({ business }: { business: string }) {
  const invoices = useQuery(latestInvoicesQuery(business, latestQueries.invoices));
  const expenses = useQuery(latestExpensesQuery(business, latestQueries.expenses));
  const loading = placeholderRows(latestShown, 'h-4');
  const t = useT();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Latest title={t('overview.latest.invoices')} all={`/b/${business}/invoices`} testId="latest-invoices">
        {!invoices.data
          ? loading
          : invoices.data.data.map((i) => (
              <InvoiceRow
                key={i.id}
                business={business}
                invoice={i}
                detail={t('overview.latest.status', {
                  date: formatDate(i.invoice_date),
                  status: i.payment_status,
                })}
              />
            ))}
      </Latest>
      <Latest title={t('overview.latest.expenses')} all={`/b/${business}/expenses`} testId="latest-expenses">
        {!expenses.data
          ? loading
          : expenses.data.data.map((e) => (
              <RecordRow
                key={e.id}
                href={`/b/${business}/expenses/${e.id}`}
                name={e.seller}
                amount={formatMoney(e.total, e.currency)}
                detail={formatDate(e.date)}
              />
            ))}
      </Latest>
    </div>
  );
}
