import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Invoice } from '../../../../contract/invoice';
import { daysBetween } from '../../../../contract/invoice-groups';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { listHref } from '../../../lib/list-href';
import { formatDate, todayYmd } from '../../../lib/format';
import { useTimeZone } from '../../../first-screen/page-context';
import { latestInvoicesQuery, overdueQuery, overdueShown } from '../api/overview-queries';
import { InvoiceRow } from './record-row';
import { placeholderRows } from './row-placeholder';

/**
 * Overdue invoices, the longest overdue first, with how many days. `expected` (the overview's overdue count) tells
 * whether the list will have rows and how many, before they come.
 */
export function OverdueList({ business, expected }: { business: string; expected: number }) {
  const { data } = useQuery(latestInvoicesQuery(business, overdueQuery));
  const t = useT();
  const zone = useTimeZone();
  const clock = useClock();
  if (data ? data.data.length === 0 : expected === 0) return null;
  const today = todayYmd(zone, clock.now());
  const row = (i: Invoice) => (
    <InvoiceRow
      key={i.id}
      business={business}
      invoice={i}
      detail={t('overview.overdue.days', {
        days: daysBetween(i.pay_until_date!, today),
        date: formatDate(i.pay_until_date),
      })}
      late
    />
  );
  return (
    <TitledSection
      titleId="overdue-list-title"
      title={t('overview.overdue.list')}
      className="rounded-lg border border-red-200 bg-white p-4"
    >
      <ol className="mt-2 divide-y divide-slate-100" data-testid="overdue-list">
        {data ? data.data.map(row) : placeholderRows(Math.min(expected, overdueShown), 'h-5')}
      </ol>
      {data && data.meta.total > data.data.length && (
        <Link
          href={listHref(business, 'invoices', { status: 'overdue', sort: 'pay_until_date' })}
          className="mt-2 inline-block text-sm text-teal-800 underline"
        >
          {t('overview.overdue.all')}
        </Link>
      )}
    </TitledSection>
  );
}
