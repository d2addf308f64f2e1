import Big from 'big.js';
import { z } from 'zod/mini';
import { monthBounds } from './clock';
import { isPreliminary } from './invoice-groups';
import { signedAmount } from './owed';
import type { Invoice } from './invoice';
import { linesKeepingTotals } from './line-entry';
import { dec, deriveLine, toCents, toNumber } from './money';
import { dateParam, parseParams, type ParamErrors } from './query-reader';

/**
 * The VAT report (issue 27 §1): GET /api/b/{business}/reports/vat?from=YYYY-MM-DD&to=YYYY-MM-DD&group=month|quarter.
 * Sales per VAT rate from the invoices' lines (credit notes subtracted, pro forma invoices left out), purchases from
 * the expenses with the VAT the BFF remembers sending, and VAT payable — per period and currency, never converted.
 */

export const vatGroups = ['month', 'quarter'] as const;
export type VatGroup = (typeof vatGroups)[number];

export interface VatQuery {
  from: string;
  to: string;
  group: VatGroup;
}

/** The longest range one report covers: ten years of months is 120 columns, plenty for a screen or a CSV. */
export const maxVatRangeYears = 10;

const vatShape = {
  from: dateParam,
  to: dateParam,
  group: z.enum(vatGroups, { error: 'Group by month or quarter.' }),
};

/**
 * The query of GET …/reports/vat (and vat.csv): real dates, `from` ≤ `to`, at most ten years, `group` month or
 * quarter. Unknown names (`__proto__` too) are refused on their own name. Defaults: `today`'s month, grouped by month.
 */
export function parseVatQuery(
  raw: Record<string, unknown>,
  today: string,
): { ok: true; query: VatQuery } | { ok: false; errors: ParamErrors } {
  const parsed = parseParams(vatShape, raw);
  if (!parsed.ok) return parsed;
  const month = monthBounds(today.slice(0, 7));
  const from =
    parsed.value.from ??
    (parsed.value.to !== undefined && parsed.value.to < month.from ? parsed.value.to : month.from);
  const to = parsed.value.to ?? (from > month.to ? from : month.to);
  if (to < from) return { ok: false, errors: { to: ['The end date cannot be before the start date.'] } };
  const limit = `${Number(from.slice(0, 4)) + maxVatRangeYears}${from.slice(4)}`;
  if (to >= limit)
    return { ok: false, errors: { to: [`Ask for at most ${maxVatRangeYears} years at once.`] } };
  return { ok: true, query: { from, to, group: parsed.value.group ?? 'month' } };
}

