import type { Invoice } from '../../../contract/invoice';

/** When the mirror dates an invoice's payment (Unix seconds, null while unpaid), and whether that date is a guess. */
export interface PaidDate {
  paid_seen_at: number | null;
  /** 1: found already paid, with nothing earlier to compare (dated by its last change); 0: seen going from unpaid. */
  paid_estimated: 0 | 1;
}

/** What the mirror held of the invoice before this version. */
export interface HeldPayment {
  status: string | null;
  paid_seen_at: number | null;
  paid_estimated: number | null;
}

/** The first second of `day` (YYYY-MM-DD) in the BFF's calendar, where the overview groups its months. */
const startOfDay = (day: string): number =>
  Math.floor(
    new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))).getTime() / 1000,
  );

/**
 * Dates a payment by the best evidence the API gives (it has no payment date). A webhook (`live`) came as the
 * payment happened: its arrival. Otherwise the invoice's `updated_at`: the payment was its last change or came
 * before it; never later than now, never before the invoice's own date. Seen going from unpaid, the date is known
 * (the payment came after the unpaid version); found already paid, it is an estimate — only an upper bound.
 */
export function paidDateOf(
  inv: Invoice,
  held: HeldPayment | undefined,
  nowS: number,
  live: boolean,
): PaidDate {
  if (inv.payment_status !== 'paid') return { paid_seen_at: null, paid_estimated: 0 };
  if (held?.status === 'paid' && held.paid_seen_at !== null)
    return { paid_seen_at: held.paid_seen_at, paid_estimated: held.paid_estimated === 1 ? 1 : 0 };
  const estimated = held?.status !== 'not_paid';
  if (live && !estimated) return { paid_seen_at: nowS, paid_estimated: 0 };
  return {
    paid_seen_at: Math.max(Math.min(inv.updated_at, nowS), startOfDay(inv.invoice_date)),
    paid_estimated: estimated ? 1 : 0,
  };
}
