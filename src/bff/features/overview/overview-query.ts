import type { CurrencyFigure, MonthRow, OverviewAnswer } from '../../../contract/overview';
import type { Mirror } from '../mirror';
import { amountOfCents as amountOf } from '../mirror';
import { type KeptLinks, noLinks, openCreditSql, openOfferSql, owedSql } from '../mirror';
import { paidBasisOf } from '../../../contract/paid-basis';
import { paidByMonth, paidKnownFrom } from '../mirror';
import { offers } from '../mirror';

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
 * The owner's figures over one business's mirror, in whole cents — exact integers in SQLite — turned into amounts with
 * the contract's decimal math; per currency, never converted. Every amount counts with the contract's sign
 * (`signed_cents`: a credit note takes back, whatever sign it was entered with). Outstanding and overdue are what is
 * still owed (contract/owed.ts, as mirror/owed-sql.ts: never a paid, pro forma, credit note or an invoice its credit
 * notes took back whole; the rest of one credited in part); credit notes not spent against an unpaid invoice are open
 * credit, apart; pro formas are offers (apart, never issued, paid or outstanding). Outstanding and overdue are over all
 * time, the months over `from`..`to` (inclusive days). "Paid" is dated by the payment's best evidence in the business's
 * own time zone (paid-months.ts; the API gives no payment date), each month with its basis (contract/paid-basis.ts):
 * not known months say null, not 0.
 */
export function overviewOf(
  { db }: Mirror,
  business: string,
  range: { from: string; to: string },
  day: { today: string; zone: string },
  links: KeptLinks = noLinks,
): Overview {
  const o = owedSql(links);
  const owed = (where: string, ...args: unknown[]) =>
    db
      .prepare(
        `SELECT currency, sum(${o.owed}) AS cents, count(*) AS n FROM invoices ${o.join}
         WHERE business = ? AND ${o.owed} > 0 AND ${where} GROUP BY currency ORDER BY currency`,
      )
      .all(...o.args, business, ...args) as Sum[];
  const open = ({ sql, args }: { sql: string; args: string[] }, column: string) =>
    db
      .prepare(
        `SELECT currency, sum(${column}) AS cents, count(*) AS n FROM invoices WHERE business = ? AND ${sql}
         GROUP BY currency ORDER BY currency`,
      )
      .all(business, ...args) as Sum[];
  const openCredit = ({ cents, args }: { cents: string; args: string[] }) =>
    db
      .prepare(
        `SELECT currency, sum(${cents}) AS cents, count(*) AS n FROM invoices WHERE business = ? AND ${cents} < 0
         GROUP BY currency ORDER BY currency`,
      )
      .all(...args, business, ...args) as Sum[];
  const perMonth = (sql: string, ...args: unknown[]) =>
    new Map(
      (db.prepare(sql).all(business, ...args) as (Sum & { month: string })[]).map((r) => [
        `${r.month} ${r.currency}`,
        amountOf(r.cents),
      ]),
    );
  const issued = perMonth(
    `SELECT substr(invoice_date, 1, 7) AS month, currency, sum(signed_cents) AS cents FROM invoices
     WHERE business = ? AND type NOT IN ${offers} AND invoice_date BETWEEN ? AND ? GROUP BY month, currency`,
    range.from,
    range.to,
  );
  const paid = paidByMonth(db, business, range, day.zone);
  const knownFrom = paidKnownFrom(db, business, day.zone);
  const spent = perMonth(
    `SELECT substr(date, 1, 7) AS month, currency, sum(total_cents) AS cents FROM expenses
     WHERE business = ? AND date BETWEEN ? AND ? GROUP BY month, currency`,
    range.from,
    range.to,
  );
  const currencies = [
    ...new Set([issued, paid, spent].flatMap((m) => [...m.keys()].map((k) => k.slice(8)))),
  ].sort();
  const months: MonthRow[] = [];
  for (const month of monthsBetween(range.from, range.to)) {
    for (const currency of currencies) {
      const key = `${month} ${currency}`;
      if (!issued.has(key) && !paid.has(key) && !spent.has(key)) continue;
      const held = paid.get(key);
      const basis = paidBasisOf(month, knownFrom, held);
      const paidAmount = basis === 'not_known' ? null : amountOf(held?.cents ?? 0);
      months.push({
        month,
        currency,
        issued: issued.get(key) ?? 0,
        paid: paidAmount,
        paid_basis: basis,
        expenses: spent.get(key) ?? 0,
      });
    }
  }
  return {
    outstanding: figures(owed('1')),
    credit_open: figures(openCredit(openCreditSql(links))),
    overdue: figures(owed('pay_until_date < ?', day.today)),
    preliminary_open: figures(open(openOfferSql(links), 'total_cents')),
    months,
    paid_known_from: knownFrom,
  };
}
