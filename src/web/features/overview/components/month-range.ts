/** `YYYY-MM` of a date in the person's calendar. */
const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** The last 12 months, the current one included, oldest first: the overview's default range. */
export function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => monthOf(new Date(now.getFullYear(), now.getMonth() - 11 + i, 1)));
}

/**
 * The months a pack can be chosen for, newest first: the current one and the three years before it. (A list, not a
 * month field: Chromium's month field loads its calendar data as it first draws, 50 ms here and four times that on a
 * phone, and other browsers show a plain text box.)
 */
export function packMonths(now = new Date()): string[] {
  return Array.from({ length: 37 }, (_, i) => monthOf(new Date(now.getFullYear(), now.getMonth() - i, 1)));
}

/** The first and last day of a month, for list filters: `2026-02` → 2026-02-01 … 2026-02-28. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
