import { describe, expect, it } from 'vitest';
import { maxReadingWords } from '../../../../contract/receipt-reading';
import { extractFields } from '../extract/extract-fields';
import { withSources } from './field-sources';
import type { PlacedWord } from '../ocr/ocr-words';

/** The text's words in order, each on its own made-up box, found at its offset (as OCR and the PDF reader give them). */
function wordsOf(text: string): PlacedWord[] {
  return [...text.matchAll(/\S+/g)].map((m, i) => ({
    text: m[0],
    box: [0, i / 1000, 0.1, 0.001],
    offset: m.index,
  }));
}
const read = (text: string) => {
  const fields = extractFields(text, { ocrConfidence: 0.9 });
  const placed = withSources(fields, text, wordsOf(text));
  const said = (ix: number[]) => ix.map((i) => placed.words[i]!.text).join(' ');
  return { fields, placed, said };
};

describe('the words each field was read from', () => {
  it('finds every field where the reader took it, not where the same figure is printed first', () => {
    const { fields, placed, said } = read(
      [
        'MAXIMUKAS',
        '',
        'UAB "Maxima LT"',
        'Kvito Nr. 3448-938',
        '2026-01-22 08:09',
        'Arbata                      29,08',
        'Suma be PVM                24,03',
        'PVM 21%                     5,05',
        'MOKĖTI EUR                 29, 08',
        'Grynais                    30,00',
        'Kortele                    29,08',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      total: 29.08,
      vat: 5.05,
      date: '2026-01-22',
      seller: 'UAB "Maxima LT"',
      invoice_number: '3448-938',
    });
    expect(said(placed.sources.total)).toBe('29, 08'); // the "to pay" line's, split by the OCR, not the tea's or the card's
    expect(said(placed.sources.currency)).toBe('EUR');
    expect(said(placed.sources.vat)).toBe('5,05');
    expect(said(placed.sources.date)).toBe('2026-01-22');
    expect(said(placed.sources.seller)).toBe('UAB "Maxima LT"');
    expect(said(placed.sources.invoice_number)).toBe('3448-938');
  });

  it('gives a date written in words all its words, and a value printed nowhere none', () => {
    const { fields, placed, said } = read(
      'Nook Books Limited\nDate: 14 March 2026\nTotal £12.00\nVAT 20% £1.00\nVAT 5% £0.50',
    );
    expect(fields.date).toBe('2026-03-14');
    expect(said(placed.sources.date)).toBe('14 March 2026');
    expect(fields.vat).toBe(1.5); // the sum of the two rates' VAT: no one word holds it
    expect(placed.sources.vat).toEqual([]);
  });

  it('keeps at most the cap of words, and a field’s words past it, renumbered', () => {
    const filler = Array.from({ length: maxReadingWords + 50 }, (_, i) => `item${i}`).join(' ');
    const { placed, said } = read(`Corner Coffee Ltd\n${filler}\nTOTAL 5.70`);
    expect(placed.words).toHaveLength(maxReadingWords);
    expect(said(placed.sources.total)).toBe('5.70');
    expect(placed.words.at(-1)!.text).toBe('5.70');
  });
});
