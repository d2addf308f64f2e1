import {
  noSources,
  readingFieldNames,
  receiptReadingAnswerSchema,
  type ReadingFieldName,
  type ReadingPlaces,
  type ReceiptReading,
} from '../../../../contract/receipt-reading';
import { apiRequest } from '../../../lib/api-client';
import type { ExpenseFormValues } from '../forms/expense-form-values';
import { isXmlFile, previewKind } from './file-checks';

/** Sends one receipt to the BFF's reader (read on the owner's machine: no cloud, nothing stored). */
export async function readReceipt(
  business: string,
  file: File,
  signal?: AbortSignal,
): Promise<ReceiptReading> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await apiRequest(
    `/b/${encodeURIComponent(business)}/receipts/read`,
    receiptReadingAnswerSchema,
    {
      method: 'POST',
      body,
      signal,
    },
  );
  return answer.data;
}

/** Photos, PDFs and XML e-invoices are read; Word and Excel files are not (the reader would only answer with a note). */
export const isReadable = (name: string) => previewKind(name) !== 'document' || isXmlFile(name);

/** Below this a value is offered, not filled in: the person decides. */
export const sureEnough = 0.6;

export type FieldReading = { value: string; sure: boolean };

/** The reading as form strings (what the inputs hold), each with whether it is sure enough to fill in. */
export function readingToFields(r: ReceiptReading): Partial<Record<ReadingFieldName, FieldReading>> {
  const out: Partial<Record<ReadingFieldName, FieldReading>> = {};
  for (const name of readingFieldNames) {
    const v = r[name];
    if (v === null) continue;
    const value = typeof v === 'number' ? v.toFixed(2) : v;
    // the reader says which fields to check: low confidence, or a total or VAT its figures do not confirm
    out[name] = {
      value,
      sure: r.confidence[name] >= sureEnough && r.field_checks?.[name].uncertain !== true,
    };
  }
  return out;
}

/** read: filled in from the receipt, to check; unsure: offered only; einvoice: filled in from an e-invoice's data. */
export type ReadingMark = 'read' | 'unsure' | 'einvoice';
export type ReadingMarks = Partial<Record<keyof ExpenseFormValues, { mark: ReadingMark; value: string }>>;

/**
 * What the review shows on the picture: the words read, each field's among them, each field's box as the reader
 * placed it (a VAT summed over rates has no words of its own, only the rows it came from), and whether its figures
 * add up (null or absent: nothing told).
 */
export type ReviewPlaces = ReadingPlaces & {
  boxes?: Partial<Record<ReadingFieldName, readonly number[]>>;
  balanced?: boolean | null;
};

/** The words read and each field's among them, when the reader gave any (an older reader gives none). */
export function readingPlaces(r: ReceiptReading): ReviewPlaces | undefined {
  if (!r.words || r.words.length === 0) return undefined;
  const boxes: ReviewPlaces['boxes'] = {};
  for (const f of readingFieldNames) {
    const box = r.field_checks?.[f].box;
    if (box) boxes[f] = box;
  }
  return { words: r.words, sources: r.sources ?? noSources(), boxes, balanced: r.balanced ?? null };
}
