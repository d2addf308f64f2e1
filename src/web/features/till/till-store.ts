import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Capture, SavedCapture, TillBusiness } from './capture';

/** What the till keeps on the phone beside its captures: the person's last choices, for when it is offline. */
export interface TillMeta {
  business: string;
  businesses: TillBusiness[];
  saved: SavedCapture;
}

/** The captures kept on the phone: the queue's only memory (the upload queue takes it injected, tests an in-memory one). */
export interface CaptureStore {
  all(): Promise<Capture[]>;
  get(id: string): Promise<Capture | undefined>;
  put(capture: Capture): Promise<void>;
  remove(id: string): Promise<void>;
  meta<K extends keyof TillMeta>(key: K): Promise<TillMeta[K] | undefined>;
  setMeta<K extends keyof TillMeta>(key: K, value: TillMeta[K]): Promise<void>;
}

interface TillDb extends DBSchema {
  captures: { key: string; value: Capture };
  meta: { key: keyof TillMeta; value: TillMeta[keyof TillMeta] };
}

/**
 * IndexedDB through idb: the photos survive a closed tab, a sleeping phone and a restart. Nothing of it is in the
 * service worker's caches, and no answer of the BFF is kept here but the reading of a capture not yet saved.
 */
export function indexedDbStore(name = 'invoice-desk-till'): CaptureStore {
  let opened: Promise<IDBPDatabase<TillDb>> | undefined;
  const db = () =>
    (opened ??= openDB<TillDb>(name, 1, {
      upgrade(d) {
        d.createObjectStore('captures', { keyPath: 'id' });
        d.createObjectStore('meta');
      },
    }));
  return {
    all: async () => (await (await db()).getAll('captures')).sort((a, b) => a.at - b.at),
    get: async (id) => (await db()).get('captures', id),
    put: async (capture) => void (await (await db()).put('captures', capture)),
    remove: async (id) => (await db()).delete('captures', id),
    meta: async <K extends keyof TillMeta>(key: K) =>
      (await (await db()).get('meta', key)) as TillMeta[K] | undefined,
    setMeta: async (key, value) => void (await (await db()).put('meta', value, key)),
  };
}

/** The same in memory: for tests, and for a browser without IndexedDB (a private window that refuses it). */
export function memoryStore(): CaptureStore {
  const captures = new Map<string, Capture>();
  const meta = new Map<keyof TillMeta, unknown>();
  return {
    all: async () => [...captures.values()].sort((a, b) => a.at - b.at),
    get: async (id) => captures.get(id),
    put: async (capture) => void captures.set(capture.id, capture),
    remove: async (id) => void captures.delete(id),
    meta: async <K extends keyof TillMeta>(key: K) => meta.get(key) as TillMeta[K] | undefined,
    setMeta: async (key, value) => void meta.set(key, value),
  };
}
