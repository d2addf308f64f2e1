import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { subscribeWaiting, waitingCount } from './waiting-count';

/**
 * Beside the menu's "Capture receipt": how many captures wait on this phone (none drawn by the BFF's render). While
 * some wait, the till's queue (its own chunk) is started on whichever page is open, so they go up from there too.
 */
export function WaitingBadge() {
  const t = useT();
  const qc = useQueryClient();
  const count = useSyncExternalStore(subscribeWaiting, waitingCount, () => 0);
  const waiting = count > 0;
  useEffect(() => {
    if (waiting) void import('./use-till').then((till) => till.sendWaiting(qc));
  }, [waiting, qc]);
  if (!waiting) return null;
  return (
    <span className="shell-badge" data-testid="nav-till-waiting">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> {t('shell.nav.waiting', { count })}</span>
    </span>
  );
}
