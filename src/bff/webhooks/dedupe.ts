import { createHash } from 'node:crypto';

export type Verdict = 'new' | 'duplicate' | 'stale' | 'after-delete';

interface Seen {
  updatedAt: number;
  digests: Set<string>;
  deleted: boolean;
}

/**
 * Deliveries may repeat and arrive out of order (spec: retries, busy resources). Per business and record id we
 * keep the newest `updated_at` seen: the same (id, updated_at, body) again is a duplicate, an older `updated_at`
 * is stale, and after a `*.deleted` nothing about that record is news. Bounded: the oldest records are forgotten.
 */
export class Deduper {
  private readonly seen = new Map<string, Seen>();

  constructor(private readonly max = 20_000) {}

  judge(business: string, event: string, data: { id: string; updated_at?: number }, raw: Buffer): Verdict {
    const key = `${business}:${event.split('.')[0]}:${data.id}`;
    const prev = this.seen.get(key);
    if (prev?.deleted) return 'after-delete';
    if (event.endsWith('.deleted')) {
      this.remember(key, { updatedAt: Number.POSITIVE_INFINITY, digests: new Set(), deleted: true });
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
    this.remember(key, { updatedAt, digests: new Set([digest]), deleted: false });
    return 'new';
  }

  private remember(key: string, value: Seen): void {
    this.seen.delete(key);
    this.seen.set(key, value);
    if (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value as string);
  }
}
