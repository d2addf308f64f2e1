import { describe, expect, it } from 'vitest';
import { maxReadingWords, noSources, receiptReadingAnswerSchema } from './receipt-reading';

const reading = {
  seller: 'Corner Coffee Ltd',
  total: 5.7,
  currency: 'GBP',
  date: '2026-03-14',
  vat: null,
  invoice_number: null,
  confidence: { seller: 0.9, total: 0.95, currency: 0.9, date: 0.86, vat: 0, invoice_number: 0 },
  language: 'en',
  note: null,
  words: [
    { text: 'TOTAL', box: [0.1, 0.8, 0.2, 0.03] },
    { text: '£5.70', box: [0.7, 0.8, 0.15, 0.03] },
  ],
  sources: { ...noSources(), total: [1], currency: [1] },
};
const issues = (data: unknown) => receiptReadingAnswerSchema.safeParse({ data }).error?.issues.map((i) => i.path.join('.'));

describe('the receipt reader’s answer', () => {
  it('carries the words read, their boxes as shares of the picture, and each field’s words', () => {
    expect(receiptReadingAnswerSchema.parse({ data: reading }).data).toEqual(reading);
  });

  it('refuses a box off the picture, a source naming a word it does not hold, too many words', () => {
    expect(issues({ ...reading, words: [{ text: 'TOTAL', box: [0.1, 0.8, 1.2, 0.03] }, reading.words[1]] })).toEqual(['data.words.0.box.2']);
    expect(issues({ ...reading, sources: { ...reading.sources, date: [2] } })).toEqual(['data.sources']);
    expect(issues({ ...reading, words: [{ text: '', box: [0, 0, 0, 0] }, reading.words[1]] })).toEqual(['data.words.0.text']);
    const many = Array.from({ length: maxReadingWords + 1 }, () => reading.words[0]);
    expect(issues({ ...reading, words: many })).toEqual(['data.words']);
  });

  it('takes an answer without words (an older reader’s): nothing to outline then', () => {
    const { words: _, sources: __, ...fields } = reading;
    expect(receiptReadingAnswerSchema.parse({ data: fields }).data).toEqual(fields);
  });
});
