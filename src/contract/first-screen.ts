import type { Locale } from './locales';

/**
 * The BFF's render of the first screen a person opens: the app's own components (web/first-screen/server-entry.tsx,
 * built by `vite build --ssr` into the built app's `.server/`), given one context per request. The BFF's side of it
 * lives in bff/features/site/, the app's in web/first-screen/.
 */
export interface FirstScreenInput {
  /** The page's path and query string, as the browser asked for it. */
  url: string;
  locale: Locale;
  zone: string;
  /** The moment the page is drawn at, from the BFF's clock (what is "today", how many days overdue). */
  now: Date;
  /** The locale its dates and numbers are written in (locales.ts formatLocaleFor); the language alone without it. */
  formatLocale?: string;
  /**
   * The answer to one of the screen's reads (a BFF path under /api, query included), as the BFF gives it to the person
   * asking, from its mirror: rejects when the BFF would not answer it 200 (the render then leaves the page to the
   * browser).
   */
  read: (path: string) => Promise<unknown>;
}

/** What the page carries for the browser's take-over (one JSON element, `pageDataId`). */
export interface FirstScreenData {
  /** The render's query cache, dehydrated (TanStack Query): the browser hydrates its own from it. */
  state: unknown;
  /** What each format call of the render gave (web/lib/format.ts), for the browser to take the page over without Intl. */
  formats: Record<string, string>;
}

export interface FirstScreen extends FirstScreenData {
  html: string;
  title: string;
  /**
   * What the browser's take-over of this screen loads beyond the first screen's code (the overview's: none): the
   * screen's module, as Vite's manifest names it, and its words (catalogue namespaces). The page preloads them.
   */
  screen?: { module: string; words: readonly string[] };
}

/** Undefined when the page is not one the render draws, or its reads cannot make the whole first screen. */
export type RenderFirstScreen = (input: FirstScreenInput) => Promise<FirstScreen | undefined>;

/** The element of the page that carries the render's data: the BFF writes it, the app reads it. */
export const pageDataId = 'desk-first-screen';
