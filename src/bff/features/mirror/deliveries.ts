import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export type Verdict = 'new' | 'duplicate' | 'stale' | 'after-delete';

interface Seen {
  updatedAt: number;
  digests: Set<string>;
  deleted: boolean;
}

/**
 * Webhook deliveries may repeat and arrive out of order (spec: retries, busy resources). Per business and record
 * the newest `updated_at` delivered is kept: the same (id, updated_at, body) again is a duplicate, an older
 * `updated_at` is stale, and after a `*.deleted` nothing about that record is news. Deliveries, not the mirror,
 * decide this: a change made through the BFF is already in the mirror, yet its webhook must still reach other tabs.
 * Bounded: the least recently delivered records are forgotten.
 */
export class Deliveries {
  private readonly seen: LRUCache<string, Seen>;

  constructor(max = 20_000) {
    this.seen = new LRUCache({ max });
  }

  judge(business: string, event: string, data: { id: string; updated_at?: number }, raw: Buffer): Verdict {
    const key = `${business}:${event.split('.')[0]}:${data.id}`;
    const prev = this.seen.get(key);
    if (prev?.deleted) return 'after-delete';
    if (event.endsWith('.deleted')) {
      this.seen.set(key, { updatedAt: Number.POSITIVE_INFINITY, digests: new Set(), deleted: true });
      return 'new';
    }
    const updatedAt = data.updated_at ?? 0;
    const digest = createHash('sha256').update(raw).digest('hex');
    if (prev && updatedAt < prev.updatedAt) return 'stale';
    if (prev && updatedAt === prev.updatedAt) {
      if (prev.digests.has(digest)) return 'duplicate';
      prev.digests.add(digest); // a second change within the same second: different body, same timestamp
      return 'new';
    }
    this.seen.set(key, { updatedAt, digests: new Set([digest]), deleted: false });
    return 'new';
  }

  forget(business: string): void {
    for (const key of [...this.seen.keys()]) if (key.startsWith(`${business}:`)) this.seen.delete(key);
  }
}
