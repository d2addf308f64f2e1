import type { ExpenseFields } from '../../../contract/expense-input';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import type { ApiErrorCode } from '../../lib/api-error';

/** An expense's fields as POST /expenses takes them (multipart text; an optional one left out when not read). */
export type CapturedFields = ExpenseFields;

/** A failure as kept with the capture (IndexedDB keeps plain data, not the ApiError itself). */
export type KeptError = { status: number; code: ApiErrorCode; message: string; retryAfterS?: number };

/**
 * One photo (or PDF) taken at the till, kept on the phone until the BFF says it stored the expense:
 * `waiting` is sent when its turn comes (at `nextAt` after a failure, or at once when the line comes back);
 * `attention` was refused in a way a retry would not change (the person retries or deletes it).
 */
export interface Capture {
  /** Made on the phone (crypto.randomUUID): the expense's Idempotency-Key, the same for every attempt. */
  id: string;
  business: string;
  note: string;
  /** When it was taken (ms): the queue's order, and the expense's date when none is read. */
  at: number;
  photo: Blob;
  /** The file name sent with it (a photo shrunk on the phone is a .jpg). */
  name: string;
  state: 'waiting' | 'attention';
  attempts: number;
  nextAt: number;
  error?: KeptError;
  /** The reading, once the BFF answered it (null: the reader refused the file): a retry does not read again. */
  reading?: ReceiptReading | null;
  /** The fields sent, fixed at the first attempt to save: a retry sends the very same ones (the BFF matches them). */
  fields?: CapturedFields;
  /** Some of them are stand-ins or unsure readings (captured-fields.ts). */
  toCheck?: boolean;
}

/** What the last saved capture became, shown on the capture screen as it arrives. */
export interface SavedCapture {
  id: string;
  business: string;
  expenseId: string;
  fields: CapturedFields;
  /** Fields not read (or not surely) that were filled with stand-ins: the owner should check the expense. */
  toCheck: boolean;
}

/** A connected business as the capture screen offers it (kept for when the phone is offline). */
export type TillBusiness = { id: string; title: string };
