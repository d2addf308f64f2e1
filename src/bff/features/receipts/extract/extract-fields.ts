import { emptyReading, type ReceiptFields } from '../../../../contract/receipt-reading';
import { datesIn, mendedDatesIn, type FoundDate } from './dates';
import { currencyOf } from './currency';
import { documentNumberOf } from './doc-number';
import { type Line, linesOf } from './lines';
import { moneyFields } from './money-fields';
import { sellerOf } from './seller';
import {
  issueDateWords,
  plainDateWords,
  stripMarks,
  hasPhrase,
  languageWords,
  notDocDateWords,
} from './vocabulary';

function languageOf(lines: Line[]): string | null {
  const words = new Set(lines.flatMap((l) => l.folded.split(/[^\p{L}]+/u)));
  let best: [string, number] = ['', 0];
  for (const [lang, list] of Object.entries(languageWords)) {
    const score =
      list.filter((w) => words.has(w)).length +
      (lang === 'lt' && lines.some((l) => /[ąčęėįšųūž]/i.test(l.text)) ? 2 : 0);
    if (score > best[1]) best = [lang, score];
  }
  return best[1] >= 2 ? best[0] : null;
}

/** The language of a document's text (lt, lv, pl, en, de, fr, es), or null when too few of its words tell. */
export const textLanguage = (text: string) => languageOf(linesOf(text));

/** The document's date: on a "date" line if there is one, never a due date or a later copy's print time. */
function dateOf(
  lines: Line[],
  language: string | null,
  us: boolean,
): { date: string | null; confidence: number } {
  const found = labelledDates(lines, (t) => datesIn(t, language, us));
  if (found.length === 0) {
    // no date read as printed: one whose figures the OCR misread, less sure
    const mended = labelledDates(lines, (t) => mendedDatesIn(t, language, us));
    return mended.length === 0
      ? { date: null, confidence: 0 }
      : { date: pickDate(mended).date, confidence: 0.5 };
  }
  return pickDate(found);
}

/** The dates of the lines that are not due dates or print times, each with its label: 2 the issue date, 1 a plain "date", 0 none. */
function labelledDates(lines: Line[], datesOf: (text: string) => FoundDate[]) {
  const found: { iso: string; label: number; line: number }[] = [];
  lines.forEach((l, i) => {
    const dates = datesOf(l.text);
    // several dates on one line ("Delivery date: …   Invoice date: …   Due date: …"): each is told by the words
    // between it and the date before it; a single date by its whole line
    dates.forEach((d, k) => {
      const words =
        dates.length === 1
          ? l.folded
          : stripMarks(l.text.slice(k === 0 ? 0 : (dates[k - 1] as FoundDate).end, d.index));
      if (!hasPhrase(words, notDocDateWords))
        found.push({
          iso: d.iso,
          label: hasPhrase(words, issueDateWords) ? 2 : hasPhrase(words, plainDateWords) ? 1 : 0,
          line: i,
        });
    });
  });
  return found;
}

function pickDate(found: ReturnType<typeof labelledDates>): { date: string; confidence: number } {
  const labelled = found.find((f) => f.label === 2) ?? found.find((f) => f.label === 1);
  if (labelled) return { date: labelled.iso, confidence: 0.92 };
  const first = found[0] as (typeof found)[number];
  const agree = found.every((f) => f.iso === first.iso);
  return { date: first.iso, confidence: agree ? 0.88 : 0.7 };
}

/**
 * The Lithuanian model reads ü as ū and é as ė (it is consulted first); in a German, French or Spanish text those
 * Lithuanian letters are the OCR's, not the printer's.
 */
const ocrLetters: Record<string, [RegExp, string][]> = {
  de: [
    [/ū/g, 'ü'],
    [/Ū/g, 'Ü'],
    [/ō/g, 'ö'],
    [/ā/g, 'ä'],
  ],
  fr: [
    [/ė/g, 'é'],
    [/Ė/g, 'É'],
  ],
  es: [
    [/ė/g, 'é'],
    [/Ė/g, 'É'],
  ],
  // Polish has ż where Lithuanian has ž
  pl: [
    [/ž/g, 'ż'],
    [/Ž/g, 'Ż'],
  ],
  en: [],
};
const mendLetters = (s: string | null, language: string | null) =>
  s === null ? null : (ocrLetters[language ?? ''] ?? []).reduce((t, [re, to]) => t.replace(re, to), s);

/**
 * All fields from a document's text (a text layer or OCR). `ocrConfidence` (0..1) scales every confidence:
 * a field read off a blurred photo is less sure than the same field in a text PDF.
 */
export function extractFields(text: string, source: { ocrConfidence: number }): ReceiptFields {
  const lines = linesOf(text);
  if (lines.length === 0) return emptyReading('No text could be read from the file.');
  const language = languageOf(lines);
  const us = language === 'en' && /\$/.test(text) && !/£|€/.test(text);
  const money = moneyFields(lines);
  const seller = sellerOf(lines);
  const date = dateOf(lines, language, us);
  const currency = currencyOf(lines, money.totalLine, language);
  const number = documentNumberOf(lines);
  const scale = 0.55 + 0.45 * Math.max(0, Math.min(1, source.ocrConfidence));
  const c = (v: number) => Math.round(v * scale * 100) / 100;
  const reading: ReceiptFields = {
    seller: mendLetters(seller.seller, language),
    total: money.total,
    currency: currency.currency,
    date: date.date,
    vat: money.vat,
    invoice_number: number.number,
    confidence: {
      seller: c(seller.confidence),
      total: c(money.totalConfidence),
      currency: c(currency.confidence),
      date: c(date.confidence),
      vat: c(money.vatConfidence),
      invoice_number: c(number.confidence),
    },
    language,
    note: null,
  };
  if (reading.total === null && reading.date === null && reading.seller === null)
    reading.note = 'No receipt fields were recognised in the text.';
  return reading;
}
