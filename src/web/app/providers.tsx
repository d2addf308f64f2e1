import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { isApiError } from '../lib/api-error';
import { connectLiveEvents } from '../lib/events';
import { createQueryClient } from '../lib/query-client';
import { prefetchFirstScreen } from './first-screen';

/** A read refused for want of a login sends the person to the login screen, then back where they were. */
const onQueryError = (error: unknown) => {
  if (isApiError(error) && error.code === 'login_required' && !location.pathname.startsWith('/login')) {
    navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }
};

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient(onQueryError);
    prefetchFirstScreen(client, location.pathname);
    return client;
  });
  useEffect(() => connectLiveEvents(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
