import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { latestExpensesQuery, latestInvoicesQuery, latestQueries, overviewQuery } from '../api/overview-queries';
import { FigureCard } from './money-figures';
import { FirstRun } from './first-run';
import { FreshnessNote } from './freshness-note';
import { LatestRecords } from './latest-records';
import { MonthPackPanel } from './month-pack-panel';
import { MonthsSection } from './months-section';
import { OverdueList } from './overdue-list';

/** The home page: who owes me, how the months go, the latest records, and the accountant's month. */
export function OverviewPage({ business }: { business: string }) {
  const { data, error, refetch, isFetching } = useQuery(overviewQuery(business));
  const invoices = useQuery(latestInvoicesQuery(business, latestQueries.invoices));
  const expenses = useQuery(latestExpensesQuery(business, latestQueries.expenses));
  // What is below the fold (the months, the month pack) renders after the figures are on screen, in React's
  // interruptible background render: the figures' paint does not wait for it, and no task blocks the page for long.
  const later = useDeferredValue(data, undefined);
  const empty =
    data?.mirror.state === 'ready' && invoices.data?.meta.total === 0 && expenses.data?.meta.total === 0;

  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="overview-title" className="text-2xl font-semibold text-slate-900">
          Overview
        </h1>
        {data && <FreshnessNote mirror={data.mirror} />}
      </div>
      {error && !data ? (
        <ErrorState title="The figures could not be loaded" message={error.message} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <SkeletonRows rows={4} label="Adding up your invoices…" />
      ) : empty ? (
        <FirstRun business={business} />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <FigureCard
              business={business}
              testId="outstanding"
              title="Outstanding"
              figures={data.data.outstanding}
              filters={(currency) => ({ status: 'not_paid', currency })}
              noun={['invoice not paid', 'invoices not paid']}
              empty="Every invoice is paid."
            />
            <FigureCard
              business={business}
              testId="overdue"
              title="Overdue"
              tone="danger"
              figures={data.data.overdue}
              filters={(currency) => ({ status: 'overdue', currency, sort: 'pay_until_date' })}
              noun={['invoice past its due date', 'invoices past their due date']}
              empty="Nothing is overdue."
            />
            <FigureCard
              business={business}
              testId="offers"
              title="Open pro forma invoices"
              figures={data.data.preliminary_open}
              filters={(currency) => ({ status: 'not_paid', currency, type: 'preliminary' })}
              noun={['offer, not counted as revenue', 'offers, not counted as revenue']}
              empty="No open offers."
            />
          </div>
          <OverdueList business={business} expected={data.data.overdue.reduce((n, f) => n + f.count, 0)} />
          <LatestRecords business={business} />
          {later && (
            <>
              <MonthsSection business={business} rows={later.data.months} />
              <MonthPackPanel business={business} />
            </>
          )}
        </>
      )}
    </section>
  );
}
