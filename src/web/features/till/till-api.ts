import { searchPageOf } from '../../../contract/bff';
import { dataOf } from '../../../contract/common';
import { type Expense, expenseSchema } from '../../../contract/expense';
import { type ReceiptReading, receiptReadingAnswerSchema } from '../../../contract/receipt-reading';
import { apiRequest } from '../../lib/api-client';
import { uploadJson } from '../../lib/upload';
import type { CapturedFields } from './capture';

/** The share of one step's bytes sent so far, 0..1. */
export type OnProgress = (share: number) => void;

/** The BFF's calls a capture's upload makes (the upload queue takes them injected: tests give their own). */
export interface TillApi {
  read(business: string, photo: Blob, name: string, onProgress: OnProgress): Promise<ReceiptReading>;
  save(
    business: string,
    key: string,
    fields: CapturedFields,
    photo: Blob,
    name: string,
    onProgress: OnProgress,
  ): Promise<Expense>;
  /** The currency the business's expenses use most (undefined when it has none yet). */
  usualCurrency(business: string): Promise<string | undefined>;
}

const base = (b: string) => `/api/b/${encodeURIComponent(b)}`;
const expensesPage = searchPageOf(expenseSchema);
const expenseAnswer = dataOf(expenseSchema);

const withFile = (photo: Blob, name: string, fields: Record<string, string> = {}) => {
  const body = new FormData();
  // The fields go first: the BFF reads them before the file (a retry is matched by them: features/till in the BFF).
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file', photo, name);
  return body;
};

const progress = (onProgress: OnProgress) => (p: { loaded: number; total: number }) =>
  onProgress(p.total > 0 ? p.loaded / p.total : 0);

/**
 * Over XMLHttpRequest for the upload's progress (lib/upload): the reading (receipts/read, nothing stored), then the
 * expense under the capture's own id, `Idempotency-Key`, so the BFF makes it once however often it is sent.
 */
export const tillApi: TillApi = {
  read: async (business, photo, name, onProgress) =>
    (
      await uploadJson(
        {
          method: 'POST',
          url: `${base(business)}/receipts/read`,
          body: withFile(photo, name),
          onProgress: progress(onProgress),
        },
        receiptReadingAnswerSchema,
      )
    ).data,
  save: async (business, key, fields, photo, name, onProgress) =>
    (
      await uploadJson(
        {
          method: 'POST',
          url: `${base(business)}/expenses`,
          body: withFile(photo, name, fields),
          onProgress: progress(onProgress),
          headers: { 'Idempotency-Key': key },
        },
        expenseAnswer,
      )
    ).data,
  usualCurrency: async (business) =>
    (await apiRequest(`/b/${encodeURIComponent(business)}/search/expenses?per_page=1`, expensesPage)).sums[0]
      ?.currency,
};
