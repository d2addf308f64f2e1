import { type PaidBasis, paidBasisOf } from '../../../../contract/paid-basis';
import type { MonthRow } from '../../../../contract/overview';

/** One month of one currency as the table and the chart show it. */
export interface ChartMonth {
  /** `YYYY-MM` */
  month: string;
  issued: number;
  /** null when not known */
  paid: number | null;
  paid_basis: PaidBasis;
  expenses: number;
}

/**
 * The months of `currency`, oldest first. A month without a row had nothing issued, paid or spent: its payments are
 * 0 when the mirror was watching by then, else not known.
 */
export function chartMonths(
  months: readonly string[],
  rows: readonly MonthRow[],
  currency: string | undefined,
  paidFrom: string | null,
): ChartMonth[] {
  return months.map((month) => {
    const r = rows.find((x) => x.month === month && x.currency === currency);
    if (r) return { month, issued: r.issued, paid: r.paid, paid_basis: r.paid_basis, expenses: r.expenses };
    const basis = paidBasisOf(month, paidFrom);
    return { month, issued: 0, paid: basis === 'not_known' ? null : 0, paid_basis: basis, expenses: 0 };
  });
}

/** How each month's "paid" bar is drawn. */
export interface PaidBar {
  /** The bar's drawn height: the value, or the top of the scale when clipped, 0 when not known. */
  drawn: number;
  /** Taller than the scale: drawn clipped, its value written on it. */
  clipped: boolean;
}

/** An estimated month up to this many times the tallest known figure is drawn whole. */
const headroom = 1.25;

/**
 * The scale follows what the mirror knows (issued, expenses, known payments): an estimated month taller than that
 * (a catch-up of many payments dated alike) is clipped at the top, so that it does not flatten every other bar.
 */
export function paidBars(months: readonly ChartMonth[]): PaidBar[] {
  const tallest = Math.max(
    0,
    ...months.flatMap((m) => [m.issued, m.expenses, m.paid_basis === 'known' ? (m.paid ?? 0) : 0]),
  );
  const cap = tallest * headroom;
  return months.map((m) => {
    const value = m.paid ?? 0;
    const clipped = m.paid_basis === 'estimated' && tallest > 0 && value > cap;
    return { drawn: clipped ? cap : value, clipped };
  });
}
