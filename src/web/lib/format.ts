import { toCents } from '../../contract/money';

const locale = typeof navigator === 'undefined' ? 'en' : navigator.language;
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money to the cent with the contract's rounding, written the locale's way (e.g. €1,234.50). */
export function formatMoney(amount: number | string, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      // Not a currency Intl knows: show the code beside a plain number.
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const plain = format;
      return `${plain.format(toCents(amount).toFixed(2) as Intl.StringNumericLiteral)} ${currency}`;
    }
    moneyFormats.set(currency, format);
  }
  // A decimal string keeps the exact cents: no binary float on the way.
  return format.format(toCents(amount).toFixed(2) as Intl.StringNumericLiteral);
}

const dateFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A `Y-m-d` date the locale's way; the date is a calendar day, so it is read and shown in UTC. */
export const formatDate = (ymd: string | null | undefined): string =>
  ymd ? dateFormat.format(new Date(`${ymd}T00:00:00Z`)) : '—';

/** Today as `Y-m-d` in the person's own calendar. */
export function todayYmd(now = new Date()): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
const dayTimeFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment (Unix seconds) as the person's clock shows it: the time today, day and time before. */
export function formatMoment(unixS: number, now = new Date()): string {
  const at = new Date(unixS * 1000);
  return at.toDateString() === now.toDateString() ? timeFormat.format(at) : dayTimeFormat.format(at);
}
