import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { useLocale } from '../i18n/use-t';
import { Layout } from './layout';
import { Providers } from './providers';
import { AppRouter } from './router';

/** The dashboard. `ssrPath`: the page's path, for the BFF's render of the first screen (server-entry.tsx). */
export function App({ client, ssrPath }: { client: QueryClient; ssrPath?: string }) {
  // Reading the language here re-renders the whole tree when it changes, so every format (lib/format.ts) follows it.
  useLocale();
  return (
    <Router ssrPath={ssrPath}>
      <Providers client={client}>
        <Layout>
          <AppRouter />
        </Layout>
      </Providers>
    </Router>
  );
}
