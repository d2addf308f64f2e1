import { dec, toCents, type Decimalish } from '../../contract/money';

/**
 * Number and date formatting for one locale. Amounts reach Intl as decimal strings (rounded by the contract's
 * money module), never as binary floats: Intl.NumberFormat formats a numeric string exactly (ES2023).
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

const exact = (x: Decimalish, places?: number): Intl.StringNumericLiteral =>
  (places === undefined ? dec(x).toFixed() : dec(x).toFixed(places)) as Intl.StringNumericLiteral;

function createFormatters(locale: string): Formatters {
  const amountFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const unitPriceFormat = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: UNIT_PRICE_PLACES,
  });
  const quantityFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 10 });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const moneyFormats = new Map<string, Intl.NumberFormat | null>();
  const moneyFormat = (currency: string): Intl.NumberFormat | null => {
    if (!moneyFormats.has(currency)) {
      let format: Intl.NumberFormat | null = null;
      try {
        format = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
      } catch {
        // Not a well-formed currency code: the amount is printed with the code as given.
      }
      moneyFormats.set(currency, format);
    }
    return moneyFormats.get(currency) ?? null;
  };
  return {
    money: (x, currency) => {
      const cents = exact(toCents(x), 2);
      return moneyFormat(currency)?.format(cents) ?? `${amountFormat.format(cents)} ${currency}`;
    },
    amount: (x) => amountFormat.format(exact(toCents(x), 2)),
    unitPrice: (x) => unitPriceFormat.format(exact(dec(x).round(UNIT_PRICE_PLACES, ROUND_HALF_UP))),
    quantity: (x) => quantityFormat.format(exact(x)),
    percent: (x) => percentFormat.format(exact(dec(x).div(100))),
    date: (isoDate) => {
      const date = new Date(`${isoDate}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
    },
  };
}

const cache = new Map<string, Formatters>();

/** The formatters of a locale, built once: Intl constructors are costly next to a format call. */
export function formattersFor(locale: string): Formatters {
  let formatters = cache.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    cache.set(locale, formatters);
  }
  return formatters;
}
