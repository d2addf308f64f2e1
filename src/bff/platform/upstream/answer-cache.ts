import { LRUCache } from 'lru-cache';
import type { JsonAnswer } from '../json-answer';

const day = 24 * 60 * 60 * 1000;
/** What is kept and for how long: currencies a day; the profile until a refresh or a reconnect. */
const ttlOf = (path: string): number | undefined =>
  path === '/currencies' ? day : path === '/profile' ? 0 : undefined;

/** The answers that are not records (profile, currencies), per business, bounded. */
export class AnswerCache {
  private readonly answers: LRUCache<string, JsonAnswer>;

  constructor(now: () => number = () => performance.now()) {
    this.answers = new LRUCache({ max: 1000, ttlResolution: 0, perf: { now } });
  }

  static covers(path: string): boolean {
    return ttlOf(path) !== undefined;
  }

  get(business: string, path: string): JsonAnswer | undefined {
    const hit = this.answers.get(`${business} ${path}`);
    return hit && { ...hit, waitedMs: 0 };
  }

  set(business: string, path: string, answer: JsonAnswer): void {
    const ttl = ttlOf(path);
    if (ttl !== undefined && answer.status === 200) this.answers.set(`${business} ${path}`, answer, { ttl });
  }

  forget(business: string): void {
    for (const key of [...this.answers.keys()]) if (key.startsWith(`${business} `)) this.answers.delete(key);
  }
}
