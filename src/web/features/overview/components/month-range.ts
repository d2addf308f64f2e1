import { monthFrom } from '../../../../contract/clock';

/** The last 12 months, the current one included, oldest first: the overview's default range. */
export const lastTwelveMonths = (now: Date): string[] =>
  Array.from({ length: 12 }, (_, i) => monthFrom(now, i - 11));

/**
 * The months a pack can be chosen for, newest first: the current one and the three years before it. (A list, not a
 * month field: Chromium's month field loads its calendar data as it first draws, and other browsers show a plain
 * text box.)
 */
export const packMonths = (now: Date): string[] => Array.from({ length: 37 }, (_, i) => monthFrom(now, -i));
