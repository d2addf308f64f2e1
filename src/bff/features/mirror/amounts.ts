import { dec, toCents, toNumber } from '../../../contract/money';

/** An API amount (a JSON number with at most 2 places) as whole cents. */
export const centsOf = (amount: number): number => Number(toCents(amount).times(100).toFixed(0));

/** Whole cents (an exact integer sum) as an amount, through the contract's decimal math. */
export const amountOfCents = (cents: number): number => toNumber(dec(cents).div(100));

interface ReadAmount {
  negative: boolean;
  whole: string;
  /** The decimals typed (0–2 digits), or undefined when no decimal separator was. */
  frac: string | undefined;
}

/**
 * A query as an amount in the usual forms: `1234.56`, `1234,56`, `1 234,56`, `1,234.56`, `1.234,56`, `1234`, `734,`
 * (still typing), with a leading minus for a credit note's. Anything else (letters, three decimals, too long) is not.
 */
function readAmount(q: string): ReadAmount | undefined {
  let s = q.trim().replace(/[\s\u00a0\u202f']/g, '');
  const negative = /^[-\u2212]/.test(s);
  if (negative) s = s.slice(1);
  let whole: string;
  let frac: string | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,12})(?:[.,](\d{0,2}))?$/.exec(s))) [whole, frac] = [m[1]!, m[2]];
  else if ((m = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{0,2}))?$/.exec(s)))
    [whole, frac] = [m[1]!.replace(/,/g, ''), m[2]];
  else if ((m = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{0,2}))?$/.exec(s)))
    [whole, frac] = [m[1]!.replace(/\./g, ''), m[2]];
  else return undefined;
  if (whole.length > 12) return undefined;
  return { negative, whole: whole.replace(/^0+(?=\d)/, ''), frac };
}

/** A query that reads as an amount, in whole cents (negative after a minus); undefined when it does not. */
export function amountCents(q: string): number | undefined {
  const a = readAmount(q);
  if (a === undefined) return undefined;
  const cents = Number(
    dec(`${a.whole}.${(a.frac ?? '').padEnd(2, '0')}`)
      .times(100)
      .toFixed(0),
  );
  return a.negative ? -cents : cents;
}

/**
 * The start of an amount as written with two decimals (`734` finds 734.04 and 7340.00, `734,0` finds 734.04 but not
 * 7341.00): for a query of three digits or more, or one with a decimal separator. One or two digits alone stay an
 * exact amount (`4` is 4.00, not every 40-something). Matched on the amount's size; a minus keeps to negative ones.
 */
export function amountPrefix(q: string): { text: string; negative: boolean } | undefined {
  const a = readAmount(q);
  if (a === undefined || (a.frac === undefined && a.whole.length < 3)) return undefined;
  return { text: a.frac === undefined ? a.whole : `${a.whole}.${a.frac}`, negative: a.negative };
}
