import Big from 'big.js';

/**
 * The one rounding rule: amounts are kept to cents, rounded half away from zero. Derived unit prices keep
 * more places (enough that price × quantity rounds back to the line total). Binary floats never do arithmetic:
 * every number is turned into a decimal through its shortest string form first.
 */
export type Decimalish = number | string | Big;

const HALF_AWAY_FROM_ZERO = 1; // Big.roundHalfUp: ties go away from zero, for negatives too

export const dec = (x: Decimalish): Big =>
  x instanceof Big ? x : new Big(typeof x === 'number' ? String(x) : x);

export const toCents = (x: Decimalish): Big => dec(x).round(2, HALF_AWAY_FROM_ZERO);

/** Places a derived unit price keeps: its error times the quantity stays far below half a cent. */
export const unitPricePlaces = (quantity: Decimalish): number =>
  4 + dec(quantity).abs().round(0, 0).toFixed(0).length;

export const toNumber = (x: Big): number => Number(x.toString());

/** How many decimal places a number has as written (19.99 → 2). */
export const decimalPlaces = (x: Decimalish): number => {
  const b = dec(x);
  return Math.max(0, b.c.length - 1 - b.e);
};

export type AmountMode = 'price' | 'total' | 'total_incl_vat';
export const amountModes: readonly AmountMode[] = ['price', 'total', 'total_incl_vat'];

export interface LineAmounts {
  price: Big;
  total: Big;
  vat: Big;
  totalInclVat: Big;
}

export interface LineInput {
  mode: AmountMode;
  amount: Decimalish;
  quantity: Decimalish;
  vatPercentage: Decimalish | null | undefined;
}

/** Derives the other two of price / total / total incl. VAT, and the line's VAT, from the one given. */
export function deriveLine({ mode, amount, quantity, vatPercentage }: LineInput): LineAmounts {
  const q = dec(quantity);
  const rate = vatPercentage == null ? new Big(0) : dec(vatPercentage).div(100);
  let total: Big;
  if (mode === 'price') {
    total = toCents(dec(amount).times(q));
  } else if (mode === 'total') {
    total = toCents(amount);
  } else {
    const incl = toCents(amount);
    total = toCents(incl.div(rate.plus(1)));
    const vat = incl.minus(total);
    return { price: derivedPrice(total, q), total, vat, totalInclVat: incl };
  }
  const vat = toCents(total.times(rate));
  const price = mode === 'price' ? dec(amount) : derivedPrice(total, q);
  return { price, total, vat, totalInclVat: total.plus(vat) };
}

const derivedPrice = (total: Big, q: Big): Big => total.div(q).round(unitPricePlaces(q), HALF_AWAY_FROM_ZERO);

export interface InvoiceTotals {
  subtotal: Big;
  vat: Big;
  totalInclVat: Big;
}

/** Invoice totals are the sums of the lines' rounded figures, so subtotal + VAT = total exactly. */
export function sumLines(lines: readonly LineAmounts[]): InvoiceTotals {
  const subtotal = lines.reduce((s, l) => s.plus(l.total), new Big(0));
  const vat = lines.reduce((s, l) => s.plus(l.vat), new Big(0));
  return { subtotal, vat, totalInclVat: subtotal.plus(vat) };
}

/** The amount mode of an input line: which one of price / total / total_incl_vat it carries. */
export function amountModeOf(line: Partial<Record<AmountMode, unknown>>): AmountMode | undefined {
  const given = amountModes.filter((m) => line[m] !== undefined && line[m] !== null);
  return given.length === 1 ? given[0] : undefined;
}
