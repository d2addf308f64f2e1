import { near, round2 } from './amounts';
import { itemsSum, type TotalChecks } from './arithmetic';
import type { Line } from './lines';

/** A VAT line as read: its rate, its VAT, and its net and gross when printed beside it. */
interface RateRow {
  rate: number | undefined;
  vat: number;
  net?: number;
  gross?: number;
  isTotal: boolean;
}

interface Read {
  total: number | null;
  totalLine: number;
  vat: number | null;
  /** the VAT rows' nets summed, when every row printed one */
  net: number | undefined;
  rows: RateRow[];
}

/**
 * Does the VAT read agree with what was paid for the goods (the total, or the goods' lines when a tip was added)?
 * True when the rows' gross column or nets + VAT make it, or a single rate's VAT is its share of it; false when a
 * rate's VAT is more than its share of the whole ("incl. VAT 21 % 12,30" on 20,00); null when nothing tells.
 */
function vatFits(r: Read, items: number | undefined): boolean | null {
  if (r.total === null || r.vat === null) return null;
  const bases = [r.total, ...(items === undefined ? [] : [items])];
  const matches = (v: number, tol = 0.02) => bases.some((b) => near(v, b, Math.max(tol, b * 0.002)));
  const rates = r.rows.filter((x) => !x.isTotal);
  // deposits carry no VAT and refunds or tips change the total: a table that does not make it is no contradiction
  if (rates.length > 0 && rates.every((x) => x.gross !== undefined))
    return matches(round2(rates.reduce((s, x) => s + (x.gross ?? 0), 0))) || null;
  if (r.net !== undefined) return matches(round2(r.net + r.vat)) || null;
  const rated = rates.flatMap((x) => (x.rate === undefined ? [] : [{ rate: x.rate, vat: x.vat }]));
  if (rated.length === 0 || rated.length !== rates.length) return null;
  const share = (b: number, rate: number) => (b * rate) / (100 + rate);
  const only = rated.length === 1 ? rated[0] : undefined;
  if (only && bases.some((b) => near(share(b, only.rate), only.vat, Math.max(0.03, only.vat * 0.02))))
    return true;
  // more VAT than a rate could make of the whole total: a misread figure
  return rated.every((x) => x.vat <= share(Math.max(...bases), x.rate) + 0.01) ? null : false;
}

/**
 * Whether a reading's figures add up: the total agrees with a figure printed elsewhere (the goods' lines, what was
 * paid, net + VAT, the subtotal less discounts plus a tip) or its VAT rows make it, and the VAT agrees with the
 * total. False when they disagree; null when the document prints nothing to check the total against.
 */
export function balanceOf(lines: Line[], checks: TotalChecks, r: Read): boolean | null {
  if (r.total === null) return null;
  const items = itemsSum(lines);
  const fits = vatFits(r, items);
  if (fits === false) return false;
  // the VAT making the goods' lines alone does not confirm a total that nothing else agrees with
  if (checks.closes(r.total, r.totalLine) > 0 || (fits === true && vatFits(r, undefined) === true))
    return true;
  return checks.fixed.length > 0 || items !== undefined ? false : null;
}
