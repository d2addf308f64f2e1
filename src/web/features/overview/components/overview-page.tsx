import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { lazy, Suspense, useDeferredValue } from 'react';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { TitledPage } from '../../../components/ui/titled-section';
import { loadNamespaces } from '../../../i18n/load';
import { useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../first-screen/page-context';
import {
  latestExpensesQuery,
  latestInvoicesQuery,
  latestQueries,
  overviewQuery,
} from '../api/overview-queries';
import { FigureCard } from './money-figures';
import { FirstRun } from './first-run';
import { FreshnessNote } from './freshness-note';
import { LatestRecords } from './latest-records';
import { OverdueList } from './overdue-list';

// The months (table and chart) and the month pack are below the fold: their code is a chunk of its own, off the
// first screen's weight, fetched while the figures paint; their words (the `months` catalogue) come with them.
const BelowFold = lazy(
  async () => (await Promise.all([import('./below-fold'), loadNamespaces(['months'])]))[0],
);

/** Holds the below-the-fold parts' place while their chunk comes (their measured height: ~1200 px on a phone, ~970 px wider). */
const belowFoldPlaceholder = (
  <div aria-hidden="true" className="min-h-[75rem] md:min-h-[61rem]" data-testid="below-fold-placeholder" />
);

/** The home page: who owes me, how the months go, the latest records, and the accountant's month. */
export function OverviewPage({ business }: { business: string }) {
  const t = useT();
  const overview = useQuery(overviewQuery(business));
  const { data, error } = overview;
  const invoices = useQuery(latestInvoicesQuery(business, latestQueries.invoices));
  const expenses = useQuery(latestExpensesQuery(business, latestQueries.expenses));
  // What is below the fold renders after the figures are on screen, in React's interruptible background render
  // (even when its chunk is already cached): the figures' paint does not wait for it, and no task blocks for long. The
  // server's render of the page (and the browser's taking it over) leave its place held: its chunk comes after.
  const later = useDeferredValue(useHydrated() ? data : undefined, undefined);
  const empty =
    data?.mirror.state === 'ready' && invoices.data?.meta.total === 0 && expenses.data?.meta.total === 0;

  return (
    <TitledPage
      titleId="overview-title"
      title={t('shell.nav.overview')}
      headerClassName="flex flex-col gap-1"
      beside={data && <FreshnessNote mirror={data.mirror} />}
    >
      {error && !data ? (
        <QueryErrorState title={t('overview.loadFailed')} query={overview} />
      ) : !data ? (
        <SkeletonRows rows={4} label={t('overview.loading')} />
      ) : empty ? (
        <FirstRun business={business} />
      ) : (
        <>
          <div
            // Four cards sit two by two, then in one row where four fit; three keep one row.
            className={
              data.data.credit_open.length > 0
                ? 'grid gap-4 md:grid-cols-2 xl:grid-cols-4'
                : 'grid gap-4 md:grid-cols-3'
            }
          >
            <FigureCard
              business={business}
              testId="outstanding"
              title={t('overview.owed.title')}
              figures={data.data.outstanding}
              filters={(currency) => ({ status: 'not_paid', currency, type: 'not_preliminary' })}
              count={(count) => t('overview.owed.count', { count })}
              empty={t('overview.owed.none')}
            />
            <FigureCard
              business={business}
              testId="overdue"
              title={t('overview.overdue.title')}
              tone="danger"
              figures={data.data.overdue}
              filters={(currency) => ({ status: 'overdue', currency, sort: 'pay_until_date' })}
              count={(count) => t('overview.overdue.count', { count })}
              empty={t('overview.overdue.none')}
            />
            <FigureCard
              business={business}
              testId="offers"
              title={t('overview.offers.title')}
              figures={data.data.preliminary_open}
              filters={(currency) => ({ status: 'not_paid', currency, type: 'preliminary' })}
              count={(count) => t('overview.offers.count', { count })}
              empty={t('overview.offers.none')}
            />
            {data.data.credit_open.length > 0 && (
              // Apart from what buyers owe: a credit note not settled is owed by the business.
              <FigureCard
                business={business}
                testId="credit-notes"
                title={t('overview.credit.title')}
                figures={data.data.credit_open}
                filters={(currency) => ({ status: 'not_paid', currency, type: 'credit' })}
                count={(count) => t('overview.credit.count', { count })}
                empty=""
              />
            )}
          </div>
          <OverdueList business={business} expected={data.data.overdue.reduce((n, f) => n + f.count, 0)} />
          <LatestRecords business={business} />
          <Suspense fallback={belowFoldPlaceholder}>
            {later ? (
              <BelowFold business={business} rows={later.data.months} paidFrom={later.data.paid_known_from} />
            ) : (
              belowFoldPlaceholder
            )}
          </Suspense>
        </>
      )}
    </TitledPage>
  );
}
