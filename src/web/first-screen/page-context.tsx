import { i18n as appI18n, type I18n } from '@lingui/core';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Clock } from '../../contract/clock';
import { ClockProvider } from '../lib/clock';

/**
 * One page's context, made once per request by the BFF's render (server-entry.tsx) and once per page load by the
 * browser's take-over (start.tsx): its words (a Lingui instance), the time zone it was drawn in, and its clock. Nothing
 * of it is module state, so two pages the BFF draws at once never share their language or zone.
 */
export interface PageContext {
  /** Its Lingui instance: the app's one in the browser, a fresh one per page the BFF draws (i18n/use-t.ts reads it). */
  i18n: I18n;
  /** The time zone the BFF drew the page in (none: the browser draws the page itself). */
  zone: string | undefined;
  /** Whether the page's zone shows the same clock as the person's own, now: then it stays, and needs no Intl to tell. */
  sameClock: boolean;
  /** The BFF's moment for a page it draws; the browser's own clock otherwise. */
  clock?: Clock;
}

/** A tree without a provider (a component's test) is the browser drawing a page itself. */
const Page = createContext<PageContext>({ i18n: appI18n, zone: undefined, sameClock: false });

export const usePage = (): PageContext => useContext(Page);

export function PageProvider({ page, children }: { page: PageContext; children: ReactNode }) {
  return (
    <Page.Provider value={page}>
      <ClockProvider clock={page.clock}>{children}</ClockProvider>
    </Page.Provider>
  );
}

/*
 * What differs between the first screen as the BFF draws it and as the browser goes on to show it: while the browser
 * takes over the server's HTML (hydration) it renders exactly what the server did; React then renders these parts again
 * with the browser's own values (useSyncExternalStore's server snapshot).
 */
const nothingChanges = () => () => {};

/** `own()` as the browser has it, read at every render; `drawn`, what the BFF drew, while the page is taken over. */
export const useAfterTakeOver = <T,>(own: () => T, drawn: T): T =>
  useSyncExternalStore(nothingChanges, own, () => drawn);

/**
 * The zone to show clock times and today's date in: the page's while it is taken over, then the person's own
 * (undefined) — unless the page's shows the same clock, when it stays the page's (its texts came with the page).
 */
export function useTimeZone(): string | undefined {
  const { zone, sameClock } = usePage();
  return useAfterTakeOver(() => (sameClock ? zone : undefined), zone);
}

/**
 * False in the server's render and the take-over that follows it (and a browser's own first render), true once mounted:
 * set in a transition, so what it brings in renders in slices that yield, never as one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
