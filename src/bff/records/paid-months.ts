import type { MirrorDb } from './mirror-db';

/** One month's and currency's payments: whole cents, and whether any of them is dated by an estimate. */
export interface PaidCell {
  cents: number;
  estimated: boolean;
}

/**
 * Payments per `month currency` over `from`..`to` (inclusive days), dated by `paid_seen_at` in the BFF's local
 * calendar (paid-date.ts); `excluded` is the SQL list of types that are never paid revenue.
 */
export function paidByMonth(
  db: MirrorDb,
  business: string,
  range: { from: string; to: string },
  excluded: string,
): Map<string, PaidCell> {
  const rows = db
    .prepare(
      `SELECT strftime('%Y-%m', paid_seen_at, 'unixepoch', 'localtime') AS month, currency, sum(total_cents) AS cents,
         max(paid_estimated) AS estimated
       FROM invoices WHERE business = ? AND status = 'paid' AND type NOT IN ${excluded} AND paid_seen_at IS NOT NULL
         AND date(paid_seen_at, 'unixepoch', 'localtime') BETWEEN ? AND ? GROUP BY month, currency`,
    )
    .all(business, range.from, range.to) as {
    month: string;
    currency: string;
    cents: number;
    estimated: number;
  }[];
  return new Map(
    rows.map((r) => [`${r.month} ${r.currency}`, { cents: r.cents, estimated: r.estimated === 1 }]),
  );
}

/** The month (YYYY-MM, local calendar) the mirror's first complete walk of invoices ended in; null before it. */
export function paidKnownFrom(db: MirrorDb, business: string): string | null {
  return (
    (db
      .prepare(
        `SELECT strftime('%Y-%m', evidence_at, 'unixepoch', 'localtime') FROM walks
         WHERE business = ? AND kind = 'invoices' AND evidence_at IS NOT NULL`,
      )
      .pluck()
      .get(business) as string | undefined) ?? null
  );
}
