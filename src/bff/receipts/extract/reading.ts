import { noSources, type ReceiptFields, type ReceiptReading } from '../../../contract/receipt-reading';

export type { ReceiptFields, ReceiptReading };

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
  words: [],
  sources: noSources(),
});
