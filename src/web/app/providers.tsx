import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { isApiError } from '../lib/api-error';
import { createQueryClient } from '../lib/query-client';

/** A read refused for want of a login sends the person to the login screen, then back where they were. */
const onQueryError = (error: unknown) => {
  if (isApiError(error) && error.code === 'login_required' && !location.pathname.startsWith('/login')) {
    navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }
};

/** The dashboard's one query client, made as the page boots so the first screen's reads start with it (start.tsx). */
export const createDeskQueryClient = () => createQueryClient(onQueryError);

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  // The live events and the cache updates they drive come in a chunk of their own, once the first screen is on
  // its way: nothing the first paint needs.
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    let closed = false;
    void import('../lib/events').then(({ connectLiveEvents }) => {
      if (!closed) disconnect = connectLiveEvents(client);
    });
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
