import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrencyFigure } from '../../../../contract/overview';
import { activateLocale } from '../../../i18n/load';
import { useT } from '../../../i18n/use-t';
import { fixedClock } from '../../../../contract/clock';
import { ClockProvider } from '../../../lib/clock';
import { formatMoment } from '../../../lib/format';
import { FreshnessNote } from './freshness-note';
import { FigureCard } from './money-figures';

const figures: CurrencyFigure[] = [
  { currency: 'EUR', amount: 1197, count: 1 },
  { currency: 'USD', amount: 805, count: 3 },
  { currency: 'GBP', amount: 12, count: 10 },
];

/** The outstanding card as the overview makes it: its count words from the catalogue. */
function Outstanding({ shown = figures }: { shown?: CurrencyFigure[] }) {
  const t = useT();
  return (
    <FigureCard
      business="biz-1"
      testId="outstanding"
      title={t('overview.owed.title')}
      figures={shown}
      filters={(currency) => ({ status: 'not_paid', currency })}
      count={(count) => t('overview.owed.count', { count })}
      empty={t('overview.owed.none')}
    />
  );
}

const amountOf = (currency: string) => screen.getByTestId(`outstanding-${currency}`).textContent;
/** The count beside a currency's figure: the link's text after its amount. */
const countOf = (currency: string) => {
  const amount = screen.getByTestId(`outstanding-${currency}`);
  return amount.closest('a')!.textContent!.slice(amount.textContent!.length);
};

describe('the overview in words', () => {
  it('gives each currency its figure, its count in the right plural and the list behind it', () => {
    render(<Outstanding />);
    expect(screen.getByRole('heading', { name: 'Outstanding' })).toBeVisible();
    expect([amountOf('EUR'), countOf('EUR')]).toEqual(['€1,197.00', '1 invoice not paid']);
    expect([amountOf('USD'), countOf('USD')]).toEqual(['$805.00', '3 invoices not paid']);
    expect(screen.getByTestId('outstanding-EUR').closest('a')).toHaveAttribute(
      'href',
      '/b/biz-1/invoices?status=not_paid&currency=EUR',
    );
  });

  it('says so when nothing is owed', () => {
    render(<Outstanding shown={[]} />);
    expect(screen.getByText('Every invoice is paid.')).toBeVisible();
  });

  it('writes money and counts the Lithuanian way: no-break spaces, decimal comma, three plural forms', async () => {
    await activateLocale('lt');
    render(<Outstanding />);
    expect(screen.getByRole('heading', { name: 'Neapmokėta' })).toBeVisible();
    expect([amountOf('EUR'), countOf('EUR')]).toEqual(['1\u00a0197,00\u00a0€', '1 neapmokėta sąskaita']);
    expect([amountOf('USD'), countOf('USD')]).toEqual(['805,00\u00a0USD', '3 neapmokėtos sąskaitos']);
    expect([amountOf('GBP'), countOf('GBP')]).toEqual(['12,00\u00a0GBP', '10 neapmokėtų sąskaitų']);
  });

  it('tells how fresh the figures are, in each state of the mirror', () => {
    const at = 1_700_000_000;
    const now = new Date(at * 1000 + 3_600_000);
    const atNow = ({ children }: { children: ReactNode }) => (
      <ClockProvider clock={fixedClock(now)}>{children}</ClockProvider>
    );
    const { rerender } = render(<FreshnessNote mirror={{ state: 'ready', synced_at: at }} />, {
      wrapper: atNow,
    });
    expect(screen.getByTestId('freshness')).toHaveTextContent(
      `Up to date: everything read at ${formatMoment(at, undefined, now)}, changes since then as they happen.`,
    );
    rerender(<FreshnessNote mirror={{ state: 'error', synced_at: at }} />);
    expect(screen.getByTestId('freshness')).toHaveTextContent(
      `The invoicing service cannot be reached: showing the figures saved at ${formatMoment(at, undefined, now)}.`,
    );
    rerender(<FreshnessNote mirror={{ state: 'error', synced_at: null }} />);
    expect(screen.getByTestId('freshness')).toHaveTextContent(
      'The invoicing service cannot be reached: showing the figures saved.',
    );
    rerender(<FreshnessNote mirror={{ state: 'syncing', synced_at: null }} />);
    expect(screen.getByTestId('freshness')).toHaveTextContent(
      'Still reading your records: the figures may be incomplete for a minute.',
    );
  });
});

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});
