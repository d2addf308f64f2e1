import { dayOf } from '../../../contract/clock';
import type { MirrorDb } from './mirror-db';
import { offers } from './type-lists';

/** One month's and currency's payments: whole cents, and whether any of them is dated by an estimate. */
export interface PaidCell {
  cents: number;
  estimated: boolean;
}

/**
 * Payments per `month currency` over `from`..`to` (inclusive days), each on its day in the business's `zone`
 * (`paid_day`, contract/paid-basis.ts, registered in mirror-db.ts), with the contract's sign; offers are never paid
 * revenue.
 */
export function paidByMonth(
  db: MirrorDb,
  business: string,
  range: { from: string; to: string },
  zone: string,
): Map<string, PaidCell> {
  const rows = db
    .prepare(
      `SELECT substr(day, 1, 7) AS month, currency, sum(signed_cents) AS cents, max(paid_estimated) AS estimated
       FROM (SELECT paid_day(paid_seen_at, invoice_date, ?) AS day, currency, signed_cents, paid_estimated
             FROM invoices WHERE business = ? AND status = 'paid' AND type NOT IN ${offers} AND paid_seen_at IS NOT NULL)
       WHERE day BETWEEN ? AND ? GROUP BY month, currency`,
    )
    .all(zone, business, range.from, range.to) as {
    month: string;
    currency: string;
    cents: number;
    estimated: number;
  }[];
  return new Map(
    rows.map((r) => [`${r.month} ${r.currency}`, { cents: r.cents, estimated: r.estimated === 1 }]),
  );
}

/** The month (YYYY-MM, in the business's `zone`) the mirror's first complete walk of invoices ended in; null before it. */
export function paidKnownFrom(db: MirrorDb, business: string, zone: string): string | null {
  const at = db
    .prepare(
      `SELECT evidence_at FROM walks WHERE business = ? AND kind = 'invoices' AND evidence_at IS NOT NULL`,
    )
    .pluck()
    .get(business) as number | undefined;
  return at === undefined ? null : dayOf(new Date(at * 1000), zone).slice(0, 7);
}
