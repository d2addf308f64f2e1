import { i18n } from '@lingui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { isLocale } from '../../contract/locales';
import { App } from '../app/app';
import { activateLocale, initialLocale, loadNamespaces } from '../i18n/load';
import { formatFor, warmFormats } from '../lib/format';
import { createQueryClient } from '../lib/query-client';
import type { PageContext } from './page-context';
import { rememberTimeZone } from './time-zone';
import { prefetchFirstScreen } from './reads';

/**
 * How long the first render waits for the first screen's data once the words are in: data that comes within it is on
 * the first paint (no placeholders flashing into figures, one render instead of two); slower data never holds the page
 * back longer, the placeholders show until it comes.
 */
const firstDataWaitMs = 600;

/**
 * Starts the dashboard in the page (main.tsx loads this module once React is evaluated): takes over the HTML the BFF
 * rendered, or draws the page itself. Its React root, once it is on its way.
 */
export function start(): Promise<Root> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // The BFF rendered the first screen into the page (server-entry.tsx) in this language and time zone: the app takes
  // that HTML over in the same ones, from the same query cache and format texts (no Intl in the browser for it). The
  // zone stays when its clock is the person's (the same UTC offset now), else the clock times follow the person's own
  // zone after the take-over and the BFF is told it for the next page (time-zone.ts).
  const { locale: pageLocale, zone: pageZone, zoneOffset, formatLocale = '' } = root.dataset;
  const rendered = isLocale(pageLocale) && pageZone !== undefined;
  const sameClock = Number(zoneOffset) === -new Date().getTimezoneOffset();
  const page: PageContext = { i18n, zone: rendered ? pageZone : undefined, sameClock: rendered && sameClock };

  // Dates and numbers in the person's region of the language: the page's own first, as the BFF drew it.
  formatFor([formatLocale, ...navigator.languages]);

  const client = createQueryClient();
  // Reading what the page carries (its JSON) is a task of its own after this code's evaluation: together they were one
  // long task, holding up a tap on a slow phone. Reads the page brought are fresh: the prefetch then asks for nothing.
  const firstData = new Promise((resolve) => setTimeout(resolve))
    .then(() =>
      rendered ? import('./page-data').then((page) => page.takePageData(document, client)) : undefined,
    )
    .then(() => prefetchFirstScreen(client, location.pathname));
  // The first screen (the overview) ships in this chunk, so its words come with the shell's, before the first paint.
  // (A promise, not a top-level await: that would make the bundler split every module the lazy screens share.)
  void loadNamespaces(['overview']);
  const locale = rendered ? pageLocale : initialLocale();
  // Drawing the page itself, the app needs Intl at once: its data is loaded in a task of its own meanwhile.
  if (!rendered) setTimeout(() => warmFormats(locale));
  if (!rendered || !sameClock) setTimeout(rememberTimeZone);
  return (
    activateLocale(locale)
      // A drawn page's data is in the page: its take-over waits for it (the browser's own render would not match).
      .then(() =>
        rendered ? firstData : Promise.race([firstData, new Promise((r) => setTimeout(r, firstDataWaitMs))]),
      )
      .then(() => {
        const app = (
          <StrictMode>
            <App client={client} page={page} />
          </StrictMode>
        );
        // A transition renders in slices that yield to the browser every few milliseconds, so neither taking over the
        // server's HTML nor a first render of our own is one long task holding the page (the commit to the DOM still is
        // one).
        let react: Root | undefined;
        startTransition(() => {
          if (rendered) react = hydrateRoot(root, app);
          else (react = createRoot(root)).render(app);
        });
        return react!;
      })
  );
}
