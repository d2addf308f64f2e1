import type Big from 'big.js';
import { isCredit, isPreliminary } from './invoice-groups';
import { dec, type Decimalish } from './money';

/**
 * How a document counts in every sum of amounts (the overview, buyers' accounts, statements, the VAT report): an
 * invoice as it states; a credit note always takes back — negative whatever sign it was entered with (one made
 * elsewhere may state +100.00, one made here −100.00: both return 100.00 to the buyer).
 */
export const signedAmount = (type: string, amount: Decimalish): Big =>
  isCredit(type) ? dec(amount).abs().neg() : dec(amount);

/** Why a document is owed by its buyer or not: the one answer reminders, overdue, the overview and statements share. */
export type OwedState =
  /** Not paid, and something is left after its credit notes. */
  | 'owed'
  | 'paid'
  /** Its credit notes take back all of it. */
  | 'credited'
  /** A pro forma: an offer nobody owes. */
  | 'preliminary'
  /** A credit note: the seller owes it, never the buyer. */
  | 'credit'
  /** Gone from the API. */
  | 'deleted'
  /** Not paid, but its total is nothing (0.00, or below). */
  | 'nothing_due';

export interface OwedDocument {
  payment_status: string;
  invoice_type: string;
  total_incl_vat: Decimalish;
}

/**
 * What a buyer still owes on a document, and why. `creditedBack`: what the credit notes issued against it take back
 * (a positive amount, contract `signedAmount` turned around); a partial credit leaves the rest owed.
 */
export function owedOf(
  doc: OwedDocument | undefined,
  creditedBack: Decimalish = 0,
): { state: OwedState; owed: Big } {
  const none = (state: OwedState) => ({ state, owed: dec(0) });
  if (doc === undefined) return none('deleted');
  if (isPreliminary(doc.invoice_type)) return none('preliminary');
  if (isCredit(doc.invoice_type)) return none('credit');
  if (doc.payment_status === 'paid') return none('paid');
  const left = dec(doc.total_incl_vat).minus(dec(creditedBack).abs());
  if (left.gt(0)) return { state: 'owed', owed: left };
  return none(dec(creditedBack).eq(0) ? 'nothing_due' : 'credited');
}

/** Overdue: owed (above) and due before `today` (dates compare as `Y-m-d` strings). */
export const isOverdue = (
  doc: OwedDocument & { pay_until_date: string | null },
  today: string,
  creditedBack: Decimalish = 0,
): boolean =>
  doc.pay_until_date !== null && doc.pay_until_date < today && owedOf(doc, creditedBack).state === 'owed';

/**
 * Why a document takes no payment reminder, or undefined when it does: the dashboard's button, the send route and the
 * scheduler (bff/records `remindable`) all follow it.
 */
export const reminderRefusal = (
  doc: OwedDocument | undefined,
  creditedBack: Decimalish = 0,
): Exclude<OwedState, 'owed'> | undefined => {
  const { state } = owedOf(doc, creditedBack);
  return state === 'owed' ? undefined : state;
};
