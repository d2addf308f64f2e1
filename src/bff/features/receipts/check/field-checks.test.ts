import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract/extract-fields';
import { fieldChecks } from './field-checks';
import type { PlacedWord } from '../ocr/ocr-words';
import { wideDocuments } from '../../../../../test/fixtures/receipts/wide-documents';

/** Each word on its own line's row of the picture: line k at top k / 100, words side by side. */
function wordsOf(text: string): PlacedWord[] {
  const lines = text.split('\n');
  let offset = 0;
  return lines.flatMap((line, k) => {
    const at = offset;
    offset += line.length + 1;
    return [...line.matchAll(/\S+/g)].map((m, i) => ({
      text: m[0],
      box: [i / 10, k / 100, 0.05, 0.01] as [number, number, number, number],
      offset: at + m.index,
    }));
  });
}
const checked = (text: string, confidence = 0.9) => {
  const fields = extractFields(text, { ocrConfidence: confidence });
  return { fields, ...fieldChecks(fields, text, wordsOf(text)) };
};

describe('per-rate VAT and the arithmetic', () => {
  it('reads a VAT table per rate (A 21 % / B 9 %), sums it, and boxes the VAT around its rows', () => {
    const text = [
      'KAVINĖ',
      'UAB "Žalia kavinė"',
      'Kava latte     3,50 A',
      'Duona          2,18 B',
      'MOKĖTI         5,68 €',
      'Mokėta kortele 5,68',
      'PVM   Be PVM   PVM   Su PVM',
      'A 21%  2,89  0,61  3,50',
      'B 9%  2,00  0,18  2,18',
    ].join('\n');
    const { fields, field_checks, balanced } = checked(text);
    expect(fields).toMatchObject({ total: 5.68, vat: 0.79 });
    expect(balanced).toBe(true);
    expect(field_checks.vat).toEqual({ uncertain: false, box: [0, 0.07, 0.45, 0.02] });
    expect(field_checks.total.uncertain).toBe(false);
    expect(field_checks.invoice_number).toEqual({ uncertain: false, box: null });
  });

  it('completes a VAT table row the OCR garbled from the total: the rest is that row’s gross, a figure beside it its net', () => {
    const text = [
      'UAB "Žalia kavinė"',
      'MOKĖTI 47,75 €',
      'PYM Be PVM PVM Su PVM',
      'A 214 10,95 2,36 13°95',
      'B9% 31,65 2,85 34,50',
    ].join('\n');
    // 47,75 − 34,50 = 13,25 = 10,95 + 21 % of it: the VAT is 2,85 + 2,30
    const { fields, balanced } = checked(text);
    expect(fields.vat).toBe(5.15);
    expect(fields.confidence.vat).toBeLessThan(0.9);
    expect(balanced).toBe(true);
  });

  it('reads VAT printed only as "incl. VAT" lines, and the total among subtotal, tip, card and change', () => {
    const text = [
      'THE CORNER CAFE',
      'Corner Coffee Ltd',
      'Flat white        3.20',
      'Muffin            2.80',
      'Subtotal          6.00',
      'Tip               1.00',
      'TOTAL            £7.00',
      'Card              7.00',
      'incl. VAT 20%     1.00',
      'Thank you!',
    ].join('\n');
    const { fields, balanced } = checked(text);
    expect(fields).toMatchObject({ total: 7, vat: 1, seller: 'Corner Coffee Ltd', currency: 'GBP' });
    expect(balanced).toBe(true);
  });

  it('marks the total and VAT uncertain when the figures do not add up, however sure each was read', () => {
    const text = [
      'Corner Coffee Ltd',
      'Flat white        3.20',
      'Muffin            2.80',
      'TOTAL            £6.90',
      'VAT 20%           1.00',
    ].join('\n');
    const { field_checks, balanced } = checked(text);
    expect(balanced).toBe(false);
    expect(field_checks.total.uncertain).toBe(true);
    expect(field_checks.vat.uncertain).toBe(true);
    expect(field_checks.seller.uncertain).toBe(false);
  });

  it('marks a field uncertain under the confidence the review fills in at', () => {
    const text = [
      'Corner Coffee Ltd',
      'Date: 03/04/2026',
      'Flat white        3.20',
      'TOTAL            £3.20',
    ].join('\n');
    expect(checked(text, 0).field_checks.date.uncertain).toBe(true);
  });

  it('reads every field of the widened layouts in all seven languages from their text', () => {
    for (const doc of wideDocuments(10)) {
      const { fields, balanced } = checked(doc.lines.join('\n'));
      const { seller, ...rest } = doc.truth;
      expect({ ...fields, seller: fields.seller?.replace(/"/g, '') }, doc.id).toMatchObject({
        ...rest,
        seller: seller?.replace(/"/g, ''),
      });
      expect(balanced, doc.id).toBe(true);
    }
  });
});
