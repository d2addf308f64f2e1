import { dec, type Decimal, toNumber } from '../../contract/money';
import type { CurrencyFigure, MonthRow, OverviewAnswer } from '../../contract/overview';
import type { MirrorDb } from './schema';

export type Overview = OverviewAnswer['data'];

/** Offers, not revenue: never issued, paid or outstanding. */
export const preliminaryTypes = ['preliminary_invoice', 'preliminary_vat_invoice'] as const;
const isPreliminary = (type: string) => (preliminaryTypes as readonly string[]).includes(type);

/** A calendar day where the BFF runs (what is overdue, which month a payment was first seen in). */
export const localDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Cents summed with the contract's decimal math, per key, with a count. */
class Sums {
  private readonly m = new Map<string, { cents: Decimal; count: number }>();
  add(key: string, cents: number): void {
    const s = this.m.get(key);
    if (s) {
      s.cents = s.cents.plus(cents);
      s.count += 1;
    } else this.m.set(key, { cents: dec(cents), count: 1 });
  }
  get(key: string): { amount: number; count: number } | undefined {
    const s = this.m.get(key);
    return s && { amount: toNumber(s.cents.div(100)), count: s.count };
  }
  keys(): string[] {
    return [...this.m.keys()];
  }
  figures(): CurrencyFigure[] {
    return this.keys()
      .sort()
      .map((currency) => ({ currency, ...this.get(currency)! }));
  }
}

interface InvoiceFigures {
  type: string;
  status: string;
  currency: string;
  total_cents: number;
  invoice_date: string;
  pay_until_date: string | null;
  paid_seen_at: number | null;
}

/** Every month from `from`'s to `to`'s, as YYYY-MM. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const end = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > end) return out;
    out.push(key);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/**
 * The owner's figures over one business's mirror. Amounts are summed as the API states them (a credit invoice's
 * negative total reduces the sums); preliminary types are offers (apart, never issued, paid or outstanding);
 * outstanding and overdue are over all time, the months over `from`..`to` (inclusive days). "Paid" is dated by
 * `paid_seen_at`, when the mirror first saw the invoice paid: the API gives no payment date.
 */
export function overviewOf(db: MirrorDb, business: string, range: { from: string; to: string }, today: string): Overview {
  const outstanding = new Sums();
  const overdue = new Sums();
  const preliminary = new Sums();
  const issued = new Sums();
  const paid = new Sums();
  const spent = new Sums();
  const rows = db
    .prepare(
      `SELECT type, status, currency, total_cents, invoice_date, pay_until_date, paid_seen_at FROM invoices WHERE business = ?`,
    )
    .all(business) as InvoiceFigures[];
  const inRange = (day: string) => day >= range.from && day <= range.to;
  for (const r of rows) {
    if (isPreliminary(r.type)) {
      if (r.status === 'not_paid') preliminary.add(r.currency, r.total_cents);
      continue;
    }
    if (r.status === 'not_paid') {
      outstanding.add(r.currency, r.total_cents);
      if (r.pay_until_date !== null && r.pay_until_date < today) overdue.add(r.currency, r.total_cents);
    }
    if (inRange(r.invoice_date)) issued.add(`${r.invoice_date.slice(0, 7)} ${r.currency}`, r.total_cents);
    if (r.status === 'paid' && r.paid_seen_at !== null) {
      const day = localDay(new Date(r.paid_seen_at * 1000));
      if (inRange(day)) paid.add(`${day.slice(0, 7)} ${r.currency}`, r.total_cents);
    }
  }
  const expenses = db
    .prepare(`SELECT date, currency, total_cents FROM expenses WHERE business = ? AND date >= ? AND date <= ?`)
    .all(business, range.from, range.to) as { date: string; currency: string; total_cents: number }[];
  for (const e of expenses) spent.add(`${e.date.slice(0, 7)} ${e.currency}`, e.total_cents);

  const currencies = [...new Set([issued, paid, spent].flatMap((s) => s.keys().map((k) => k.slice(8))))].sort();
  const months: MonthRow[] = [];
  for (const month of monthsBetween(range.from, range.to)) {
    for (const currency of currencies) {
      const key = `${month} ${currency}`;
      const figures = [issued, paid, spent].map((s) => s.get(key));
      if (figures.every((f) => f === undefined)) continue;
      const [i, p, x] = figures.map((f) => f?.amount ?? 0) as [number, number, number];
      months.push({ month, currency, issued: i, paid: p, expenses: x });
    }
  }
  return {
    outstanding: outstanding.figures(),
    overdue: overdue.figures(),
    preliminary_open: preliminary.figures(),
    months,
  };
}
