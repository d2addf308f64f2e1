import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { lazy, Suspense, useDeferredValue } from 'react';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { TitledPage } from '../../../components/ui/titled-section';
import { loadNamespaces } from '../../../i18n/load';
import type { MessageId } from '../../../i18n/messages';
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

/** The figure cards in their order: each one's sum, its words, and the invoice list behind a currency's figure. */
const figureCards: readonly {
  testId: string;
  figures: 'outstanding' | 'overdue' | 'preliminary_open' | 'credit_open';
  title: MessageId;
  count: MessageId;
  /**
   * Absent for the credit notes: apart from what buyers owe (one not settled is owed by the business), their card is
   * shown only when some are open.
   */
  none?: MessageId;
  tone?: 'danger';
  filters: (currency: string) => Record<string, string>;
}[] = [
  {
    testId: 'outstanding',
    figures: 'outstanding',
    title: 'overview.owed.title',
    count: 'overview.owed.count',
    none: 'overview.owed.none',
    filters: (currency) => ({ status: 'not_paid', currency, type: 'not_preliminary' }),
  },
  {
    testId: 'overdue',
    figures: 'overdue',
    title: 'overview.overdue.title',
    count: 'overview.overdue.count',
    none: 'overview.overdue.none',
    tone: 'danger',
    filters: (currency) => ({ status: 'overdue', currency, sort: 'pay_until_date' }),
  },
  {
    testId: 'offers',
    figures: 'preliminary_open',
    title: 'overview.offers.title',
    count: 'overview.offers.count',
    none: 'overview.offers.none',
    filters: (currency) => ({ status: 'not_paid', currency, type: 'preliminary' }),
  },
  {
    testId: 'credit-notes',
    figures: 'credit_open',
    title: 'overview.credit.title',
    count: 'overview.credit.count',
    filters: (currency) => ({ status: 'not_paid', currency, type: 'credit' }),
  },
];

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
            {figureCards
              // A card without words for none (the credit notes') is shown only when it has figures.
              .filter((card) => card.none || data.data[card.figures].length > 0)
              .map((card) => (
                <FigureCard
                  key={card.testId}
                  business={business}
                  testId={card.testId}
                  title={t(card.title)}
                  tone={card.tone}
                  figures={data.data[card.figures]}
                  filters={card.filters}
                  count={(count) => t(card.count, { count })}
                  empty={card.none ? t(card.none) : ''}
                />
              ))}
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
