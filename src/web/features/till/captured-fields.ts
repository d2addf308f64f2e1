import { bounds } from '../../../contract/input-bounds';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import type { CapturedFields } from './capture';

/** Below this the reader is unsure of a value (the expense review's threshold too): the expense is marked to check. */
const sure = 0.6;

/** The words and values a capture's stand-ins are made of: in the person's language, the business's usual currency. */
export interface StandIns {
  /** The seller when none was read: "Receipt". */
  receipt: string;
  /** The mark an expense with a stand-in or an unsure value gets after its seller: "to check". */
  toCheck: string;
  /** The currency the business's expenses use most, when none was read. */
  currency: string;
}

const localDay = (at: number) => {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};

/**
 * The expense a capture becomes without anyone typing: what the receipt says, and where it says nothing the API still
 * takes the expense — seller "Receipt", total 0, the business's usual currency, the day the photo was taken. Such an
 * expense, or one with a value the reader was unsure of, says "(to check)" after its seller, so the owner finds it
 * (the expenses search finds the words) and corrects it. The person's note follows the seller. VAT and the document
 * number are sent only when read surely: they are optional, and a wrong one is worse than none.
 */
export function capturedFields(
  reading: ReceiptReading | null | undefined,
  capture: { note: string; at: number },
  stand: StandIns,
): { fields: CapturedFields; toCheck: boolean } {
  const read = <K extends 'seller' | 'total' | 'currency' | 'date' | 'vat' | 'invoice_number'>(name: K) => {
    const value = reading?.[name];
    return value === null || value === undefined
      ? undefined
      : { value, sure: reading!.confidence[name] >= sure };
  };
  const [seller, total, currency, date] = [read('seller'), read('total'), read('currency'), read('date')];
  const toCheck = [seller, total, currency, date].some((f) => !f?.sure);
  const note = capture.note.trim();
  const name = `${seller?.value.trim() || stand.receipt}${note ? ` — ${note}` : ''}`;
  const mark = toCheck ? ` (${stand.toCheck})` : '';
  const fields: CapturedFields = {
    seller: `${name.slice(0, bounds.text - mark.length)}${mark}`,
    total: total ? total.value.toFixed(2) : '0',
    currency: currency?.value ?? stand.currency,
    date: date?.value ?? localDay(capture.at),
  };
  const vat = read('vat');
  const number = read('invoice_number');
  if (vat?.sure) fields.vat = vat.value.toFixed(2);
  if (number?.sure) fields.invoice_number = number.value;
  return { fields, toCheck };
}
