import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../../contract/clock';
import type { MonthRow } from '../../../../contract/overview';
import { ClockProvider } from '../../../lib/clock';
import { chartMonths, paidBars } from './months-chart-data';
import { MonthsSection } from './months-section';

/** The months table as the overview shows it, in November 2026, the mirror watching payments since October. */
const rows: MonthRow[] = [
  { month: '2026-03', currency: 'EUR', issued: 100, paid: null, paid_basis: 'not_known', expenses: 0 },
  { month: '2026-05', currency: 'EUR', issued: 0, paid: 500, paid_basis: 'estimated', expenses: 0 },
  { month: '2026-11', currency: 'EUR', issued: 90, paid: 40.1, paid_basis: 'known', expenses: 0 },
];
const show = (paidFrom: string | null = '2026-10') =>
  render(
    <ClockProvider clock={fixedClock('2026-11-15T12:00:00Z')}>
      <MonthsSection business="biz-1" rows={rows} paidFrom={paidFrom} />
    </ClockProvider>,
  );
const paidOf = (label: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${label}`) })).getAllByRole('cell')[1]!;

// The chart stays out of this test: its section never comes near the viewport.
beforeEach(() =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the months table', () => {
  it('marks estimated payments, says "not known" before the mirror watched, and says why', () => {
    show();
    expect(paidOf('Nov 2026')).toHaveTextContent(/^€40\.10$/);
    expect(paidOf('Oct 2026')).toHaveTextContent(/^€0\.00$/); // watched, nothing paid: a true 0
    expect(paidOf('Sep 2026')).toHaveTextContent(/^not known$/);
    expect(paidOf('May 2026')).toHaveTextContent(/^≈ €500\.00 \(estimated\)$/);
    expect(paidOf('Mar 2026')).toHaveTextContent(/^not known$/);
    expect(screen.getByTestId('paid-why')).toHaveTextContent('has seen payments happen since October 2026;');
  });

  it('says nothing more when every month is known', () => {
    render(
      <ClockProvider clock={fixedClock('2026-11-15T12:00:00Z')}>
        <MonthsSection business="biz-1" rows={rows.slice(2)} paidFrom="2025-01" />
      </ClockProvider>,
    );
    expect(screen.queryByTestId('paid-why')).toBeNull();
    expect(screen.queryByText('not known')).toBeNull();
  });
});

describe('the chart’s paid bars', () => {
  const months = chartMonths(
    ['2026-09', '2026-10', '2026-11'],
    [
      { month: '2026-09', currency: 'EUR', issued: 100, paid: 4000, paid_basis: 'estimated', expenses: 20 },
      { month: '2026-10', currency: 'EUR', issued: 80, paid: 110, paid_basis: 'estimated', expenses: 0 },
      { month: '2026-11', currency: 'EUR', issued: 90, paid: 60, paid_basis: 'known', expenses: 0 },
    ],
    'EUR',
    '2026-11',
  );

  it('scales to what is known: a catch-up month is clipped, a modest estimate drawn whole', () => {
    expect(paidBars(months)).toEqual([
      { drawn: 125, clipped: true },
      { drawn: 110, clipped: false },
      { drawn: 60, clipped: false },
    ]);
  });

  it('fills a month without a row: not known before the mirror watched, 0 after', () => {
    expect(
      chartMonths(['2026-08', '2026-12'], [], 'EUR', '2026-11').map((m) => [m.paid, m.paid_basis]),
    ).toEqual([
      [null, 'not_known'],
      [0, 'known'],
    ]);
  });
});
