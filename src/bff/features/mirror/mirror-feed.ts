import { LRUCache } from 'lru-cache';
import { pageSize } from '../../../contract/common';
import type { WebhookEvent } from '../../../contract/events';
import { BffHttpError } from '../../platform/errors';
import type { JsonAnswer } from '../../platform/json-answer';
import { AnswerCache } from '../../platform/upstream/answer-cache';
import { Deliveries, type Verdict } from './deliveries';
import type { Mirror, PutOutcome } from './mirror';
import { type ReadPath, readOf, resourceOf } from './paths';
import type { Kind, RecordOf } from './rows';

export interface MirrorFeedOptions {
  /** How often page 1 of each kind is read: without webhooks (quiet) and with a webhook secret (live). */
  checkMs: { quiet: number; live: number };
}

/** A check may run a little late (the budget, a slow page): the mirror stays fresh that much longer. */
const graceMs = 15_000;
/** Without webhooks, what the person read from the API is answered again from the mirror for this long. */
const quietReadMs = 30_000;

const answerOf = (text: string): JsonAnswer => ({
  status: 200,
  body: JSON.parse(text) as unknown,
  text,
  waitedMs: 0,
});
const readKey = (business: string, read: ReadPath) =>
  `${business} ${read.kind} ${read.id ?? `p${read.page}`}`;
const isRecord = (v: unknown): v is { id: string; updated_at: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { id?: unknown }).id === 'string' &&
  typeof (v as { updated_at?: unknown }).updated_at === 'number';

/**
 * What keeps the mirror in step with the API: fed by one typed event path (`onEvent`, verified webhooks) and by every
 * answer that passes through the gateway (`learn`, `failed`); it tells the gateway when the mirror may answer a list or
 * detail read itself (`cached`) and, when the API cannot be reached, gives what the mirror has with a notice
 * (`fallback`).
 */
export class MirrorFeed {
  /** Profile and currencies: answers that are not records. */
  readonly answers = new AnswerCache();
  private readonly deliveries = new Deliveries();
  /** The `meta.path` the API gives each business's lists, so a list from the mirror reads exactly like the API's. */
  private readonly listPaths = new Map<string, string>();
  /** `business kind` whose list the API answered since this process started: what the file says before is older. */
  private readonly listedHere = new Set<string>();
  /** Quiet businesses: the list pages and records the person's own calls read lately (`business kind page|id`). */
  private readonly readLately = new LRUCache<string, true>({
    max: 10_000,
    ttl: quietReadMs,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });

  constructor(
    readonly mirror: Mirror,
    /** True when a webhook secret is configured for the business: changes reach the BFF as they happen. */
    readonly isLive: (business: string) => boolean,
    readonly options: MirrorFeedOptions,
  ) {}

  checkEveryMs(business: string): number {
    return this.isLive(business) ? this.options.checkMs.live : this.options.checkMs.quiet;
  }

  /**
   * May the mirror answer this read? Never while in error, before a complete walk, when the API's latest total
   * disagrees with what is stored, nor before the API listed the kind since this start. With webhooks, while page 1
   * was checked lately; without them, changes made elsewhere reach the BFF only when it asks, so only what the person
   * read within 30 s.
   */
  private fresh(business: string, read: ReadPath): boolean {
    const w = this.mirror.walk(business, read.kind);
    if (w.synced_at === null || w.checked_at === null || !this.listedHere.has(`${business} ${read.kind}`))
      return false;
    if (this.mirror.walks.problemOf(business) !== null) return false;
    if (w.total !== null && w.total !== this.mirror.count(business, read.kind)) return false;
    if (!this.isLive(business)) return this.readLately.has(readKey(business, read));
    return Date.now() - w.checked_at * 1000 <= this.options.checkMs.live + graceMs;
  }

  /** A GET list or detail the mirror answers without the API, or undefined (ask the API). */
  cached(business: string, path: string): JsonAnswer | undefined {
    const read = readOf(path);
    if (!read || !this.fresh(business, read)) return undefined;
    return this.answerFor(business, read, '');
  }

  /**
   * The API could not be reached: the saved list or record with `mirror: {state, synced_at}` beside `data`, so the
   * page can say "showing saved data from 14:02". Lists only once a walk completed (a partial list would mislead).
   */
  fallback(business: string, path: string): JsonAnswer | undefined {
    const read = readOf(path);
    if (!read || (read.id === undefined && this.mirror.walk(business, read.kind).synced_at === null))
      return undefined;
    const { state, synced_at } = this.mirror.summary(business);
    return this.answerFor(business, read, `,"mirror":${JSON.stringify({ state, synced_at })}`);
  }

