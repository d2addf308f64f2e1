import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { PageProvider, type PageContext } from '../first-screen/page-context';
import { useLocale } from '../i18n/use-t';
import { Layout } from './layout';
import { Providers } from './providers';
import { AppRouter } from './router';

/**
 * The dashboard, in one page's context (its words, zone and clock: first-screen/page-context.tsx). `ssrPath` and
 * `ssrSearch`: the page's path and query string, for the BFF's render of it (first-screen/server-entry.tsx).
 */
export function App({
  client,
  page,
  ssrPath,
  ssrSearch,
}: {
  client: QueryClient;
  page: PageContext;
  ssrPath?: string;
  ssrSearch?: string;
}) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <PageProvider page={page}>
        <Providers client={client}>
          <Dashboard />
        </Providers>
      </PageProvider>
    </Router>
  );
}

function Dashboard() {
  // Reading the language here re-renders the whole tree when it changes, so every format (lib/format.ts) follows it.
  useLocale();
  return (
    <Layout>
      <AppRouter />
    </Layout>
  );
}
