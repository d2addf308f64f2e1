/** `YYYY-MM` of a date in the person's calendar. */
export const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** The last 12 months, the current one included, oldest first: the overview's default range. */
export function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => monthOf(new Date(now.getFullYear(), now.getMonth() - 11 + i, 1)));
}

/** The first and last day of a month, for list filters: `2026-02` → 2026-02-01 … 2026-02-28. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const monthName = new Intl.DateTimeFormat(typeof navigator === 'undefined' ? 'en' : navigator.language, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2026-11` → "Nov 2026" the person's way. */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** Whole days from `ymd` to today (both calendar days). */
export const daysSince = (ymd: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${ymd}T00:00:00Z`)) / 86_400_000);
