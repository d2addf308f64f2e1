import { setupI18n } from '@lingui/core';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { homeBusiness } from '../../contract/app-paths';
import { fixedClock } from '../../contract/clock';
import type { FirstScreenInput, RenderFirstScreen } from '../../contract/first-screen';
import { App } from '../app/app';
import { overviewQuery } from '../features/overview/api/overview-queries';
import BelowFold from '../features/overview/components/below-fold';
import { loadCatalogues } from '../i18n/load';
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
export const renderFirstScreen: RenderFirstScreen = async ({ url, locale, zone, now, formatLocale, read }) => {
  const path = url.split('?')[0] ?? '';
  const business = homeBusiness(path);
  if (!business) return undefined;
  const i18n = setupI18n();
  // `months` too: the words of the part below the fold, whose texts with values this render records for the page.
  await loadCatalogues(i18n, locale, ['shell', 'overview', 'months']);
  i18n.activate(locale);
  const client = pageClient(read);
  await prefetchFirstScreen(client, path);
  if (!client.getQueryCache().getAll().every((q) => q.state.status === 'success')) return undefined;
  const page: PageContext = { i18n, zone, sameClock: false, clock: fixedClock(now) };
  let html = '';
  const formats = recordFormats(locale, formatLocale ? [formatLocale] : [], () => {
    html = renderToString(
      <StrictMode>
        <App client={client} page={page} ssrPath={path} />
      </StrictMode>,
    );
    // The browser draws what is below the fold itself, once it has taken the page over (its own chunk): rendered here
    // only for its texts, so that drawing needs no Intl either.
    const figures = client.getQueryData(overviewQuery(business).queryKey)?.data;
    renderToString(
      <Router ssrPath={path}>
        <PageProvider page={page}>
          <QueryClientProvider client={client}>
            <BelowFold business={business} rows={figures?.months ?? []} paidFrom={figures?.paid_known_from ?? null} />
          </QueryClientProvider>
        </PageProvider>
      </Router>,
    );
  });
  const title = i18n._('shell.title.page', { page: i18n._('shell.nav.overview'), app: i18n._('shell.app.name') });
  // The reader goes no further than this render: the page carries the answers, not the function (query meta).
  const state = dehydrate(client);
  client.clear();
  return { html, title, formats, state: { ...state, queries: state.queries.map(({ meta: _, ...query }) => query) } };
};

/** A query client of this render's own, whose every read the BFF answers (never the network), none retried. */
function pageClient(read: FirstScreenInput['read']): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, meta: { read } } });
  return client;
}
