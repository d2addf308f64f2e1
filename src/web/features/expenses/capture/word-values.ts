import type { ReadingFieldName } from '../../../../contract/receipt-reading';

/** What a word clicked on the receipt becomes in a field: the field's own value, or why it cannot. */
export type WordValue = { value: string } | { refused: 'amount' | 'date' | 'currency' };

/** The decimal mark and the day-before-month order of a locale, as its own formats show them. */
function localeWays(locale: string) {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const parts = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(Date.UTC(2026, 10, 22)));
  const dayFirst = parts.findIndex((p) => p.type === 'day') < parts.findIndex((p) => p.type === 'month');
  return { decimal, dayFirst };
}

/**
 * An amount as printed, in the form's own way ("1234.50"): the mark before the last one or two digits is the
 * decimal one ("11,90", "£1,204.50"); a mark before three ("1.234") is read as the person's locale reads it.
 */
export function amountFromWord(text: string, locale: string): string | undefined {
  const negative = /^[-−–]|[-−–]$/.test(text.trim());
  const s = text.replace(/[^\d.,]/g, '').replace(/^[.,]+|[.,]+$/g, '');
  if (!/\d/.test(s)) return undefined;
  const last = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
  const tail = last < 0 ? '' : s.slice(last + 1);
  const mark = s[last];
  const decimal =
    last >= 0 &&
    (tail.length <= 2 ||
      (tail.length === 3 && s.indexOf(mark!) === last && mark === localeWays(locale).decimal));
  const whole = (decimal ? s.slice(0, last) : s).replace(/[.,]/g, '');
  const n = Number(`${whole || '0'}.${decimal ? tail : '0'}`);
  if (!Number.isFinite(n)) return undefined;
  return (negative ? -n : n).toFixed(2);
}

const pad = (n: number) => String(n).padStart(2, '0');
const real = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A date as printed (2026-03-14, 14.03.2026, 03/14/26…) as YYYY-MM-DD; day and month told apart as the locale orders them when both could be either. */
export function dateFromWord(text: string, locale: string): string | undefined {
  const ymd = /(\d{4})[-./](\d{1,2})[-./](\d{1,2})/.exec(text);
  if (ymd) {
    const [y, m, d] = ymd.slice(1).map(Number) as [number, number, number];
    return real(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : undefined;
  }
  const dmy = /(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})(?!\d)/.exec(text);
  if (!dmy) return undefined;
  const [a, b, yy] = dmy.slice(1).map(Number) as [number, number, number];
  const y = yy < 100 ? 2000 + yy : yy;
  const dayFirst = a > 12 ? true : b > 12 ? false : localeWays(locale).dayFirst;
  const [d, m] = dayFirst ? [a, b] : [b, a];
  return real(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : undefined;
}

const currencyMarks: [RegExp, string][] = [
  [/€|\beur(?:o|os|ai|ų)?\b/i, 'EUR'],
  [/£/, 'GBP'],
  [/\$/, 'USD'],
  [/zł/i, 'PLN'],
  [/Kč/, 'CZK'],
];

/** The currency a word names (its code, or a mark such as €), if the form offers it. */
export function currencyFromWord(text: string, offered: readonly string[]): string | undefined {
  const code = /[A-Z]{3}/.exec(text.toUpperCase())?.[0];
  if (code && offered.includes(code)) return code;
  return currencyMarks.find(([re, c]) => re.test(text) && offered.includes(c))?.[1];
}

/** A word clicked on the receipt as the value of `field`: amounts and dates parsed, a currency named, text as it is. */
export function wordValue(
  field: ReadingFieldName,
  text: string,
  ctx: { locale: string; currencies: readonly string[] },
): WordValue {
  const word = text.trim();
  if (field === 'total' || field === 'vat') {
    const value = amountFromWord(word, ctx.locale);
    return value === undefined ? { refused: 'amount' } : { value };
  }
  if (field === 'date') {
    const value = dateFromWord(word, ctx.locale);
    return value === undefined ? { refused: 'date' } : { value };
  }
  if (field === 'currency') {
    const value = currencyFromWord(word, ctx.currencies);
    return value === undefined ? { refused: 'currency' } : { value };
  }
  return { value: word };
}
