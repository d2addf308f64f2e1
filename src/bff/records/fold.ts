import { dec, toCents } from '../../contract/money';

/** Letters NFKD does not take apart into a base letter and a mark. */
const special: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Case- and diacritic-free text with single spaces: "Müller  Šaltinis" → "muller saltinis". */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøßæœıþð]/g, (c) => special[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();

/** Letters and digits only, folded: "BPS-004" → "bps004". The key every written form of a number shares. */
export const compact = (s: string): string => fold(s).replace(/[^a-z0-9]/g, '');

/** An API amount (a JSON number with at most 2 places) as whole cents. */
export const centsOf = (amount: number): number => Number(toCents(amount).times(100).toFixed(0));

/**
 * A query that reads as an amount, in whole cents: `1234.56`, `1234,56`, `1 234,56`, `1,234.56`, `1.234,56`, `1234`.
 * Anything else (letters, three decimals, too long) is not an amount.
 */
export function amountCents(q: string): number | undefined {
  const s = q.trim().replace(/[\s\u00a0\u202f']/g, '');
  let whole: string;
  let frac = '';
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(s))) [whole, frac] = [m[1]!, m[2] ?? ''];
  else if ((m = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(s)))
    [whole, frac] = [m[1]!.replace(/,/g, ''), m[2] ?? ''];
  else if ((m = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(s)))
    [whole, frac] = [m[1]!.replace(/\./g, ''), m[2] ?? ''];
  else return undefined;
  if (whole.length > 12) return undefined;
  return Number(
    dec(`${whole}.${frac.padEnd(2, '0')}`)
      .times(100)
      .toFixed(0),
  );
}
