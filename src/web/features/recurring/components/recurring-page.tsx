import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useLocation, useSearch } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useTimeZone } from '../../../first-screen/page-context';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import { schedulesQuery } from '../api/recurring-api';
import { MakeRecurring } from './make-recurring';
import { ScheduleCard } from './schedule-card';

export const recurringHref = (b: string) => `/b/${encodeURIComponent(b)}/recurring`;

/** The Recurring screen: every schedule; with `?from=<invoice>`, the form that makes that invoice recurring. */
export function RecurringPage({ business }: { business: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const from = new URLSearchParams(useSearch()).get('from');
  const today = todayYmd(useTimeZone(), useClock().now());
  const list = useQuery(schedulesQuery(business, today));
  const back = () => navigate(recurringHref(business), { replace: true });
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('recurring.title')}</h1>
        <p className="text-sm text-slate-600">{t('recurring.intro')}</p>
      </div>
      {from !== null && <MakeRecurring business={business} invoiceId={from} today={today} onDone={back} />}
      {list.isPending ? (
        <SkeletonRows rows={4} label={t('recurring.loading')} />
      ) : list.isError ? (
        <QueryErrorState query={list} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('recurring.empty.title')}>{t('recurring.empty.body')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((s) => (
            <ScheduleCard key={s.id} business={business} schedule={s} />
          ))}
        </ul>
      )}
    </div>
  );
}
