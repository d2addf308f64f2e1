import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { translateNow } from '../../i18n/use-t';
import { keys } from '../../lib/query-keys';
import { tillApi } from './till-api';
import { indexedDbStore, memoryStore } from './till-store';
import { type TillState, UploadQueue } from './upload-queue';
import { setWaitingCount } from './waiting-count';

const lockName = 'invoice-desk-till';
/** What the till keeps on this phone (in memory only where the browser has no IndexedDB). */
export const tillStore = typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();

/**
 * The page's one upload queue, made on first use with the browser's means: IndexedDB, Web Locks (one sender among the
 * phone's tabs), a broadcast channel (the other tabs redraw what changed), the line coming back and the app shown
 * again (what waits goes at once).
 */
function startTill(qc: QueryClient): UploadQueue {
  const others = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(lockName);
  const queue = new UploadQueue({
    store: tillStore,
    api: tillApi,
    now: () => Date.now(),
    online: () => navigator.onLine,
    later: (fn, ms) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    },
    exclusive: (fn) => (navigator.locks ? navigator.locks.request(lockName, fn) : fn()),
    words: () => ({
      receipt: translateNow('till.standIn.receipt'),
      toCheck: translateNow('till.standIn.toCheck'),
    }),
    changed: (state) => {
      setWaitingCount(state.captures.length);
      others?.postMessage('changed');
    },
    madeExpense: (business) => {
      void qc.invalidateQueries({ queryKey: keys.expenses.all(business) });
      void qc.invalidateQueries({ queryKey: keys.overview.all(business) });
    },
  });
  const counted = () => setWaitingCount(queue.snapshot().captures.length);
  others?.addEventListener('message', () => void queue.refresh().then(counted));
  addEventListener('online', () => void queue.wake());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void queue.wake();
  });
  void queue.refresh().then(() => {
    counted();
    queue.kick();
  });
  return queue;
}

let running: UploadQueue | undefined;
const tillOf = (qc: QueryClient) => (running ??= startTill(qc));

/** Sends what waits on the phone from whichever page is open (the menu's badge starts it: waiting-badge.tsx). */
export const sendWaiting = (qc: QueryClient): void => void tillOf(qc);

/** The upload queue and what it holds, redrawn as it changes. */
export function useTill(): { queue: UploadQueue; state: TillState } {
  const queue = tillOf(useQueryClient());
  const state = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  return { queue, state };
}
