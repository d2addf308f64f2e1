import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * A screen drawn as the browser would show it at `path` (its search included), with a query client of its own that
 * does not retry; the location it answers, recorded, to read where the screen went.
 */
export function renderAt(path: string, screen: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={qc}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {screen}
      </Router>
    </QueryClientProvider>,
  );
  return location;
}
