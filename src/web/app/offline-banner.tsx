import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../i18n/use-t';
import { isUnreachable } from '../lib/api-error';

/** How often failed reads are asked again while the service is unreachable. */
const recheckMs = 5_000;

/** Failed for want of the service: finally, or on an attempt its retries are still working through. */
const failedUnreachable = (q: Query) =>
  isUnreachable(q.state.fetchFailureReason) || (q.state.status === 'error' && isUnreachable(q.state.error));

/**
 * A line under the header while reads fail because the invoicing service cannot be reached. It asks the failed
 * reads again every few seconds, so the pages fill in by themselves once the service is back — no reload needed.
 */
export function OfflineBanner() {
  const t = useT();
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const isOffline = () => cache.findAll({ predicate: failedUnreachable }).length > 0;
  // The server's render of the first screen (first-screen/server-entry.tsx) holds only answered reads: the same snapshot serves it.
  const offline = useSyncExternalStore(subscribe, isOffline, isOffline);

  useEffect(() => {
    if (!offline) return;
    const timer = setInterval(() => {
      void queryClient.refetchQueries({
        predicate: (q) => failedUnreachable(q) && q.state.fetchStatus === 'idle',
      });
    }, recheckMs);
    return () => clearInterval(timer);
  }, [offline, queryClient]);

  if (!offline) return null;
  return (
    <div role="alert" className="shell-offline">
      <p>{t('shell.offline.banner')}</p>
    </div>
  );
}
