/**
 * Where every "now" comes from. Production passes `systemClock`; a test passes `fixedClock(…)`, so that nothing
 * a test exercises depends on the day it runs (an invoice "31 days overdue" stays 31 days overdue).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always shows `at` (an ISO moment, epoch ms or a Date). */
export const fixedClock = (at: string | number | Date): Clock => {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a moment: ${String(at)}`);
  return { now: () => new Date(ms) };
};

const ymd = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The calendar day of `at` as YYYY-MM-DD in `zone` (an IANA time zone). The BFF asks in the business's own zone
 * (its settings): an invoice paid at 23:30 in Vilnius is paid that day, wherever the desk runs.
 */
export function dayOf(at: Date, zone: string): string {
  let format = dayFormats.get(zone);
  // en-CA writes Y-m-d. Made once per zone: making one is slow, and a list of schedules asks once per row.
  if (!format) dayFormats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone })));
  return format.format(at);
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) clocks in `zone` show at `at`, summer time included. */
export function hourOf(at: Date | number, zone: string): number {
  let format = hourFormats.get(zone);
  if (!format)
    hourFormats.set(
      zone,
      (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' })),
    );
  return Number(format.format(at));
}
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The first and last day of a month (`2026-02` → 2026-02-01 … 2026-02-28), both inclusive. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return { from: `${month}-01`, to: ymd(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate()) };
}

/** The month `offset` months from `month` (`YYYY-MM`; negative goes back). */
export function addMonths(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `YYYY-MM` of the month `offset` months from `at`'s, in this program's calendar (the browser's: the person's). */
export const monthFrom = (at: Date, offset: number): string =>
  addMonths(ymd(at.getFullYear(), at.getMonth() + 1, 1).slice(0, 7), offset);

/** The calendar day `days` after `day` (YYYY-MM-DD; negative goes back): date arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
