import { describe, expect, it } from 'vitest';
import type { ReceiptReading } from '../../../../contract/receipt-reading';
import { captureReducer } from './capture-queue';
import { isReadable, readingToFields } from './receipt-reading';

const reading: ReceiptReading = {
  seller: 'UAB "Žalia kavinė"',
  total: 11.9,
  currency: 'EUR',
  date: '2026-03-14',
  vat: 2.07,
  invoice_number: null,
  confidence: { seller: 0.9, total: 0.95, currency: 0.9, date: 0.4, vat: 0.55, invoice_number: 0 },
  language: 'lt',
  note: null,
};

describe('a reading in the capture card', () => {
  it('becomes form strings; only sure values are to be filled in, unsure ones offered, missing ones left out', () => {
    expect(readingToFields(reading)).toEqual({
      seller: { value: 'UAB "Žalia kavinė"', sure: true },
      total: { value: '11.90', sure: true },
      currency: { value: 'EUR', sure: true },
      date: { value: '2026-03-14', sure: false },
      vat: { value: '2.07', sure: false },
    });
  });

  it('queues photos and PDFs for reading, not Word or Excel files or refused ones', () => {
    expect(isReadable('kvitas.JPG')).toBe(true);
    expect(isReadable('invoice.pdf')).toBe(true);
    expect(isReadable('costs.xlsx')).toBe(false);
    expect(isReadable('e-invoice.XML')).toBe(true);
    const files = ['a.jpg', 'b.docx', 'c.exe'].map((n) => new File(['x'], n));
    const cards = captureReducer([], { type: 'add', files });
    expect(cards.map((c) => c.reading.status)).toEqual(['queued', 'none', 'none']);
    const read = captureReducer(cards, {
      type: 'reading',
      key: cards[0]!.key,
      reading: { status: 'done', result: reading },
    });
    expect(read[0]!.reading).toEqual({ status: 'done', result: reading });
    expect(read[1]).toBe(cards[1]);
  });
});
