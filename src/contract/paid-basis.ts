import { dayOf } from './clock';
import type { PaidBasis } from './overview';

/**
 * How far a month's "paid" figure can be trusted. The API gives no payment date: the BFF's mirror dates a payment it
 * saw happen (known), or one it found already done by the invoice's last change (estimated). Before the month its
 * own evidence begins, a month without such an estimate is not known — 0.00 there would be a false figure. (The
 * bases are listed in overview.ts, with the answer's schema on the first screen; this rule stays off it.)
 */
export type { PaidBasis };

/**
 * The basis of `month` (YYYY-MM) when the mirror's evidence begins in `knownFrom` (null: not yet); `held` is what
 * the month's paid figure holds, if anything.
 */
export function paidBasisOf(
  month: string,
  knownFrom: string | null,
  held?: { estimated: boolean },
): PaidBasis {
  if (held?.estimated) return 'estimated';
  if (knownFrom !== null && month >= knownFrom) return 'known';
  // Payments dated before the evidence began, though seen happen, sit beside ones that could not be seen.
  return held ? 'estimated' : 'not_known';
}

/**
 * The day a payment counts on, in the business's own time zone: the day the mirror dated it (`paidSeenAtS`, Unix
 * seconds; an invoice paid at 23:30 in Vilnius is paid that day there), never before the invoice's own date.
 */
export function paidDay(paidSeenAtS: number, invoiceDate: string, zone: string): string {
  const seen = dayOf(new Date(paidSeenAtS * 1000), zone);
  return seen < invoiceDate ? invoiceDate : seen;
}
