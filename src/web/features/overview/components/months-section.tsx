import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { MonthRow } from '../../../../contract/overview';
import { FigureHeads } from '../../../components/ui/figure-heads';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { listHref } from '../../../lib/list-href';
import { formatMoney, formatMonth } from '../../../lib/format';
import { monthBounds } from '../../../../contract/clock';
import { useClock } from '../../../lib/clock';
import { lastTwelveMonths } from './month-range';
import { chartMonths, type ChartMonth } from './months-chart-data';

const MonthsChart = lazy(() => import('./months-chart'));

/** True once the element comes near the viewport: the chart library is fetched only then. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** The currency with the most issued over the months goes first. */
const currenciesOf = (rows: readonly MonthRow[]) => {
  const issued = new Map<string, number>();
  for (const r of rows)
    issued.set(r.currency, (issued.get(r.currency) ?? 0) + Math.abs(r.issued) + Math.abs(r.expenses));
  return [...issued.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
};

/** Issued, paid and expenses per month in one currency: a chart (below the fold, lazily) and the same as a table. */
export function MonthsSection({
  business,
  rows,
  paidFrom,
}: {
  business: string;
  rows: readonly MonthRow[];
  paidFrom: string | null;
}) {
  const t = useT();
  const currencies = useMemo(() => currenciesOf(rows), [rows]);
  const [chosen, setChosen] = useState<string>();
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const [ref, near] = useNearViewport<HTMLElement>();
  const clock = useClock();
  const months = useMemo(
    () => chartMonths(lastTwelveMonths(clock.now()), rows, currency, paidFrom),
    [rows, currency, clock, paidFrom],
  );
  if (!currency) return null;
  const paidCell = (m: ChartMonth) =>
    m.paid === null ? (
      <span className="text-slate-600 italic">{t('months.notKnown')}</span>
    ) : m.paid_basis === 'estimated' ? (
      <span className="whitespace-nowrap text-slate-700">
        <span aria-hidden="true">{'≈\u00a0'}</span>
        {formatMoney(m.paid, currency)}
        <span className="sr-only"> ({t('months.estimated')})</span>
      </span>
    ) : (
      formatMoney(m.paid, currency)
    );
  const link = (kind: 'invoices' | 'expenses', month: string, amount: number) => (
    <Link
      href={listHref(business, kind, { currency, ...monthBounds(month) })}
      className="text-teal-900 underline-offset-2 hover:underline"
    >
      {formatMoney(amount, currency)}
    </Link>
  );
  return (
    <TitledSection
      ref={ref}
      titleId="months-title"
      title={t('months.title')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      beside={
        currencies.length > 1 && (
          <div role="group" aria-label={t('months.currency')} className="flex gap-1">
            {currencies.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={c === currency}
                onClick={() => setChosen(c)}
                className={`min-h-10 rounded-md border px-3 text-sm ${c === currency ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 text-slate-700'}`}
              >
                {c}
              </button>
            ))}
          </div>
        )
      }
    >
      {near ? (
        <Suspense fallback={<div className="h-64" />}>
          <MonthsChart months={months} currency={currency} />
        </Suspense>
      ) : (
        <div className="h-64" />
      )}
      <p className="text-xs text-slate-600">{t('months.note')}</p>
      {months.some((m) => m.paid_basis !== 'known') && (
        <p className="text-xs text-slate-600" data-testid="paid-why">
          {t('months.paidWhy', { month: formatMonth(paidFrom ?? months[months.length - 1]!.month) })}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="months-table">
          <caption className="sr-only">{t('months.caption', { currency })}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <FigureHeads
                gap="pr-3"
                heads={[t('months.month'), t('months.issued'), t('months.paid'), t('months.expenses')]}
              />
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {months.map((m) => (
              <tr key={m.month} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-800">
                  {formatMonth(m.month, 'short')}
                </th>
                <td className="py-1 pr-3 text-right">{link('invoices', m.month, m.issued)}</td>
                <td className="py-1 pr-3 text-right text-slate-900">{paidCell(m)}</td>
                <td className="py-1 text-right">{link('expenses', m.month, m.expenses)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
