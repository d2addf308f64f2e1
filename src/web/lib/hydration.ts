import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { timeZoneCookie } from '../../contract/locales';

/**
 * What differs between the first screen as the BFF renders it (server-entry.tsx) and as the browser goes on to show
 * it. While the browser takes over the server's HTML (hydration) it renders exactly what the server did; React then
 * renders these parts again with the browser's own values (useSyncExternalStore's server snapshot).
 */
const nothingChanges = () => () => {};

/** The time zone the server rendered the page in (set before the server's render and the browser's hydration). */
let pageZone: string | undefined;
/** Whether the page's zone shows the same clock as the person's own, now: then it stays, and needs no Intl to tell. */
let sameClock = false;
export const renderInZone = (zone: string | undefined, same = false): void => {
  pageZone = zone;
  sameClock = same;
};

/**
 * The zone to show clock times and today's date in: the page's while it is taken over, then the person's own
 * (undefined) — unless the page's shows the same clock, when it stays the page's (its texts came with the page).
 */
export const useTimeZone = (): string | undefined =>
  useSyncExternalStore(nothingChanges, () => (sameClock ? pageZone : undefined), () => pageZone);

/**
 * False in the server's render and the take-over that follows it (and a browser's own first render), true once mounted:
 * set in a transition, so what it brings in renders in slices that yield, never as one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** Tells the BFF the person's time zone for the next page it renders (contract/locales.ts). */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  document.cookie = `${timeZoneCookie}=${encodeURIComponent(zone)}; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax`;
}
