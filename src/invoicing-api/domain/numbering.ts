/** What the store knows about one series when a number is needed. */
export interface SeriesState {
  counter: number | undefined; // the series counter: the next number to hand out, when one exists
  highest: number | undefined; // the highest number in use in the series
  isTaken: (n: number) => boolean;
}

/**
 * The next automatic number: the series counter if it exists, else the highest in the series + 1, else 1.
 * Numbers taken explicitly meanwhile are stepped over, so an automatic number never collides.
 */
export function nextAutoNumber(s: SeriesState): number {
  let n = s.counter ?? (s.highest === undefined ? 1 : s.highest + 1);
  while (s.isTaken(n)) n++;
  return n;
}

/** After a delete the counter is recalculated from what remains, so the newest number can be reused. */
export const counterAfterDelete = (highestRemaining: number | undefined): number | undefined =>
  highestRemaining === undefined ? undefined : highestRemaining + 1;
