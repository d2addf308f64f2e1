import { i18n } from '@lingui/core';

// Every format follows the dashboard's active language (not the browser's): the app re-renders from the top when the
// language changes (app/app.tsx), so each call below reads it afresh. Formats are cached per language and options.
type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;
const formats = new Map<string, Format>();
const activeLocale = () => i18n.locale || 'en';

function cached<F extends Format>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = activeLocale();
  const key = `${locale}|${kind}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make(locale)));
  return format;
}

const numberFormat = (options: Intl.NumberFormatOptions) =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

/** A currency's name in the language ("euras", "Euro"), or `fallback` (the API's title) for a code Intl cannot name. */
export function formatCurrencyName(code: string, fallback: string): string {
  try {
    const name = cached('currency', {}, (locale) => new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' })).of(code);
    return name ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Money to the cent with the contract's rounding, written the language's way (1 234,56 € in lt and fr, 1.234,56 € in
 * de). Intl reads a decimal string exactly and rounds half away from zero ("halfExpand"), the contract's rule
 * (money.ts toCents, checked equal in format.test.ts), so the first screen needs no decimal library to show money.
 */
export function formatMoney(amount: number | string, currency: string): string {
  const cents = String(amount) as Intl.StringNumericLiteral;
  // signDisplay 'negative': −0.001 rounds to a plain 0,00, as toCents gives it, never "−0,00".
  const cent = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' } as const;
  try {
    return numberFormat({ style: 'currency', currency, ...cent }).format(cents);
  } catch {
    // Not a currency Intl knows: show the code beside a plain number.
    return `${numberFormat(cent).format(cents)} ${currency}`;
  }
}

/** Whole money units for chart axes (no cents). */
export function formatMoneyRounded(amount: number, currency: string): string {
  try {
    return numberFormat({ style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${numberFormat({ maximumFractionDigits: 0 }).format(amount)} ${currency}`;
  }
}

/** A plain number the language's way (quantities, counts). */
export const formatNumber = (n: number, maximumFractionDigits = 4): string =>
  numberFormat({ maximumFractionDigits }).format(n);

/** A percentage given in percent (21 → 21 %), the language's way. */
export const formatPercent = (percent: number): string =>
  numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** A `Y-m-d` date the language's way; the date is a calendar day, so it is read and shown in UTC. */
export const formatDate = (ymd: string | null | undefined): string =>
  ymd ? dateTimeFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`)) : '—';

/** A `Y-m` month as "November 2026" (or `short`: "Nov 2026") in the language. */
export const formatMonth = (ym: string, month: 'long' | 'short' = 'long'): string =>
  dateTimeFormat({ year: 'numeric', month, timeZone: 'UTC' }).format(new Date(`${ym}-01T00:00:00Z`));

/** Today as `Y-m-d` in the person's own calendar. */
export function todayYmd(now = new Date()): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

/** A moment (Unix seconds) as the person's clock shows it: the time today, day and time before. */
export function formatMoment(unixS: number, now = new Date()): string {
  const at = new Date(unixS * 1000);
  return at.toDateString() === now.toDateString()
    ? dateTimeFormat({ hour: '2-digit', minute: '2-digit' }).format(at)
    : dateTimeFormat({ month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
}

/**
 * The browser loads a language's number and date data on its first use of Intl, tens of milliseconds on a phone. Done
 * in a task of its own while the first screen's data and words are on their way, the first render does not pay it.
 */
export function warmFormats(locale: string): void {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
}
