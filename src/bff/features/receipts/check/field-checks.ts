import {
  boxDecimals,
  readingFieldNames,
  uncertainBelow,
  type FieldChecks,
  type ReceiptFields,
} from '../../../../contract/receipt-reading';
import { linesOf } from '../extract/lines';
import { moneyFields } from '../extract/money-fields';
import { fieldSources, wordsOnLines } from './field-sources';
import type { PlacedWord } from '../ocr/ocr-words';

type Box = [number, number, number, number];
const round = (n: number) => Number(Math.min(1, Math.max(0, n)).toFixed(boxDecimals));

/** One box around several (left, top, width, height, shares of the picture); null for none. */
export function around(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null;
  const [x0, y0] = [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1]))];
  const [x1, y1] = [Math.max(...boxes.map((b) => b[0] + b[2])), Math.max(...boxes.map((b) => b[1] + b[3]))];
  return [round(x0), round(y0), round(x1 - x0), round(y1 - y0)];
}

/**
 * Whether the document's figures add up, and each field's check: uncertain under `uncertainBelow`, and the total and
 * VAT of a document whose figures do not add up whatever their confidence (one of them, or a figure they were checked
 * against, was misread); its box around the words it was read from, a VAT summed over rates around its rows.
 */
export function fieldChecks(
  fields: ReceiptFields,
  text: string,
  words: PlacedWord[],
): { field_checks: FieldChecks; balanced: boolean | null } {
  const { balanced, vatLines } = moneyFields(linesOf(text));
  const sources = fieldSources(fields, text, words);
  if (fields.vat !== null && sources.vat.length === 0) sources.vat = wordsOnLines(text, words, vatLines);
  const check = (f: (typeof readingFieldNames)[number]) => ({
    uncertain:
      fields[f] !== null &&
      (fields.confidence[f] < uncertainBelow || (balanced === false && (f === 'total' || f === 'vat'))),
    box: fields[f] === null ? null : around(sources[f].flatMap((i) => (words[i] ? [words[i].box] : []))),
  });
  const field_checks = Object.fromEntries(readingFieldNames.map((f) => [f, check(f)])) as FieldChecks;
  return { field_checks, balanced };
}
