import type { QueryClient } from '@tanstack/react-query';
import { useLocale } from '../i18n/use-t';
import { Layout } from './layout';
import { Providers } from './providers';
import { AppRouter } from './router';

export function App({ client }: { client: QueryClient }) {
  // Reading the language here re-renders the whole tree when it changes, so every format (lib/format.ts) follows it.
  useLocale();
  return (
    <Providers client={client}>
      <Layout>
        <AppRouter />
      </Layout>
    </Providers>
  );
}
