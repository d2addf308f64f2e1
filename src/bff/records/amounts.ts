import { dec, toCents } from '../../contract/money';

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
