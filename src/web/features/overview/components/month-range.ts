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
