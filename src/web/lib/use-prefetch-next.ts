import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRateLimitUntil } from './rate-limit-store';

/**
 * Fetches a list's next page when the browser is idle (if the cache does not hold it at all), unless the API's
 * budget is being waited for. The fetch is marked background (lib/read-options): no one waits for it yet.
 */
export function usePrefetchNext(
  b: string,
  page: number,
  lastPage: number | undefined,
  prefetch: (qc: QueryClient, b: string, page: number) => Promise<unknown>,
) {
  const qc = useQueryClient();
  const waiting = useRateLimitUntil(b) > 0;
  useEffect(() => {
    if (waiting || lastPage === undefined || page >= lastPage) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 300));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void prefetch(qc, b, page + 1));
    return () => cancel(handle);
  }, [qc, b, page, lastPage, waiting, prefetch]);
}
