import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract/extract-fields';
import type { PlacedWord } from './ocr-words';
import { oneReceipt, twoReceiptsNote } from './two-receipts';

const left = [
  'PIEKARNIA',
  'Piekarnia Nowak Sp. z o.o.',
  '2026-01-22 13:25 Paragon nr 94737',
  'Kawa latte 8,16',
  'Bułka 12,68',
  'Mleko 2% 11,86',
  'Jabłka 17,20',
  'Kawa latte 12,03',
  'SUMA PLN 61,93',
  'Gotówka 70,00',
  'Reszta 8,07',
  'PTU 23% 6,84',
  'PTU 8% 1,88',
];
const right = [
  'BÄCKEREI SONNE',
  'Sonne Backwaren GmbH',
  '07.02.2026 07:27 Beleg-Nr. 89875',
  'Wasser 1,5 l 8,07',
  'Käse 11,99',
  'Summe EUR 20,06',
  'Bar 30,00',
  'Rückgeld 9,94',
  'MwSt 19% 3,20',
  'Vielen Dank!',
];

/**
 * The text and words a single-block read gives of two receipts side by side: each row of the photo one line, the
 * left receipt's words then the right's, each receipt's print `size` tall and its words laid out from its own left edge.
 */
function sideBySide(rows: [string[], string[]], sizes: [number, number], lefts = [0.05, 0.6]) {
  const words: PlacedWord[] = [];
  const lines: string[] = [];
  let offset = 0;
  for (let r = 0; r < Math.max(rows[0].length, rows[1].length); r++) {
    let line = '';
    rows.forEach((receipt, k) => {
      const cells = receipt[r]?.split(' ');
      if (!cells) return;
      if (line) line += '     ';
      let x = lefts[k]!;
      for (const text of cells) {
        const width = text.length * sizes[k]! * 0.6;
        words.push({
          text,
          box: [x, 0.1 + r * sizes[k]! * 1.6, width, sizes[k]!],
          offset: offset + line.length,
        });
        x += width + sizes[k]! * 0.6;
        line += `${text} `;
      }
      line = line.trimEnd();
    });
    lines.push(line);
    offset += line.length + 1;
  }
  return { text: lines.join('\n'), words };
}

describe('two receipts in one photo', () => {
  it('reads the larger receipt, told by its print, and none of the smaller one’s figures', () => {
    const { text, words } = sideBySide([left, right], [0.016, 0.011]);
    const one = oneReceipt(text, words);
    expect('text' in one && extractFields(one.text, { ocrConfidence: 1 })).toMatchObject({
      total: 61.93,
      currency: 'PLN',
      date: '2026-01-22',
    });
    expect('text' in one && one.text).not.toMatch(/Summe|20,06|Sonne/);
    // the larger on the right: the same
    const turned = sideBySide([right, left], [0.011, 0.016]);
    const other = oneReceipt(turned.text, turned.words);
    expect('text' in other && extractFields(other.text, { ocrConfidence: 1 }).total).toBe(61.93);
  });

  it('refuses with a note when neither receipt is clearly the larger', () => {
    const { text, words } = sideBySide([left, right], [0.014, 0.013]);
    expect(oneReceipt(text, words)).toEqual({ note: twoReceiptsNote });
  });

  it('leaves one receipt as read, its amounts’ column apart from its labels included', () => {
    const labels = left.map((l) => l.replace(/ [\d,]+$/, ''));
    const amounts = left.map((l) => / ([\d,]+)$/.exec(l)?.[1] ?? '');
    // header lines span the receipt: no gap runs through all of it
    const { text, words } = sideBySide([labels, amounts], [0.016, 0.016], [0.05, 0.5]);
    const spanning = sideBySide([['2026-01-22 13:25 Paragon nr 94737 Piekarnia Nowak'], []], [0.016, 0.016]);
    const all = [...words, ...spanning.words.map((w) => ({ ...w, offset: -1 }))];
    expect(oneReceipt(text, all)).toEqual({ text });
  });
});
