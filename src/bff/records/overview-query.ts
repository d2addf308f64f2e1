import type { CurrencyFigure, MonthRow, OverviewAnswer } from '../../contract/overview';
import type { Mirror } from './mirror';
import { amountOfCents as amountOf } from './amounts';
import { notCredit, overdueCondition } from './search-query';
import { paidBasisOf } from '../../contract/paid-basis';
import { paidByMonth, paidKnownFrom } from './paid-months';
import { offers } from './type-lists';

export type Overview = OverviewAnswer['data'];

interface Sum {
  currency: string;
  cents: number;
  n: number;
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

const figures = (rows: Sum[]): CurrencyFigure[] =>
  rows.map((r) => ({ currency: r.currency, amount: amountOf(r.cents), count: r.n }));

/**
 * The owner's figures over one business's mirror. Amounts are summed as the API states them (a credit invoice's
 * negative total reduces the sums), in whole cents — exact integers in SQLite, over a covering index — and turned
 * into amounts with the contract's decimal math; per currency, never converted. Preliminary types are offers (apart,
 * never issued, paid or outstanding); credit notes not settled are apart from what buyers owe (they reduce it, they
 * are not unpaid invoices); outstanding and overdue are over all time, the months over `from`..`to`
 * (inclusive days). "Paid" is dated by the payment's best evidence (paid-date.ts; the API gives no payment date),
 * each month with its basis (contract/paid-basis.ts): not known months say null, not 0.
 */
export function overviewOf(
  { db }: Mirror,
  business: string,
  range: { from: string; to: string },
  today: string,
  invoiced: readonly string[] = [],
): Overview {
  const overdue = overdueCondition(today);
  const owed = (where: string, ...args: unknown[]) =>
    db
      .prepare(
        `SELECT currency, sum(total_cents) AS cents, count(*) AS n FROM invoices
         WHERE business = ? AND status = 'not_paid' AND ${where} GROUP BY currency ORDER BY currency`,
      )
      .all(business, ...args) as Sum[];
  const perMonth = (sql: string, ...args: unknown[]) =>
    new Map(
      (db.prepare(sql).all(business, ...args) as (Sum & { month: string })[]).map((r) => [
        `${r.month} ${r.currency}`,
        amountOf(r.cents),
      ]),
    );
  const issued = perMonth(
    `SELECT substr(invoice_date, 1, 7) AS month, currency, sum(total_cents) AS cents FROM invoices
     WHERE business = ? AND type NOT IN ${offers} AND invoice_date BETWEEN ? AND ? GROUP BY month, currency`,
    range.from,
    range.to,
  );
  const paid = paidByMonth(db, business, range, offers);
  const knownFrom = paidKnownFrom(db, business);
  const spent = perMonth(
    `SELECT substr(date, 1, 7) AS month, currency, sum(total_cents) AS cents FROM expenses
     WHERE business = ? AND date BETWEEN ? AND ? GROUP BY month, currency`,
    range.from,
    range.to,
  );
  const currencies = [...new Set([issued, paid, spent].flatMap((m) => [...m.keys()].map((k) => k.slice(8))))].sort();
  const months: MonthRow[] = [];
  for (const month of monthsBetween(range.from, range.to)) {
    for (const currency of currencies) {
      const key = `${month} ${currency}`;
      if (!issued.has(key) && !paid.has(key) && !spent.has(key)) continue;
      const held = paid.get(key);
      const basis = paidBasisOf(month, knownFrom, held);
      const paidAmount = basis === 'not_known' ? null : amountOf(held?.cents ?? 0);
      months.push({ month, currency, issued: issued.get(key) ?? 0, paid: paidAmount, paid_basis: basis, expenses: spent.get(key) ?? 0 });
    }
  }
  return {
    outstanding: figures(owed(`type NOT IN ${offers} AND ${notCredit}`)),
    credit_open: figures(owed(`NOT (${notCredit})`)),
    overdue: figures(owed(overdue.sql, ...overdue.args)),
    preliminary_open: figures(owed(`type IN ${offers} AND id NOT IN (SELECT value FROM json_each(?))`, JSON.stringify(invoiced))),
    months,
    paid_known_from: knownFrom,
  };
}