/** The period a day falls in: `2026-11` by month, `2026-Q4` by quarter. */
export function periodOf(day: string, group: VatGroup): string {
  if (group === 'month') return day.slice(0, 7);
  return `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;
}

/** Every period from..to touches, in order (the screen's columns, empty ones too). */
export function periodsOf(from: string, to: string, group: VatGroup): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  while (y < ty || (y === ty && m <= tm)) {
    const p = periodOf(`${y}-${String(m).padStart(2, '0')}-01`, group);
    if (out.at(-1) !== p) out.push(p);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

/** The first and last day of a period key (`2026-11` or `2026-Q4`), both inclusive. */
export function periodBounds(period: string): { from: string; to: string } {
  const q = /^(\d{4})-Q([1-4])$/.exec(period);
  if (!q) return monthBounds(period);
  const first = (Number(q[2]) - 1) * 3 + 1;
  return {
    from: `${q[1]}-${String(first).padStart(2, '0')}-01`,
    to: monthBounds(`${q[1]}-${String(first + 2).padStart(2, '0')}`).to,
  };
}

export interface VatAmounts {
  net: number;
  vat: number;
  gross: number;
}
export interface VatSalesRow extends VatAmounts {
  /** The line's `vat_percentage`; null: lines without VAT (non-VAT invoices), counted apart from a 0 % rate. */
  vat_percentage: number | null;
  /** How many invoices (credit notes included) have lines at this rate. */
  invoices: number;
}
export interface VatPurchases {
  /** Every expense's total in the period. */
  gross: number;
  /** The VAT the BFF sent for the expenses it knows it of (the API never returns it). */
  vat_known: number;
  /** How many expenses have a known VAT, and how many do not. */
  with_vat: number;
  without_vat: number;
}
export interface VatPeriod {
  period: string;
  currency: string;
  sales: VatSalesRow[];
  sales_total: VatAmounts;
  purchases: VatPurchases;
  /** sales_total.vat − purchases.vat_known. */
  vat_payable: number;
}
export interface VatReport {
  data: VatPeriod[];
}

const amount = z.number();
export const vatReportSchema = z.object({
  data: z.array(
    z.object({
      period: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/)),
      currency: z.string(),
      sales: z.array(
        z.object({
          vat_percentage: z.nullable(z.number()),
          net: amount,
          vat: amount,
          gross: amount,
          invoices: z.number(),
        }),
      ),
      sales_total: z.object({ net: amount, vat: amount, gross: amount }),
      purchases: z.object({
        gross: amount,
        vat_known: amount,
        with_vat: z.number(),
        without_vat: z.number(),
      }),
      vat_payable: amount,
    }),
  ),
});

/** One expense of the range whose VAT the BFF does not know (GET …/reports/vat/unknown-expenses): the screen's link. */
export interface VatUnknownExpense {
  id: string;
  date: string | null;
  seller: string;
  total: number;
  currency: string;
  period: string;
}

// ——— The reconciliation rule ———

/** What the report reads of an invoice: the API's own figures and its lines. */
export interface VatInvoiceInput {
  invoice_type: string;
  subtotal: number | string;
  vat: number | string;
  total_incl_vat: number | string;
  items: readonly {
    price: number | string;
    quantity: number | string;
    vat_percentage: number | string | null;
  }[];
}

/** One invoice's figures at one rate, in cents (exact integers), already signed (a credit note's are negative). */
export interface RatePart {
  rate: number | null;
  netCents: number;
  vatCents: number;
}

const cents = (x: Big): number => toNumber(toCents(x).times(100));
const rateKey = (r: number | string | null): number | null => (r === null ? null : toNumber(dec(r)));

/**
 * Puts `residual` cents (the invoice's own figure minus its lines' sum) on the parts that may carry it, one cent a line
 * at most: the parts with the most lines first (ties: the larger net, then the higher rate). Whatever a rounding slip
 * beyond that leaves goes on the first such part, or on a "no VAT" part when there is none, so the parts always add up.
 */
function spread(
  parts: (RatePart & { lines: number })[],
  residual: number,
  key: 'netCents' | 'vatCents',
  may: (p: RatePart) => boolean,
): void {
  if (residual === 0) return;
  const order = parts
    .filter(may)
    .sort(
      (a, b) =>
        b.lines - a.lines || Math.abs(b.netCents) - Math.abs(a.netCents) || (b.rate ?? -1) - (a.rate ?? -1),
    );
  const step = Math.sign(residual);
  let left = Math.abs(residual);
  for (const p of order) {
    const take = Math.min(left, p.lines);
    p[key] += step * take;
    left -= take;
  }
  if (left === 0) return;
  let last = order[0] ?? parts.find((p) => p.rate === null);
  if (!last) parts.push((last = { rate: null, netCents: 0, vatCents: 0, lines: 0 }));
  last[key] += step * left;
}

/**
 * One invoice split by VAT rate so that the parts add up, to the cent, to the invoice's own `subtotal` and `vat`.
 *
 * The API keeps each line's price, quantity and rate, not the line's own net and VAT, so each line's figures are
 * derived again with the contract's money math (`deriveLine`): net = price × quantity to cents, VAT = net × rate to
 * cents. That is exact for lines entered by price or net total; a line entered as `total_incl_vat` had its VAT taken
 * as gross − net, which can be a cent (or a few) off net × rate. Those cents go to the lines that, entered by their
 * total incl. VAT, give exactly that VAT — the entries `linesKeepingTotals` finds (line-entry.ts: the search the form
 * uses to edit an invoice without changing its totals), so a cent lands on a rate whose line can carry it. Where no
 * such entries exist (an invoice made with other rounding), whatever the lines' sum lacks is spread by `spread`: at
 * most one cent a line, on the rates with the most lines first, VAT cents never on a 0 % or no-VAT rate. Either way
 * the rates always add up exactly to the invoice's own `subtotal` and `vat`.
 *
 * A credit note is subtracted: its figures count negative. It normally carries negative amounts already (as the app
 * issues them) and counts as stated; one entered with positive amounts is turned negative.
 * A pro forma invoice is not a sale: no parts at all.
 */
export function vatPartsOf(inv: VatInvoiceInput): RatePart[] {
  if (isPreliminary(inv.invoice_type)) return [];
  const parts = new Map<number | null, RatePart & { lines: number }>();
  let netSum = 0;
  let vatSum = 0;
  // The entries that give the invoice's own totals again (the form's own search, line-entry.ts): by price, except the
  // lines whose VAT needs a cent more or less, which are given by their total incl. VAT.
  const entries = linesKeepingTotals(inv as unknown as Invoice);
  inv.items.forEach((item, i) => {
    const rate = rateKey(item.vat_percentage);
    const entry = entries?.[i];
    const line = entry
      ? deriveLine({ mode: entry.mode, amount: entry.amount, quantity: item.quantity, vatPercentage: rate })
      : undefined;
    const net = line?.total ?? toCents(dec(item.price).times(dec(item.quantity)));
    const netCents = cents(net);
    const vatCents = line
      ? cents(line.vat)
      : rate === null || rate === 0
        ? 0
        : cents(net.times(rate).div(100));
    let part = parts.get(rate);
    if (!part) parts.set(rate, (part = { rate, netCents: 0, vatCents: 0, lines: 0 }));
    part.lines += 1;
    part.netCents += netCents;
    part.vatCents += vatCents;
    netSum += netCents;
    vatSum += vatCents;
  });
  const all = [...parts.values()];
  spread(all, cents(dec(inv.subtotal)) - netSum, 'netCents', () => true);
  spread(all, cents(dec(inv.vat)) - vatSum, 'vatCents', (p) => p.rate !== null && p.rate !== 0);
  // A credit note stated with positive amounts takes back all the same (owed.ts signedAmount: one sign everywhere).
  const negate = !signedAmount(inv.invoice_type, inv.total_incl_vat).eq(dec(inv.total_incl_vat));
  if (negate) for (const p of all) [p.netCents, p.vatCents] = [0 - p.netCents, 0 - p.vatCents];
  return all.map(({ rate, netCents, vatCents }) => ({ rate, netCents, vatCents }));
}

/** A sum of cents as the API's amount: a number with at most two places. */
export const amountOfCents = (c: number): number => toNumber(new Big(c).div(100));

/** Sales rows in the report's order: highest rate first, 0 % after the others, no VAT last. */
export const bySalesRate = (
  a: { vat_percentage: number | null },
  b: { vat_percentage: number | null },
): number => (b.vat_percentage ?? -1) - (a.vat_percentage ?? -1);

/**
 * An invoice's parts as the mirror keeps them beside the invoice (its `vat_parts` column, made when the invoice is
 * stored, so a report over 10,000 invoices parses no invoice and sums in SQL): a JSON array of `[rate, net, vat]`,
 * amounts in cents, rate null for lines without VAT — `[[21,1652,348],[9,5997,540],[null,500,0]]`. `[]` for a pro
 * forma invoice.
 */
export const vatPartsText = (inv: VatInvoiceInput): string =>
  JSON.stringify(vatPartsOf(inv).map((p) => [p.rate, p.netCents, p.vatCents]));
