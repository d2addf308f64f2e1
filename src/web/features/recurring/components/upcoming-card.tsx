import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatMoney } from '../../../lib/format';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import { schedulesQuery, upcomingQuery } from '../api/recurring-api';
import { recurringHref } from './recurring-page';

/** The overview's "Coming up in 30 days": the recurring invoices about to issue themselves, and their sum. */
export default function UpcomingCard({ business }: { business: string }) {
  const t = useT();
  const { data } = useQuery(upcomingQuery(business));
  const schedules = useQuery(schedulesQuery(business, todayYmd(undefined, useClock().now())));
  // A schedule the dashboard paused (refused by the API, three failures) is the owner's to look at.
  const paused =
    schedules.data?.data.filter((s) => s.state === 'paused' && s.paused_reason !== null).length ?? 0;
  if (!data || (data.occurrences.length === 0 && paused === 0)) return null;
  return (
    <section aria-labelledby="upcoming-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="upcoming-title" className="text-lg font-semibold text-slate-900">
          {t('recurring.upcoming.title')}
        </h2>
        <Link className="text-sm text-teal-800 underline" href={recurringHref(business)}>
          {t('recurring.upcoming.all')}
        </Link>
      </div>
      {paused > 0 && (
        <p role="status" className="mt-2 text-sm text-amber-900">
          <Link className="underline" href={recurringHref(business)}>
            {t('recurring.upcoming.paused', { count: paused })}
          </Link>
        </p>
      )}
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {data.totals.map((s) => (
          <li key={s.currency} className="text-slate-900">
            <span className="text-xl font-semibold">{formatMoney(s.total, s.currency)}</span>{' '}
            <span className="text-sm text-slate-600">
              {t('recurring.upcoming.count', { count: s.count })}
            </span>
          </li>
        ))}
      </ul>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {data.occurrences.slice(0, 5).map((o) => (
          <li key={`${o.schedule_id}-${o.date}`} className="flex flex-wrap justify-between gap-2 py-1">
            <span className="text-slate-700">
              {formatDate(o.date)} · <span className="[overflow-wrap:anywhere]">{o.buyer}</span>
            </span>
            <span className="font-medium text-slate-900">{formatMoney(o.total, o.currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
