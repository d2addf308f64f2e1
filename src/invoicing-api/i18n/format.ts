import { dec, toCents, type Decimalish } from '../../contract/money';

/**
 * Number and date formatting for one locale. Amounts go to Intl as decimal strings (already rounded by the
 * contract's money module), never as binary floats: Intl formats a numeric string exactly.
 */
export interface Formatters {
  money: (x: Decimalish, currency: string) => string;
  amount: (x: Decimalish) => string;
  unitPrice: (x: Decimalish) => string;
  quantity: (x: Decimalish) => string;
  percent: (x: Decimalish) => string;
  date: (isoDate: string) => string;
}

/** Unit prices keep up to this many places when they carry them (0.1235), else two (12.50). */
const UNIT_PRICE_PLACES = 4;
const ROUND_HALF_UP = 1;

type NumberFormatString = Intl.NumberFormat['format'] extends (x: infer A) => string ? A : never;
/** Intl.NumberFormat formats numeric strings exactly (ES2023); the lib typing lags behind. */
const asIntlInput = (s: string) => s as unknown as NumberFormatString;

export function formattersFor(locale: string): Formatters {
  const amountFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const unitPriceFormat = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: UNIT_PRICE_PLACES,
  });
  const quantityFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const moneyFormat = (currency: string) => {
    let f = moneyFormats.get(currency);
    if (!f) {
      f = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      moneyFormats.set(currency, f);
    }
    return f;
  };
  return {
    money: (x, currency) => moneyFormat(currency).format(asIntlInput(toCents(x).toFixed(2))),
    amount: (x) => amountFormat.format(asIntlInput(toCents(x).toFixed(2))),
    unitPrice: (x) => unitPriceFormat.format(asIntlInput(dec(x).round(UNIT_PRICE_PLACES, ROUND_HALF_UP).toFixed())),
    quantity: (x) => quantityFormat.format(asIntlInput(dec(x).toFixed())),
    percent: (x) => percentFormat.format(asIntlInput(dec(x).div(100).toFixed())),
    date: (isoDate) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`)),
  };
}