  /**
   * The API answered a call: what it said about records goes into the mirror, and it is reachable again.
   * `sync`: the mirror's own read (a walk, a check), not one the person made.
   */
  learn(
    business: string,
    method: string,
    path: string,
    answer: JsonAnswer,
    o: { sync?: boolean } = {},
  ): void {
    if (this.mirror.walks.problemOf(business) !== null) this.mirror.walks.problem(business, null);
    const target = resourceOf(path);
    if (!target || answer.status >= 300) return;
    if (method === 'DELETE') {
      if (target.id !== undefined) this.removed(business, target.kind, target.id);
      return;
    }
    const data = (answer.body as { data?: unknown } | null)?.data;
    const read = method === 'GET' ? readOf(path) : undefined;
    if (read?.page !== undefined && Array.isArray(data)) {
      const records = data.filter(isRecord) as RecordOf<Kind>[];
      const text = records.length === data.length ? answer.text : undefined; // the answer's text holds them in order
      this.mirror.putPage(business, read.kind, records, { page: read.page, text });
      const meta = (answer.body as { meta?: { total?: unknown; path?: unknown } }).meta;
      if (read.page === 1 && typeof meta?.total === 'number')
        this.mirror.walks.observed(business, read.kind, meta.total);
      if (typeof meta?.path === 'string') this.listPaths.set(`${business} ${read.kind}`, meta.path);
      this.listedHere.add(`${business} ${read.kind}`);
      if (!o.sync) this.readLately.set(readKey(business, read), true);
    } else if (isRecord(data) && (read !== undefined || method === 'POST' || method === 'PUT')) {
      this.stored(business, target.kind, data as RecordOf<Kind>);
      if (!o.sync) this.readLately.set(readKey(business, { kind: target.kind, id: data.id }), true);
    }
  }

  /** The API refused or failed a call: a revoked token or an unreachable API is the mirror's state; a 404 is a deletion. */
  failed(business: string, method: string, path: string, e: unknown): void {
    if (!(e instanceof BffHttpError)) return;
    if (e.code === 'token_invalid') this.mirror.walks.problem(business, 'token_invalid');
    else if (e.code === 'upstream_unavailable')
      this.mirror.walks.problem(business, `unreachable: ${e.message}`);
    const read = readOf(path);
    if (e.status === 404 && method === 'GET' && read?.id !== undefined)
      this.removed(business, read.kind, read.id);
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
      this.removed(business, kind, event.data.id);
      return 'new';
    }
    const data = (JSON.parse(raw.toString('utf8')) as { data: RecordOf<Kind> }).data;
    const outcome = this.stored(business, kind, data, true);
    return outcome === 'older' ? 'stale' : outcome === 'deleted' ? 'after-delete' : 'new';
  }

  /** A (re)connected business: a new token, so whatever was wrong with the old one is forgotten. */
  connected(business: string): void {
    this.mirror.walks.problem(business, null);
  }

  /** Disconnected: every row of the business goes. */
  disconnected(business: string): void {
    this.answers.forget(business);
    this.deliveries.forget(business);
    this.mirror.forget(business);
    for (const kind of ['invoices', 'expenses']) {
      this.listPaths.delete(`${business} ${kind}`);
      this.listedHere.delete(`${business} ${kind}`);
    }
  }

  /** A record the API says exists now (`live`: by webhook): stored, and the API's known total follows a creation. */
  private stored(business: string, kind: Kind, record: RecordOf<Kind>, live = false): PutOutcome {
    const existed = this.mirror.text(business, kind, record.id) !== undefined;
    const outcome = this.mirror.put(business, kind, record, { live });
    if (outcome === 'stored' && !existed) this.mirror.walks.adjustTotal(business, kind, 1);
    return outcome;
  }

  /** A record the API says is gone: removed for good, and the known total follows. */
  private removed(business: string, kind: Kind, id: string): void {
    const existed = this.mirror.text(business, kind, id) !== undefined;
    this.mirror.remove(business, kind, id);
    if (existed) this.mirror.walks.adjustTotal(business, kind, -1);
  }

  private answerFor(business: string, read: ReadPath, extra: string): JsonAnswer | undefined {
    if (read.id !== undefined) {
      const text = this.mirror.text(business, read.kind, read.id);
      return text === undefined ? undefined : answerOf(`{"data":${text}${extra}}`);
    }
    const { texts, total } = this.mirror.listPage(business, read.kind, read.page);
    const offset = (read.page - 1) * pageSize;
    const meta = {
      current_page: read.page,
      from: texts.length > 0 ? offset + 1 : null,
      last_page: Math.max(1, Math.ceil(total / pageSize)),
      path: this.listPaths.get(`${business} ${read.kind}`) ?? null,
      per_page: pageSize,
      to: texts.length > 0 ? offset + texts.length : null,
      total,
    };
    return answerOf(`{"data":[${texts.join(',')}],"meta":${JSON.stringify(meta)}${extra}}`);
  }
}
