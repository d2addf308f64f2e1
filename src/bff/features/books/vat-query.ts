import { dec, toCents, toNumber } from '../../../contract/money';
import {
  amountOfCents,
  bySalesRate,
  periodOf,
  type VatPeriod,
  type VatQuery,
  type VatUnknownExpense,
} from '../../../contract/vat-report';
import type { Mirror } from '../mirror';
import type { MirrorDb } from '../mirror';
import { offers } from '../mirror';

/** The VAT the BFF sent for an expense, when it sent one (vault `remembered(…).vat`); null when unknown. */
export type KnownExpenseVat = (expenseId: string) => string | null | undefined;

/** One rate's sums in cents, and how many invoices have lines at it. */
interface RateSum {
  rate: number | null;
  net: number;
  vat: number;
  invoices: number;
}
interface ExpenseRow {
  id: string;
  date: string;
  currency: string;
  total_cents: number;
  seller?: string;
}

/** The remembered VAT as cents, or undefined when there is none (blank, or not an amount). */
function vatCentsOf(v: string | null | undefined): number | undefined {
  if (v === null || v === undefined || v.trim() === '') return undefined;
  try {
    return toNumber(toCents(dec(v.trim().replace(',', '.'))).times(100));
  } catch {
    return undefined;
  }
}

interface Sums {
  sales: RateSum[];
  purchases: { gross: number; vat: number; withVat: number; withoutVat: number };
}

/**
 * The VAT report over one business's mirror (contract/vat-report.ts). Sales: each invoice's parts per rate were made
 * by the contract's `vatPartsOf` when it was stored (the `vat_parts` column: credit notes already negative, the
 * lines' rounding reconciled to the invoice's own subtotal and VAT; one `invoice_vat` row a rate, mirror-db.ts), so
 * SQLite sums them per period, currency and rate as exact integer cents over a covering index, pro forma invoices
 * left out. Purchases: the
 * expenses dated from..to, with the VAT the BFF knows. Per currency, never converted; no upstream call.
 */
export function vatReportOf(
  { db }: Mirror,
  business: string,
  q: VatQuery,
  knownVat: KnownExpenseVat,
): VatPeriod[] {
  const groups = new Map<string, Sums>();
  const sumsOf = (period: string, currency: string): Sums => {
    const key = `${period} ${currency}`;
    let s = groups.get(key);
    if (!s) groups.set(key, (s = { sales: [], purchases: { gross: 0, vat: 0, withVat: 0, withoutVat: 0 } }));
    return s;
  };
  // Summed by month as SQLite reads the index (no sort); a quarter folds its three months here.
  const months = db
    .prepare(
      `SELECT month, currency, rate, sum(net_cents) AS net, sum(vat_cents) AS vat, count(*) AS invoices
       FROM invoice_vat INDEXED BY invoice_vat_report
       WHERE business = ? AND month BETWEEN ? AND ? AND invoice_date BETWEEN ? AND ? AND type NOT IN ${offers}
       GROUP BY month, currency, rate`,
    )
    .all(business, q.from.slice(0, 7), q.to.slice(0, 7), q.from, q.to) as (RateSum & {
    month: string;
    currency: string;
  })[];
  for (const r of months) {
    const sales = sumsOf(periodOf(`${r.month}-01`, q.group), r.currency).sales;
    const same = sales.find((s) => s.rate === r.rate);
    if (!same) sales.push({ rate: r.rate, net: r.net, vat: r.vat, invoices: r.invoices });
    else
      [same.net, same.vat, same.invoices] = [same.net + r.net, same.vat + r.vat, same.invoices + r.invoices];
  }
  for (const e of expensesOf(db, business, q)) {
    const p = sumsOf(periodOf(e.date, q.group), e.currency).purchases;
    p.gross += e.total_cents;
    const vat = vatCentsOf(knownVat(e.id));
    if (vat === undefined) p.withoutVat += 1;
    else {
      p.vat += vat;
      p.withVat += 1;
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, s]) => {
      const [period, currency] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
      const net = s.sales.reduce((t, r) => t + r.net, 0);
      const vat = s.sales.reduce((t, r) => t + r.vat, 0);
      return {
        period,
        currency,
        sales: s.sales
          .map((r) => ({
            vat_percentage: r.rate,
            net: amountOfCents(r.net),
            vat: amountOfCents(r.vat),
            gross: amountOfCents(r.net + r.vat),
            invoices: r.invoices,
          }))
          .sort(bySalesRate),
        sales_total: { net: amountOfCents(net), vat: amountOfCents(vat), gross: amountOfCents(net + vat) },
        purchases: {
          gross: amountOfCents(s.purchases.gross),
          vat_known: amountOfCents(s.purchases.vat),
          with_vat: s.purchases.withVat,
          without_vat: s.purchases.withoutVat,
        },
        vat_payable: amountOfCents(vat - s.purchases.vat),
      };
    });
}

/** Expenses dated from..to; the seller (from the stored JSON) only when the list of them is asked for. */
function expensesOf(
  db: MirrorDb,
  business: string,
  q: { from: string; to: string },
  seller = false,
): ExpenseRow[] {
  return db
    .prepare(
      `SELECT id, date, currency, total_cents${seller ? ", json ->> '$.seller' AS seller" : ''} FROM expenses
       WHERE business = ? AND date BETWEEN ? AND ? ORDER BY date, created_at, id`,
    )
    .all(business, q.from, q.to) as ExpenseRow[];
}

/** The expenses dated from..to whose VAT the BFF does not know: what the report's "without VAT" counts, each linkable. */
export function unknownVatExpensesOf(
  { db }: Mirror,
  business: string,
  q: VatQuery,
  knownVat: KnownExpenseVat,
): VatUnknownExpense[] {
  return expensesOf(db, business, q, true)
    .filter((e) => vatCentsOf(knownVat(e.id)) === undefined)
    .map((e) => ({
      id: e.id,
      date: e.date,
      seller: e.seller ?? '',
      total: amountOfCents(e.total_cents),
      currency: e.currency,
      period: periodOf(e.date, q.group),
    }));
}
