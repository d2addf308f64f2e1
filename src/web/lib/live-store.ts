import { useSyncExternalStore } from 'react';

/**
 * Values by key that the live events write and components read (React's `useSyncExternalStore`): what the BFF
 * announced over SSE and no query holds. `serverValue` is what the server's render of a screen, and the page's
 * take-over, read: nothing announced yet.
 */
export function liveStore<V>() {
  const values = new Map<string, V>();
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((l) => l());
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  return {
    get: (key: string) => values.get(key),
    set(key: string, value: V) {
      values.set(key, value);
      tell();
    },
    delete(key: string) {
      if (values.delete(key)) tell();
    },
    /** Makes every reader look again (a value that ran out with time). */
    tell,
    useValue: <T>(read: () => T, serverValue: () => T): T =>
      useSyncExternalStore(subscribe, read, serverValue),
  };
}
