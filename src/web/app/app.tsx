import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { Clock } from '../../contract/clock';
import { useLocale } from '../i18n/use-t';
import { ClockProvider } from '../lib/clock';
import { Layout } from './layout';
import { Providers } from './providers';
import { AppRouter } from './router';

/**
 * The dashboard. `ssrPath` and `clock`: the page's path and moment, for the BFF's render of the first screen
 * (server-entry.tsx); the browser's own clock otherwise.
 */
export function App({ client, ssrPath, clock }: { client: QueryClient; ssrPath?: string; clock?: Clock }) {
  // Reading the language here re-renders the whole tree when it changes, so every format (lib/format.ts) follows it.
  useLocale();
  return (
    <Router ssrPath={ssrPath}>
      <ClockProvider clock={clock}>
        <Providers client={client}>
          <Layout>
            <AppRouter />
          </Layout>
        </Providers>
      </ClockProvider>
    </Router>
  );
}
