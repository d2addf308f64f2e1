import type { Locale } from '../../../contract/locales';
import { en, type Words } from './sheet-words-en';
import { de, es, fr, lt } from './sheet-words-translated';

/**
 * The spreadsheets' words in the person's language: each sheet's name, each column's header (by the column's key,
 * the CSV's header) and each code's word (`not_paid`, `credit_vat_invoice`, the VAT report's and the statement's
 * rows; `column:code` where one column's code needs other words, as the statement's `paid` row). The invoice types'
 * words are the invoice PDF's own titles (contract/invoice-titles.ts), which the screens use too. A value without a
 * word here (a currency, a period such as `2026-Q4`) stays as it is.
 */
const words: Record<Locale, Words> = { en, lt, de, fr, es };
const own = <T extends object>(o: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(o, key);

/** A sheet's, a header's and a code's word in `locale` (the key or value itself where there is none). */
export function sheetWords(locale: Locale) {
  const w = words[locale];
  return {
    sheet: (name: string) => (own(w.sheets, name) ? w.sheets[name] : name),
    header: (key: string) => (own(w.headers, key) ? w.headers[key] : key),
    code: (value: string, column?: string) => {
      const scoped = `${column}:${value}`;
      if (column !== undefined && own(w.codes, scoped)) return w.codes[scoped];
      return own(w.codes, value) ? w.codes[value] : value;
    },
  };
}
