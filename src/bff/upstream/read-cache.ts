import type { JsonAnswer } from './normalise';

/** `/invoices`, `/invoices?page=2`, `/expenses/{id}`: the reads worth sharing between tabs. */
const cacheable = /^\/(invoices|expenses)(\?page=\d+|\/[0-9a-f-]{36})?$/i;
/** Any path of a resource: its kind and, when one record is named, its id (`/expenses/{id}/file` too). */
const resourcePath = /^\/(invoices|expenses)(?:\/([0-9a-f-]{36}))?(?:[/?]|$)/i;

export type Resource = 'invoices' | 'expenses';

/** The resource and record a path or a webhook event names, if any. */
export function resourceOf(path: string): { resource: Resource; id?: string } | undefined {
  const m = resourcePath.exec(path);
  if (!m) return undefined;
  return { resource: m[1]!.toLowerCase() as Resource, ...(m[2] ? { id: m[2].toLowerCase() } : {}) };
}

interface Entry {
  until: number;
  answer: JsonAnswer;
}

/**
 * Per-business answers to GET invoice/expense lists and details, so a second tab (or a reload) does not spend the
 * API's 60-per-minute budget on what the BFF already read. Keyed by business + path, never shared between
 * businesses. A write the BFF forwards, or a verified webhook, drops the record's detail and every list of its
 * kind; the TTL bounds staleness where webhooks cannot reach the BFF (changes made elsewhere).
 * A read that was under way while something was dropped is not stored: it may predate the change.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  static covers(path: string): boolean {
    return cacheable.test(path);
  }

  get(business: string, path: string): JsonAnswer | undefined {
    const key = `${business} ${path}`;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.now()) return { ...hit.answer, waitedMs: 0 };
    this.entries.delete(key);
    return undefined;
  }

  /** Marks the start of a read: pass what it returns to `store` once the answer is in. */
  begin(business: string): number {
    return this.generations.get(business) ?? 0;
  }

  store(business: string, path: string, generation: number, answer: JsonAnswer): void {
    if (answer.status !== 200 || generation !== this.begin(business)) return;
    const key = `${business} ${path}`;
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, { until: this.now() + this.ttlMs, answer });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** A record of this kind changed (or was created, or deleted): its detail and every list of its kind go. */
  drop(business: string, resource: Resource, id?: string): void {
    this.generations.set(business, this.begin(business) + 1);
    const lists = new RegExp(`^/${resource}(\\?|$)`, 'i');
    for (const key of this.entries.keys()) {
      if (!key.startsWith(`${business} `)) continue;
      const path = key.slice(business.length + 1);
      if (lists.test(path) || (id !== undefined && path.toLowerCase() === `/${resource}/${id.toLowerCase()}`)) {
        this.entries.delete(key);
      }
    }
  }

  /** Everything of one business (disconnect, reconnect). */
  forget(business: string): void {
    this.generations.set(business, this.begin(business) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${business} `)) this.entries.delete(key);
  }
}
