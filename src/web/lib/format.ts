import { i18n } from '@lingui/core';
import { formatLocaleFor } from '../../contract/locales';

// Every format follows the dashboard's active language, in the person's region of it (contract formatLocaleFor): the
// app re-renders from the top when the language changes (app/app.tsx), so each call below reads it afresh. Formats
// are cached per locale and options.
type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;
const formats = new Map<string, Format>();

/** The person's own languages, most wanted first: none until the page's start tells them. */
let personLanguages: readonly string[] = [];
export const formatFor = (languages: readonly string[]): void => void (personLanguages = languages);
/**
 * A page the BFF renders (recordFormats): its language and languages, and the texts its formats give, for the
 * synchronous run of that render only, so no other render can see them.
 */
let render: { language: string; languages: readonly string[]; recording: Record<string, string> } | undefined;
/** The locale formats are in now (for the few that Intl makes elsewhere: a weekday's name). */
export const formatLocale = (): string =>
  render
    ? formatLocaleFor(render.language, render.languages)
    : formatLocaleFor(i18n.locale || 'en', personLanguages);

function cached<F extends Format>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = formatLocale();
  const key = `${locale}|${kind}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make(locale)));
  return format;
}

/**
 * The browser's first use of Intl loads the language's number and date data: slow, and slower on a phone. The BFF's
 * render of the first screen (first-screen/server-entry.tsx) records what each format call gave, the page carries
 * that, and the browser answers the same calls from it while it takes the page over: the first screen needs no Intl in
 * the browser at all. Keyed by language, kind, options and input.
 */
const given = new Map<string, string>();

/** Answers these format calls from now on (the page's record). */
export const holdFormats = (record: Record<string, string>): void => {
  for (const [key, text] of Object.entries(record)) if (typeof text === 'string') given.set(key, text);
};

/**
 * Runs `run` (a synchronous render) with every format in `language`, in the region of the first of `languages` that
 * matches it, and records every format call it makes, for the page.
 */
export function recordFormats(
  language: string,
  languages: readonly string[],
  run: () => void,
): Record<string, string> {
  const recording: Record<string, string> = {};
  const outer = render;
  render = { language, languages, recording };
  try {
    run();
    return recording;
  } finally {
    render = outer;
  }
}

/**
 * The text the page brought for this call (`key` names it, its language included), else `make`'s; recorded. The key
 * is made only while there are texts to look in or a render records them: other pages' formats pay nothing for it.
 */
export function pageText(key: () => string, make: () => string): string {
  const recording = render?.recording;
  if (given.size === 0 && !recording) return make();
  const name = key();
  const text = (recording ? undefined : given.get(name)) ?? make();
  if (recording) recording[name] = text;
  return text;
}

function formatted<F extends Format>(
  kind: string,
  options: object,
  make: (locale: string) => F,
  input: string | number,
  apply: (f: F) => string,
) {
  // A clock time in no named zone is the machine's own: the server's would be wrong in the browser.
  if (kind === 'date' && !('timeZone' in options && options.timeZone))
    return apply(cached(kind, options, make));
  return pageText(
    () => `${formatLocale()}|${kind}|${JSON.stringify(options)}|${input}`,
    () => apply(cached(kind, options, make)),
  );
}

const formatNumberWith = (options: Intl.NumberFormatOptions, n: number | string) =>
  formatted(
    'number',
    options,
    (locale) => new Intl.NumberFormat(locale, options),
    n,
    (f) => f.format(n as Intl.StringNumericLiteral),
  );
/** `at` is keyed by its minute (`key`, when the moment is not a fixed one): a render a few seconds later still finds it. */
const formatDateWith = (options: Intl.DateTimeFormatOptions, at: Date, key: number | string = at.getTime()) =>
  formatted(
    'date',
    options,
    (locale) => new Intl.DateTimeFormat(locale, options),
    key,
    (f) => f.format(at),
  );
const minuteOf = (at: Date) => `m${Math.floor(at.getTime() / 60_000)}`;

/** A currency's name in the language ("euras", "Euro"), or `fallback` (the API's title) for a code Intl cannot name. */
export function formatCurrencyName(code: string, fallback: string): string {
  try {
    const make = (locale: string) => new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' });
    return formatted('currency', {}, make, code, (f) => f.of(code) ?? '') || fallback;
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
    return formatNumberWith({ style: 'currency', currency, ...cent }, cents);
  } catch {
    // Not a currency Intl knows: show the code beside a plain number.
    return `${formatNumberWith(cent, cents)} ${currency}`;
  }
}

/** Whole money units for chart axes (no cents). */
export function formatMoneyRounded(amount: number, currency: string): string {
  try {
    return formatNumberWith({ style: 'currency', currency, maximumFractionDigits: 0 }, amount);
  } catch {
    return `${formatNumberWith({ maximumFractionDigits: 0 }, amount)} ${currency}`;
  }
}

/** A plain number the language's way (quantities, counts). */
export const formatNumber = (n: number, maximumFractionDigits = 4): string =>
  formatNumberWith({ maximumFractionDigits }, n);

/** A percentage given in percent (21 → 21 %), the language's way. */
export const formatPercent = (percent: number): string =>
  formatNumberWith({ style: 'percent', maximumFractionDigits: 2 }, percent / 100);

/** A `Y-m-d` date the language's way; the date is a calendar day, so it is read and shown in UTC. */
export const formatDate = (ymd: string | null | undefined): string =>
  ymd
    ? formatDateWith(
        { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
        new Date(`${ymd}T00:00:00Z`),
      )
    : '—';

/** A `Y-m` month as "November 2026" (or `short`: "Nov 2026") in the language. */
export const formatMonth = (ym: string, month: 'long' | 'short' = 'long'): string =>
  formatDateWith({ year: 'numeric', month, timeZone: 'UTC' }, new Date(`${ym}-01T00:00:00Z`));

/**
 * Today as `Y-m-d` in the person's own calendar, or in `zone` (an IANA time zone: the one the server rendered the
 * page in, first-screen/page-context.tsx).
 */
export function todayYmd(zone: string | undefined, now: Date): string {
  // en-CA writes Y-m-d, in every language
  if (zone)
    return formatted(
      'ymd',
      { timeZone: zone },
      () => new Intl.DateTimeFormat('en-CA', { timeZone: zone }),
      minuteOf(now),
      (f) => f.format(now),
    );
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

/** A moment (Unix seconds) as the person's clock shows it (or `zone`'s): the time today, day and time before. */
export function formatMoment(unixS: number, zone: string | undefined, now: Date): string {
  const at = new Date(unixS * 1000);
  const day = (d: Date, key?: string) => formatDateWith({ dateStyle: 'short', timeZone: zone }, d, key);
  return day(at) === day(now, minuteOf(now))
    ? formatDateWith({ hour: '2-digit', minute: '2-digit', timeZone: zone }, at)
    : formatDateWith(
        { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: zone },
        at,
      );
}

/**
 * A moment (Unix seconds) as its day on the person's calendar (or `zone`'s): "12 Nov" in `now`'s year, "12 Nov 2025" in
 * another.
 */
export function formatDay(unixS: number, now: Date, zone?: string): string {
  const at = new Date(unixS * 1000);
  const yearOf = (d: Date) => (zone ? todayYmd(zone, d).slice(0, 4) : String(d.getFullYear()));
  const year = yearOf(at) === yearOf(now) ? {} : { year: 'numeric' as const };
  return formatDateWith({ ...year, month: 'short', day: 'numeric', timeZone: zone }, at);
}

/**
 * The browser loads a language's number and date data on its first use of Intl, tens of milliseconds on a phone. Done
 * in a task of its own while the first screen's data and words are on their way, the first render does not pay it.
 */
export function warmFormats(locale: string): void {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
}
