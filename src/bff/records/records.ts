import type { WebhookEvent } from '../../contract/events';
import { BffHttpError } from '../errors';
import type { JsonAnswer } from '../upstream/normalise';
import { AnswerCache } from './answer-cache';
import { Deliveries, type Verdict } from './deliveries';
import { type ReadPath, readOf, resourceOf } from './paths';
import type { Kind, RecordOf } from './rows';
import type { RecordStore } from './store';

export interface RecordsOptions {
  /** How often page 1 of each kind is read: without webhooks (quiet) and with a webhook secret (live). */
  checkMs: { quiet: number; live: number };
}

/** A check may run a little late (the budget, a slow page): the mirror stays fresh that much longer. */
const graceMs = 15_000;
const pageSize = 50;

const answerOf = (text: string): JsonAnswer => ({
  status: 200,
  body: JSON.parse(text) as unknown,
  text,
  waitedMs: 0,
});
const isRecord = (v: unknown): v is { id: string; updated_at: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { id?: unknown }).id === 'string' &&
  typeof (v as { updated_at?: unknown }).updated_at === 'number';

/**
 * The one home of record state. Fed by one typed event path (`onEvent`, verified webhooks) and by every answer that
 * passes through the BFF (`learn`, `failed`); answers list and detail reads from the mirror while it is fresh
 * (`cached`) and, when the API cannot be reached, from what it has with a notice (`fallback`).
 */
export class Records {
  /** Profile and currencies: answers that are not records. */
  readonly answers = new AnswerCache();
  private readonly deliveries = new Deliveries();

  constructor(
    readonly store: RecordStore,
    /** True when a webhook secret is configured for the business: changes reach the BFF as they happen. */
    readonly isLive: (business: string) => boolean,
    readonly options: RecordsOptions,
  ) {}

  checkEveryMs(business: string): number {
    return this.isLive(business) ? this.options.checkMs.live : this.options.checkMs.quiet;
  }

  /** Lists of this kind are answered from the mirror: it had a complete walk and page 1 was read lately. */
  fresh(business: string, kind: Kind): boolean {
    const w = this.store.walk(business, kind);
    if (w.synced_at === null || w.checked_at === null || this.store.walks.problemOf(business) !== null)
      return false;
    return Date.now() - w.checked_at * 1000 <= this.checkEveryMs(business) + graceMs;
  }

  /**
   * A GET list or detail the mirror answers without the API, or undefined (ask the API). A page past the mirror's
   * last is asked too: whoever asks for it expects more records than the mirror holds.
   */
  cached(business: string, path: string): JsonAnswer | undefined {
    const read = readOf(path);
    if (!read || !this.fresh(business, read.kind)) return undefined;
    const pastTheEnd = (page: number) =>
      page > Math.max(1, Math.ceil(this.store.count(business, read.kind) / pageSize));
    if (read.page !== undefined && pastTheEnd(read.page)) return undefined;
    return this.answerFor(business, read, '');
  }

  /**
   * The API could not be reached: the saved list or record with `mirror: {state, synced_at}` beside `data`, so the
   * page can say "showing saved data from 14:02". Lists only once a walk completed (a partial list would mislead).
   */
  fallback(business: string, path: string): JsonAnswer | undefined {
    const read = readOf(path);
    if (!read || (read.id === undefined && this.store.walk(business, read.kind).synced_at === null))
      return undefined;
    const { state, synced_at } = this.store.summary(business);
    return this.answerFor(business, read, `,"mirror":${JSON.stringify({ state, synced_at })}`);
  }

  /** The API answered a call: what it said about records goes into the mirror, and it is reachable again. */
  learn(business: string, method: string, path: string, answer: JsonAnswer): void {
    if (this.store.walks.problemOf(business) !== null) this.store.walks.problem(business, null);
    const target = resourceOf(path);
    if (!target || answer.status >= 300) return;
    if (method === 'DELETE') {
      if (target.id !== undefined) this.store.remove(business, target.kind, target.id);
      return;
    }
    const data = (answer.body as { data?: unknown } | null)?.data;
    const read = method === 'GET' ? readOf(path) : undefined;
    if (read?.page !== undefined && Array.isArray(data)) {
      this.store.putPage(business, read.kind, data.filter(isRecord) as RecordOf<Kind>[], { page: read.page });
      const total = (answer.body as { meta?: { total?: unknown } }).meta?.total;
      if (read.page === 1 && typeof total === 'number') this.store.walks.observed(business, read.kind, total);
    } else if (isRecord(data) && (read !== undefined || method === 'POST' || method === 'PUT')) {
      this.store.put(business, target.kind, data as RecordOf<Kind>);
    }
  }

  /** The API refused or failed a call: a revoked token or an unreachable API is the mirror's state; a 404 is a deletion. */
  failed(business: string, method: string, path: string, e: unknown): void {
    if (!(e instanceof BffHttpError)) return;
    if (e.code === 'token_invalid') this.store.walks.problem(business, 'token_invalid');
    else if (e.code === 'upstream_unavailable')
      this.store.walks.problem(business, `unreachable: ${e.message}`);
    const read = readOf(path);
    if (e.status === 404 && method === 'GET' && read?.id !== undefined)
      this.store.remove(business, read.kind, read.id);
  }

  /**
   * A verified webhook. Deliveries decide what is news (duplicates, late or after a delete are dropped); the mirror
   * is patched with the object exactly as delivered, and a version older than the mirror's is stale too.
   */
  onEvent(business: string, event: WebhookEvent, raw: Buffer): Verdict {
    const verdict = this.deliveries.judge(business, event.event, event.data, raw);
    if (verdict !== 'new') return verdict;
    const kind: Kind = event.event.startsWith('invoice.') ? 'invoices' : 'expenses';
    if (event.event.endsWith('.deleted')) {
      this.store.remove(business, kind, event.data.id);
      return 'new';
    }
    const data = (JSON.parse(raw.toString('utf8')) as { data: RecordOf<Kind> }).data;
    const outcome = this.store.put(business, kind, data);
    return outcome === 'older' ? 'stale' : outcome === 'deleted' ? 'after-delete' : 'new';
  }

  /** The newest `updated_at` known for an invoice: a cached PDF is served only for the version it was made from. */
  version(business: string, id: string): number | undefined {
    return this.store.invoice(business, id)?.invoice.updated_at;
  }

  /** A (re)connected business: a new token, so whatever was wrong with the old one is forgotten. */
  connected(business: string): void {
    this.store.walks.problem(business, null);
  }

  /** Disconnected: every row of the business goes. */
  disconnected(business: string): void {
    this.answers.forget(business);
    this.deliveries.forget(business);
    this.store.forget(business);
  }

  private answerFor(business: string, read: ReadPath, extra: string): JsonAnswer | undefined {
    if (read.id !== undefined) {
      const text = this.store.text(business, read.kind, read.id);
      return text === undefined ? undefined : answerOf(`{"data":${text}${extra}}`);
    }
    const { texts, total } = this.store.listPage(business, read.kind, read.page);
    const offset = (read.page - 1) * pageSize;
    const meta = {
      current_page: read.page,
      from: texts.length > 0 ? offset + 1 : null,
      last_page: Math.max(1, Math.ceil(total / pageSize)),
      path: null,
      per_page: pageSize,
      to: texts.length > 0 ? offset + texts.length : null,
      total,
    };
    return answerOf(`{"data":[${texts.join(',')}],"meta":${JSON.stringify(meta)}${extra}}`);
  }
}
