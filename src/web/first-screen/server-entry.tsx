import { setupI18n } from '@lingui/core';
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { homeBusiness } from '../../contract/app-paths';
import { fixedClock } from '../../contract/clock';
import type { FirstScreen, FirstScreenInput, RenderFirstScreen } from '../../contract/first-screen';
import { App } from '../app/app';
import { routeAt, type Screen } from '../app/router';
import { overviewQuery } from '../features/overview/api/overview-queries';
import { loadCatalogues } from '../i18n/load';
import type { MessageId } from '../i18n/messages';
import { recordFormats } from '../lib/format';
import { createQueryClient } from '../lib/query-client';
import { PageProvider, type PageContext } from './page-context';
import { prefetchFirstScreen } from './reads';

/**
 * The first screen (a business's overview) rendered by the BFF into the page it sends (bff/page/), so the figures
 * paint as soon as the HTML and the styles arrive, before the app's code has come and run; the browser then takes that
 * HTML over (start.tsx, hydrateRoot) from the same query cache (dehydrated into the page) instead of drawing it again.
 * Built by `vite build --ssr`.
 *
 * Everything a render touches is its own: a query client whose reads the BFF answers (`read`), a Lingui instance, the
 * zone and the clock (one PageContext). With one read not answered (an error the browser should show, or no such
 * business) it renders nothing and the browser draws the page as on any other path.
 */
export const renderFirstScreen: RenderFirstScreen = async ({
  url,
  locale,
  zone,
  now,
  formatLocale,
  read,
}) => {
  const [path = '', search = ''] = url.split('?');
  const route = routeAt(path);
  if (!route || !drawnTitles.has(route.title)) return undefined;
  const business = homeBusiness(path);
  const i18n = setupI18n();
  // `months` too: the words of the overview below the fold, whose texts with values this render records for the page.
  const words = 'words' in route.screen ? route.screen.words : [];
  const [, screen, BelowFold] = await Promise.all([
    loadCatalogues(i18n, locale, ['shell', 'overview', 'months', ...words]),
    takeOverOf(route.screen),
    business ? import('../features/overview/components/below-fold').then((m) => m.default) : undefined,
  ]);
  i18n.activate(locale);
  const { client, wanted } = pageClient(read);
  await prefetchFirstScreen(client, path);
  const page: PageContext = { i18n, zone, sameClock: false, clock: fixedClock(now) };
  let html = '';
  const draw = () =>
    recordFormats(locale, formatLocale ? [formatLocale] : [], () => {
      html = renderToString(
        <StrictMode>
          <App client={client} page={page} ssrPath={path} ssrSearch={search} />
        </StrictMode>,
      );
      if (!business || !BelowFold) return;
      // The browser draws what is below the fold itself, once it has taken the page over (its own chunk): rendered here
      // only for its texts, so that drawing needs no Intl either.
      const figures = client.getQueryData(overviewQuery(business).queryKey)?.data;
      renderToString(
        <Router ssrPath={path}>
          <PageProvider page={page}>
            <QueryClientProvider client={client}>
              <BelowFold
                business={business}
                rows={figures?.months ?? []}
                paidFrom={figures?.paid_known_from ?? null}
              />
            </QueryClientProvider>
          </PageProvider>
        </Router>,
      );
    });
  // What a screen reads shows in its render: each read it asked for is answered, and the screen drawn again, until it
  // asks for nothing more (a list's rows, then what they need).
  let formats = draw();
  for (let pass = 0; pass < 3; pass++) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && wanted(q));
    if (!asked.length) break;
    await Promise.all(asked.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey })));
    formats = draw();
  }
  if (
    !client
      .getQueryCache()
      .getAll()
      .every((q) => q.state.status === 'success' || !wanted(q))
  )
    return undefined;
  // A part that failed or waited in this render is sent as its fallback, for the browser to draw: not a drawn page.
  if (html.includes(clientRenderedPart)) return undefined;
  const title = i18n._('shell.title.page', { page: i18n._(route.title), app: i18n._('shell.app.name') });
  // The reader goes no further than this render: the page carries the answers, not the function (query meta).
  const state = dehydrate(client);
  client.clear();
  return {
    html,
    title,
    formats,
    screen,
    state: { ...state, queries: state.queries.map(({ meta: _, ...query }) => query) },
  };
};

/** React's mark of a Suspense boundary the server could not render (an error, or code or data not there yet). */
const clientRenderedPart = '<!--$!-->';

// The screens' route modules (app/router.tsx) by the names Vite's manifest gives them; the overview's is in the entry.
const routeModules = import.meta.glob([
  '/src/web/app/routes/*-route.tsx',
  '!/src/web/app/routes/overview-route.tsx',
]);

/** A lazy screen's code, loaded for this render, and what the browser's take-over of it loads (its module and words). */
async function takeOverOf(screen: ComponentType | Screen): Promise<FirstScreen['screen']> {
  if (!('load' in screen)) return undefined;
  const module = await screen.load();
  for (const [file, load] of Object.entries(routeModules))
    if ((await load()) === module) return { module: file.slice(1), words: screen.words };
  return undefined;
}

/**
 * The screens a page opened by URL arrives drawn with: the overview, the lists, an invoice, an expense, the new-invoice
 * form, the schedules, the reports (each of their pages) and the settings. (A file dropped on a drawn drop zone before
 * the take-over is held for it: public/hold-drops.js.)
 */
const drawnTitles = new Set<MessageId>([
  'shell.nav.overview',
  'shell.nav.invoices',
  'shell.title.invoice',
  'shell.title.newInvoice',
  'shell.nav.expenses',
  'shell.title.expense',
  'shell.nav.recurring',
  'shell.nav.reports',
  'shell.nav.settings',
]);

/**
 * A query client of this render's own, whose every read the BFF answers (never the network), none retried; `wanted`
 * tells a read some part of the render asked for, enabled. (Not the query's own options: two parts may share a read,
 * one of them holding it back, and a query keeps the options of the part that rendered last.)
 */
function pageClient(read: FirstScreenInput['read']): {
  client: QueryClient;
  wanted: (query: Query) => boolean;
} {
  const client = createQueryClient();
  // Nothing the render draws mounts: an answer stale at once (`staleTime: 0`) is not drawn as being asked again, as
  // the browser's take-over does not ask it again either (page-data.ts).
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, refetchOnMount: false, meta: { read } },
  });
  const asked = new Map<string, Set<unknown>>();
  const defaults = client.defaultQueryOptions.bind(client);
  // Every part's useQuery passes its options through here as it renders; so does a look at the cache (a query key
  // alone, no way to read: not a part asking).
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    if (options.queryFn)
      asked.set(defaulted.queryHash, (asked.get(defaulted.queryHash) ?? new Set()).add(defaulted.enabled));
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  const wanted = (query: Query) =>
    [...(asked.get(query.queryHash) ?? [(query.options as { enabled?: unknown }).enabled])].some(
      (enabled) =>
        (typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled) !== false,
    );
  return { client, wanted };
}
