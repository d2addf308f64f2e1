/**
 * Money amounts as printed: comma or point decimals, thousands grouped by point, comma, space or apostrophe,
 * a leading or (German tills) trailing minus. Percentages, dates and times are removed first so 21,00 % or
 * 14.03.2026 never read as an amount.
 */
// group 3 is the thousands separator (groups 1 and 4 are the minus signs in amountRe)
const grouped = String.raw`\d{1,3}(?:([ .,'’])\d{3})(?:\3\d{3})*[.,]\d{2}`;
const plain = String.raw`\d+[.,]\d{2}`;
const amountRe = new RegExp(
  String.raw`(?<![\d.,])([-−–]\s?)?(${grouped}|${plain})(?![\d]|[.,]\d)(\s?-(?!\d))?`,
  'g',
);

export const percentRe = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g;
const dateLike = /\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{1,2}:\d{2}(?::\d{2})?\b/g;

export interface Amount {
  value: number;
  /** position in the line, to tell the first amount from the last */
  index: number;
}

/** "1.234,56" / "1,234.56" / "1 234,56" → 1234.56: the last separator before two digits is the decimal one. */
export function parseAmount(raw: string): number {
  const digits = raw.replace(/[^\d.,]/g, '');
  const dec = Math.max(digits.lastIndexOf(','), digits.lastIndexOf('.'));
  const whole = digits.slice(0, dec).replace(/[.,]/g, '');
  return Number(`${whole}.${digits.slice(dec + 1)}`);
}

/** OCR splits "11, 90", glues "EUR11,90" and reads a grouped 8 as a B ("1 B59,00"); put them back before reading. */
export const tidyNumbers = (line: string) =>
  line
    .replace(/(\d)([.,])\s(\d{2})(?!\d)/g, '$1$2$3')
    .replace(/(\d)\s([.,])(\d{2})(?!\d)/g, '$1$2$3')
    .replace(/(\d[ .,'’])B(?=\d{2}[.,]\d{2}(?!\d))/g, '$18');

export function amountsIn(line: string): Amount[] {
  const clean = tidyNumbers(line)
    .replace(dateLike, (m) => ' '.repeat(m.length))
    .replace(percentRe, (m) => ' '.repeat(m.length));
  const out: Amount[] = [];
  for (const m of clean.matchAll(amountRe)) {
    const negative = m[1] !== undefined || m[4] !== undefined;
    const value = parseAmount(m[2] as string);
    if (Number.isFinite(value)) out.push({ value: negative ? -value : value, index: m.index });
  }
  return out;
}

/** A rate whose % sign the OCR read as "96" ("PVM 21 96 653,72"), set apart by spaces. */
const misreadPercentRe = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s96(?=\s|$)/g;

/** The VAT rates of a line: "21%", "19,0 %"; only when none is printed so, "21 96" (the % misread). */
export function ratesIn(line: string): number[] {
  const rates = (re: RegExp) =>
    [...line.matchAll(re)]
      .map((m) => Number((m[1] as string).replace(',', '.')))
      .filter((r) => r > 0 && r < 30);
  const printed = rates(percentRe);
  return printed.length > 0 ? printed : rates(misreadPercentRe);
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const near = (a: number, b: number, tol = 0.011) => Math.abs(a - b) <= tol;
/** Does `printed` differ from `computed` in exactly one digit, as written with two decimals (4,98 for 4,90)? */
export const oneDigitOff = (printed: number, computed: number) => {
  const [p, q] = [printed.toFixed(2), computed.toFixed(2)];
  return p.length === q.length && [...p].filter((ch, k) => ch !== q[k]).length === 1;
};
