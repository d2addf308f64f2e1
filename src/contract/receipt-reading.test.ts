import { describe, expect, it } from 'vitest';
import {
  maxEInvoiceLines,
  maxReadingWords,
  noSources,
  receiptReadingAnswerSchema,
  type EInvoiceReading,
} from './receipt-reading';

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
const issues = (data: unknown) =>
  receiptReadingAnswerSchema.safeParse({ data }).error?.issues.map((i) => i.path.join('.'));

describe('the receipt reader’s answer', () => {
  it('carries the words read, their boxes as shares of the picture, and each field’s words', () => {
    expect(receiptReadingAnswerSchema.parse({ data: reading }).data).toEqual(reading);
  });

  it('refuses a box off the picture, a source naming a word it does not hold, too many words', () => {
    expect(
      issues({ ...reading, words: [{ text: 'TOTAL', box: [0.1, 0.8, 1.2, 0.03] }, reading.words[1]] }),
    ).toEqual(['data.words.0.box.2']);
    expect(issues({ ...reading, sources: { ...reading.sources, date: [2] } })).toEqual(['data.sources']);
    expect(issues({ ...reading, words: [{ text: '', box: [0, 0, 0, 0] }, reading.words[1]] })).toEqual([
      'data.words.0.text',
    ]);
    const many = Array.from({ length: maxReadingWords + 1 }, () => reading.words[0]);
    expect(issues({ ...reading, words: many })).toEqual(['data.words']);
  });

  it('carries each field’s check (uncertain, and its box or none) and whether the figures add up, all optional', () => {
    const check = { uncertain: false, box: null };
    const field_checks = {
      seller: check,
      total: { uncertain: true, box: [0.7, 0.8, 0.15, 0.03] },
      currency: check,
      date: check,
      vat: check,
      invoice_number: check,
    };
    const checked = { ...reading, field_checks, balanced: false };
    expect(receiptReadingAnswerSchema.parse({ data: checked }).data).toEqual(checked);
    expect(receiptReadingAnswerSchema.parse({ data: { ...reading, balanced: null } }).data).toEqual({
      ...reading,
      balanced: null,
    });
    expect(
      issues({
        ...checked,
        field_checks: { ...field_checks, vat: { uncertain: false, box: [0, 0, 1.5, 0.1] } },
      }),
    ).toEqual(['data.field_checks.vat.box.2']);
    expect(issues({ ...checked, field_checks: { ...field_checks, date: undefined } })).toEqual([
      'data.field_checks.date',
    ]);
  });

  it('takes an answer without words (an older reader’s): nothing to outline then', () => {
    const { words: _, sources: __, ...fields } = reading;
    expect(receiptReadingAnswerSchema.parse({ data: fields }).data).toEqual(fields);
  });
});

describe('an e-invoice’s answer', () => {
  const einvoice: EInvoiceReading = {
    format: 'cii',
    attachment: 'factur-x.xml',
    credit_note: false,
    type_code: '380',
    customization: 'urn:cen.eu:en16931:2017',
    profile: null,
    seller_vat_code: 'DE123456789',
    due_date: '2026-04-14',
    net_total: 100,
    payable: 119,
    vat_breakdown: [{ category: 'S', rate: 19, base: 100, amount: 19 }],
    lines: [
      {
        name: 'Paper',
        quantity: 2,
        unit_code: 'C62',
        price: 50,
        net_amount: 100,
        vat_category: 'S',
        vat_rate: 19,
      },
    ],
    line_count: 1,
    verdict: {
      valid: false,
      rule_sets: ['en16931-cii'],
      fatal: [{ id: 'BR-CO-10', text: 'Sum of line net amounts' }],
      fatal_count: 1,
      warnings: 0,
    },
    verdict_note: null,
  };
  const data = { ...reading, words: [], sources: noSources(), einvoice };

  it('carries what only an e-invoice gives, and its verdict (or none, with a note)', () => {
    expect(receiptReadingAnswerSchema.parse({ data }).data).toEqual(data);
    const unchecked = { ...data, einvoice: { ...einvoice, verdict: null, verdict_note: 'No rules here.' } };
    expect(receiptReadingAnswerSchema.parse({ data: unchecked }).data).toEqual(unchecked);
  });

  it('holds at most the capped lines, and names a format it knows', () => {
    const many = {
      ...einvoice,
      lines: Array.from({ length: maxEInvoiceLines + 1 }, () => einvoice.lines[0]),
    };
    expect(issues({ ...data, einvoice: many })).toEqual(['data.einvoice.lines']);
    expect(issues({ ...data, einvoice: { ...einvoice, format: 'edifact' } })).toEqual([
      'data.einvoice.format',
    ]);
  });
});
