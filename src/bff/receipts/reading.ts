/** What reading a receipt answers: every value may be null; each confidence is 0..1. */
export const readingFields = ['seller', 'total', 'currency', 'date', 'vat', 'invoice_number'] as const;
export type ReadingField = (typeof readingFields)[number];

export interface ReceiptReading {
  seller: string | null;
  total: number | null;
  currency: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  vat: number | null;
  invoice_number: string | null;
  confidence: Record<ReadingField, number>;
  /** lt, en, de, fr or es: the language the document's words were in. */
  language: string | null;
  /** Why some or all fields are empty (unreadable file, no text found), or null. */
  note: string | null;
}

export const emptyReading = (note: string | null): ReceiptReading => ({
  seller: null,
  total: null,
  currency: null,
  date: null,
  vat: null,
  invoice_number: null,
  confidence: { seller: 0, total: 0, currency: 0, date: 0, vat: 0, invoice_number: 0 },
  language: null,
  note,
});
