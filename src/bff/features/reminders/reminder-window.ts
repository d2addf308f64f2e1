import { hourOf } from '../../../contract/clock';
import type { ReminderSettings } from '../../../contract/reminders';
import type { StoredEmail } from '../mail';
import type { ReminderBook } from './reminder-book';

type Window = ReminderSettings['window'];

/** Whether automatic reminders may go at `atMs` (a `null` window: any time). */
export const inWindow = (atMs: number, window: Window, zone: string): boolean => {
  if (!window) return true;
  const hour = hourOf(atMs, zone);
  return hour >= window.from_hour && hour < window.to_hour;
};

/** Whether today's window is over at `atMs`: what waits goes tomorrow at the earliest. */
export const windowOverToday = (atMs: number, window: Window, zone: string): boolean =>
  window !== null && hourOf(atMs, zone) >= window.to_hour;

const quarterMs = 15 * 60_000;

/**
 * The first moment from `atMs` on inside the window in `zone`: `atMs` itself, or the start of the hour the window
 * next opens. Every zone is a whole number of quarter hours from UTC, so a local hour starts on a UTC quarter hour.
 */
export function nextInWindow(atMs: number, window: Window, zone: string): number {
  if (inWindow(atMs, window, zone)) return atMs;
  for (let t = Math.ceil(atMs / quarterMs) * quarterMs; t < atMs + 2 * 86_400_000; t += quarterMs)
    if (inWindow(t, window, zone)) return t;
  return atMs; // a window the contract allows is open every day: never reached
}

/** When a retry of a message may go: an automatic reminder's at its window's next opening, any other's at once. */
export const reminderRetryTime =
  (book: Pick<ReminderBook, 'automatic' | 'settings'>, zoneOf: (business: string) => string) =>
  (e: StoredEmail, atMs: number): number =>
    e.kind === 'reminder' && book.automatic(e.id)
      ? nextInWindow(atMs, book.settings(e.business).window, zoneOf(e.business))
      : atMs;
