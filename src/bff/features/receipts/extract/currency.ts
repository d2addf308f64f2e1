import type { Line } from './lines';
import { stripMarks, hasPhrase } from './vocabulary';

const codes = [
  'EUR',
  'USD',
  'GBP',
  'PLN',
  'SEK',
  'NOK',
  'DKK',
  'CHF',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'ISK',
  'CAD',
  'AUD',
  'JPY',
  'UAH',
  'TRY',
];
const symbols: [RegExp, string][] = [
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/US\$|\$/, 'USD'],
  [/zł|\bzl\b/i, 'PLN'],
  [/Kč/, 'CZK'],
  [/\bFr\.\s?\d/, 'CHF'],
  [/\b(?:Eur|eur|euro|euros|eurai|eurų)\b/, 'EUR'],
];
const codeRe = new RegExp(String.raw`(?<![A-Z])(${codes.join('|')})(?![A-Z])`, 'g');
/** Lines of a card slip's conversion: the cardholder's currency, not the merchant's. */
const conversionWords = [
  'exchange rate',
  'kursas',
  'kurs',
  'taux',
  'tipo de cambio',
  'converted',
  'dcc',
  'cardholder currency',
  'markup',
  'conversion',
  'umrechnung',
  'konvertuota',
  'conversion de',
  'in your currency',
  'transaction currency',
];

export function currenciesIn(text: string): string[] {
  const out = [...text.matchAll(codeRe)].map((m) => m[1] as string);
  for (const [re, code] of symbols) if (re.test(text)) out.push(code);
  return out;
}

/**
 * The merchant's currency: the one on the total line, else the most frequent outside conversion lines (a card
 * slip's "≈ 45.10 EUR at rate …" is the cardholder's). Without any mark, the euro of the four euro languages.
 */
export function currencyOf(
  lines: Line[],
  totalLine: number,
  language: string | null,
): { currency: string | null; confidence: number } {
  const onTotal = currenciesIn(lines[totalLine]?.text ?? '').filter(Boolean);
  const plain = lines.filter((l) => !hasPhrase(l.folded, conversionWords) && !/[≈~]/.test(l.text));
  const count = new Map<string, number>();
  for (const l of plain) for (const c of currenciesIn(l.text)) count.set(c, (count.get(c) ?? 0) + 1);
  const converted = lines.some((l) => hasPhrase(l.folded, conversionWords));
  if (
    onTotal.length === 1 &&
    !(converted && hasPhrase(stripMarks(lines[totalLine]?.text ?? ''), conversionWords))
  ) {
    return { currency: onTotal[0] as string, confidence: 0.95 };
  }
  const ranked = [...count.entries()].sort((a, b) => b[1] - a[1]);
  if (ranked.length > 0) {
    const [code, n] = ranked[0] as [string, number];
    const clear = ranked.length === 1 || n > (ranked[1]?.[1] ?? 0);
    return { currency: code, confidence: clear ? 0.9 : 0.6 };
  }
  if (language && ['lt', 'lv', 'de', 'fr', 'es'].includes(language))
    return { currency: 'EUR', confidence: 0.6 };
  if (language === 'pl') return { currency: 'PLN', confidence: 0.6 };
  return { currency: null, confidence: 0 };
}
