import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { CameraIcon } from './camera-icon';
import { subscribeWaiting, waitingCount } from './waiting-count';

/**
 * The menu's way to the till: its words on a phone (the menu folds there), on a wider screen a camera with the count
 * of photos waiting, shown only while some wait (styles.css: the sections stay one row in every language).
 */
export function TillLink() {
  const t = useT();
  return (
    <Link href="/capture" className="shell-nav-link shell-till" title={t('shell.nav.capture')}>
      <CameraIcon className="shell-till-icon" />
      <span className="shell-till-words">{t('shell.nav.capture')}</span>
      <WaitingBadge />
    </Link>
  );
}

/**
 * How many captures wait on this phone (none drawn by the BFF's render). While some wait, the till's queue (its own
 * chunk) is started on whichever page is open, so they go up from there too.
 */
function WaitingBadge() {
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
