import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { homeBusiness } from '../contract/app-paths';
import { fixedClock } from '../contract/clock';
import { overviewReads, type RenderFirstScreen } from '../contract/overview';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-screen';
import { createQueryClient } from './lib/query-client';
import { overviewQuery } from './features/overview/api/overview-queries';
import BelowFold from './features/overview/components/below-fold';
import { loadCatalogues } from './i18n/load';
import { ClockProvider } from './lib/clock';
import { formatFor, recordFormats } from './lib/format';
import { renderInZone } from './lib/hydration';
import { holdPageAnswers } from './lib/page-answers';

/**
 * The first screen (a business's overview) rendered by the BFF into the page it sends (bff/routes/app-page.ts), so
 * the figures paint as soon as the HTML and the styles arrive, before the app's code has come and run; the browser
 * then takes that HTML over (start.tsx, hydrateRoot) instead of drawing it again. Built by `vite build --ssr`.
 *
 * It renders only from the answers the page carries, never a network read: with one of them missing (an error the
 * browser should show, or no such business) it renders nothing and the browser draws the page as on any other path.
 */
export const renderFirstScreen: RenderFirstScreen = async ({ path, locale, zone, answers, now, formatLocale }) => {
  const business = homeBusiness(path);
  if (!business || !overviewReads(business).every((read) => Object.hasOwn(answers, read))) return undefined;
  // `months` too: the words of the part below the fold, whose texts with values this render records for the page.
  await loadCatalogues(locale, ['shell', 'overview', 'months']);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // Each read is answered from `answers` as it starts (synchronously, before any other page's render can run), the
  // page's own answers are put away at once: a read that did not take its answer then fails, and nothing renders.
  holdPageAnswers(answers);
  const reads = prefetchFirstScreen(client, path);
  holdPageAnswers({});
  await reads;
  if (!client.getQueryCache().getAll().every((q) => q.state.status === 'success')) return undefined;
  // From here to the string, one synchronous run: no other page's render can switch the language or zone meanwhile.
  i18n.activate(locale);
  formatFor(formatLocale ? [formatLocale] : []);
  renderInZone(zone);
  const clock = fixedClock(now);
  let html = '';
  const formats = recordFormats(() => {
    html = renderToString(
      <StrictMode>
        <App client={client} ssrPath={path} clock={clock} />
      </StrictMode>,
    );
    // The browser draws what is below the fold itself, once it has taken the page over (its own chunk): rendered here
    // only for its texts, so that drawing needs no Intl either.
    const figures = client.getQueryData(overviewQuery(business).queryKey)?.data;
    renderToString(
      <Router ssrPath={path}>
        <ClockProvider clock={clock}>
          <QueryClientProvider client={client}>
            <BelowFold business={business} rows={figures?.months ?? []} paidFrom={figures?.paid_known_from ?? null} />
          </QueryClientProvider>
        </ClockProvider>
      </Router>,
    );
  });
  const title = i18n._('shell.title.page', { page: i18n._('shell.nav.overview'), app: i18n._('shell.app.name') });
  client.clear();
  return { html, title, formats };
};
