import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

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
