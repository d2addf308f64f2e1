import {
  maxReadingWords,
  noSources,
  type ReadingPlaces,
  type ReadingSources,
} from '../../../../contract/receipt-reading';
import { currenciesIn } from '../extract/currency';
import { datesIn } from '../extract/dates';
import { linesOf, type Line } from '../extract/lines';
import { moneyFields } from '../extract/money-fields';
import { hasPhrase, issueDateWords, plainDateWords, stripMarks, vatWords } from '../extract/vocabulary';
import type { ReceiptFields } from '../../../../contract/receipt-reading';
import type { PlacedWord } from '../ocr/ocr-words';

/** A word's place in the extraction's lines: line index, first and past-last column. */
interface Spot {
  word: number;
  line: number;
  start: number;
  end: number;
  /** the word folded, letters and digits only */
  core: string;
}

/** Each word's line and columns, from its offset in the text (the extraction's lines are the text's non-empty ones). */
function spotsOf(text: string, words: PlacedWord[]): Spot[] {
  const starts: { at: number; length: number }[] = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() !== '') starts.push({ at, length: raw.length });
    at += raw.length + 1;
  }
  const spots: Spot[] = [];
  words.forEach((w, word) => {
    const line = starts.findLastIndex((s) => s.at <= w.offset);
    const s = starts[line];
    if (w.offset < 0 || !s || w.offset >= s.at + s.length) return;
    spots.push({
      word,
      line,
      start: w.offset - s.at,
      end: w.offset - s.at + w.text.length,
      core: core(w.text),
    });
  });
  return spots;
}

const core = (s: string) => stripMarks(s).replace(/[^\p{L}\d]/gu, '');
const tokens = (s: string) =>
  stripMarks(s)
    .split(/[^\p{L}\d]+/u)
    .filter((t) => t !== '');

/** The last run of one to three neighbouring words on a line whose digits spell the amount (cents, any separators). */
function amountOn(spots: Spot[], text: (w: number) => string, value: number): number[] {
  const cents = Math.round(Math.abs(value) * 100);
  let found: number[] = [];
  spots.forEach((_, i) => {
    for (let n = 1; n <= 3 && i + n <= spots.length; n++) {
      const run = spots.slice(i, i + n).map((s) => s.word);
      const digits = run.map((w) => text(w).replace(/\D/g, '')).join('');
      if (/\d/.test(text(run[0] as number)) && digits !== '' && Number(digits) === cents) {
        found = run;
        break;
      }
    }
  });
  return found;
}

/** The words of the line (of those given, in order) that holds the most of the value's tokens; `loose`: a word may hold more. */
function tokensOn(byLine: Spot[][], value: string, loose: boolean): number[] {
  const wanted = tokens(value);
  const holds = (word: string, t: string) => word === t || (loose && t.length >= 3 && word.includes(t));
  let best: number[] = [];
  let bestCount = 0;
  for (const spots of byLine) {
    const hit = spots.filter((s) => wanted.some((t) => holds(s.core, t)));
    const count = wanted.filter((t) => hit.some((s) => holds(s.core, t))).length;
    if (count > bestCount) [best, bestCount] = [hit.map((s) => s.word), count];
  }
  return bestCount * 2 >= wanted.length ? best.slice(0, 12) : [];
}

/**
 * Which words each field was read from, found again after the extraction (which reads lines of text, not words):
 * the total on the line it was taken from, the VAT on the last line naming VAT that holds it, the date where a
 * date line gives it, seller and number by their words, the currency's mark on the total's line or else its first.
 * A value the reader computed (a VAT summed from rates) has no words.
 */
export function fieldSources(fields: ReceiptFields, text: string, words: PlacedWord[]): ReadingSources {
  const lines = linesOf(text);
  const spots = spotsOf(text, words);
  const byLine = lines.map((_, i) => spots.filter((s) => s.line === i));
  const wordText = (w: number) => words[w]!.text;
  const out = noSources();
  const { totalLine } = moneyFields(lines);
  const totalLines = [totalLine, totalLine + 1];
  if (fields.total !== null) {
    for (const l of totalLines)
      if (out.total.length === 0) out.total = amountOn(byLine[l] ?? [], wordText, fields.total);
  }
  if (fields.vat !== null) {
    const order = lines.map((_, i) => lines.length - 1 - i);
    const named = (l: Line) => hasPhrase(l.folded, vatWords);
    for (const l of [...order.filter((i) => named(lines[i]!)), ...order])
      if (out.vat.length === 0) out.vat = amountOn(byLine[l]!, wordText, fields.vat);
  }
  if (fields.date !== null) out.date = dateWords(lines, byLine, fields.date, fields.language);
  if (fields.seller !== null) out.seller = tokensOn(byLine, fields.seller, false);
  if (fields.invoice_number !== null) out.invoice_number = tokensOn(byLine, fields.invoice_number, true);
  const currency = fields.currency;
  if (currency !== null) {
    const marks = (s: Spot) => currenciesIn(wordText(s.word)).includes(currency);
    const onTotal = totalLines.flatMap((l) => byLine[l] ?? []).find(marks) ?? spots.find(marks);
    out.currency = onTotal ? [onTotal.word] : [];
  }
  return out;
}

/** The words on some of the extraction's lines (a VAT summed over rates: the rows it was summed from). */
export const wordsOnLines = (text: string, words: PlacedWord[], lines: number[]): number[] =>
  spotsOf(text, words)
    .filter((s) => lines.includes(s.line))
    .map((s) => s.word);

/** The words a date line gives the date with: a line labelled as the document's date first. */
function dateWords(lines: Line[], byLine: Spot[][], iso: string, language: string | null): number[] {
  const found = lines.flatMap((l, i) =>
    [false, true].flatMap((us) =>
      datesIn(l.text, language, us)
        .filter((d) => d.iso === iso)
        .map((d) => ({
          ...d,
          line: i,
          labelled: hasPhrase(l.folded, issueDateWords) || hasPhrase(l.folded, plainDateWords),
        })),
    ),
  );
  const d = found.find((f) => f.labelled) ?? found[0];
  if (!d) return [];
  return (byLine[d.line] ?? []).filter((s) => s.start < d.end && s.end > d.index).map((s) => s.word);
}

/**
 * The answer's words and sources: at most `maxReadingWords` words (the first in reading order, and every field's own
 * word past them), each field's indexes renumbered to the words kept.
 */
export function withSources(fields: ReceiptFields, text: string, words: PlacedWord[]): ReadingPlaces {
  const sources = fieldSources(fields, text, words);
  const needed = new Set(Object.values(sources).flat());
  const past = [...needed].filter((i) => i >= maxReadingWords).length;
  const kept = words.flatMap((_, i) => (i < maxReadingWords - past || needed.has(i) ? [i] : []));
  const renumber = new Map(kept.map((i, k) => [i, k]));
  const renumbered = Object.fromEntries(
    Object.entries(sources).map(([f, ix]) => [f, ix.map((i) => renumber.get(i)!)]),
  ) as ReadingSources;
  return {
    words: kept.map((i) => ({ text: words[i]!.text.slice(0, 80), box: words[i]!.box })),
    sources: renumbered,
  };
}
