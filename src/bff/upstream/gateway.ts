import { BffHttpError, notFound } from '../errors';
import type { Vault } from '../vault/vault';
import type { SseHub } from '../webhooks/sse-hub';
import type { UpstreamAnswer, UpstreamCall, UpstreamClient } from './client';
import type { Priority } from './governor';
import { errorFor, type JsonAnswer, readJsonAnswer } from './normalise';
import { ReadCache, resourceOf, type Resource } from './read-cache';

export interface CallOptions {
  priority?: Priority;
  headers?: Record<string, string>;
  body?: UpstreamCall['body'];
  signal?: AbortSignal;
  /** Bypass the caches (profile, currencies, invoice and expense reads). */
  refresh?: boolean;
}

const day = 24 * 60 * 60 * 1000;
/** What is cached and for how long: currencies a day; the profile until a refresh or a reconnect. */
const cacheTtl = (path: string): number | undefined =>
  path === '/currencies' ? day : path === '/profile' ? Number.POSITIVE_INFINITY : undefined;

/**
 * The API as the routes see it, per business: the token from the vault, identical GETs in flight coalesced,
 * profile and currencies cached, invoice and expense reads shared between tabs (ReadCache), every failure one
 * BffHttpError, a revoked token announced to the browsers.
 */
export class Gateway {
  private readonly inFlight = new Map<string, Promise<JsonAnswer>>();
  private readonly cache = new Map<string, { until: number; answer: JsonAnswer }>();
  private readonly reads = new ReadCache();

  constructor(
    private readonly vault: Vault,
    private readonly client: UpstreamClient,
    private readonly hub: SseHub,
    private readonly timeoutMs: number,
  ) {}

  /** A JSON call; GETs are coalesced and cached (profile, currencies, invoice and expense reads); writes drop reads. */
  json(business: string, method: string, path: string, o: CallOptions = {}): Promise<JsonAnswer> {
    if (method !== 'GET') return this.write(business, method, path, o);
    const shared = ReadCache.covers(path);
    const read = shared && !o.refresh ? this.reads.get(business, path) : undefined;
    if (read) return Promise.resolve(read);
    const ttl = cacheTtl(path);
    const hit = this.cache.get(`${business} ${path}`);
    if (ttl !== undefined && hit && hit.until > Date.now() && !o.refresh) return Promise.resolve({ ...hit.answer, waitedMs: 0 });
    // A read started before a write must not answer one asked after it: the generation is part of the key.
    const generation = this.reads.begin(business);
    const key = `${business} ${path} #${generation}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const p = this.fetchJson(business, method, path, o)
      .then((answer) => {
        if (!this.vault.has(business)) return answer;
        if (ttl !== undefined) this.cache.set(`${business} ${path}`, { until: Date.now() + ttl, answer });
        if (shared) this.reads.store(business, path, generation, answer);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  /** A verified webhook: the record it names and every list of its kind are read again when next asked for. */
  changed(business: string, event: string, id: unknown): void {
    const resource: Resource | undefined = event.startsWith('invoice.') ? 'invoices' : event.startsWith('expense.') ? 'expenses' : undefined;
    if (resource) this.reads.drop(business, resource, typeof id === 'string' ? id : undefined);
  }

  /** A call whose 2xx body the caller streams (files, PDFs); a non-2xx answer becomes a BffHttpError. */
  async stream(business: string, method: string, path: string, o: CallOptions & { timeoutMs?: number } = {}): Promise<UpstreamAnswer> {
    const answer = await this.raw(business, method, path, o);
    const res = answer.response;
    if (res.ok) return answer;
    throw await this.failure(business, res, answer.waitedMs);
  }

  /** Forget everything cached for a business (disconnect, reconnect). Its budget is the API's: that stays. */
  forget(business: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${business} `)) this.cache.delete(key);
    this.reads.forget(business);
  }

  /** Checks a token before it is stored: the profile it answers names the business. */
  async probe(token: string): Promise<JsonAnswer> {
    const { response, waitedMs } = await this.client.call({
      business: 'token-check', token, method: 'GET', path: '/profile', priority: 'person', timeoutMs: this.timeoutMs,
    });
    return readJsonAnswer(response, waitedMs);
  }

  /** After a connect: the token check was a call on this business's budget, and its profile answer is fresh. */
  adopt(business: string, profile: JsonAnswer): void {
    this.forget(business);
    this.client.charge(business);
    this.cache.set(`${business} /profile`, { until: Number.POSITIVE_INFINITY, answer: { ...profile, waitedMs: 0 } });
  }

  /** The reads a write may change are dropped before it is sent and again once answered (a read in between is stale). */
  private async write(business: string, method: string, path: string, o: CallOptions): Promise<JsonAnswer> {
    const target = resourceOf(path);
    const drop = () => target && this.reads.drop(business, target.resource, target.id);
    drop();
    try {
      return await this.fetchJson(business, method, path, o);
    } finally {
      drop();
    }
  }

  private async fetchJson(business: string, method: string, path: string, o: CallOptions): Promise<JsonAnswer> {
    const { response, waitedMs } = await this.raw(business, method, path, { ...o, timeoutMs: this.timeoutMs });
    try {
      return await readJsonAnswer(response, waitedMs);
    } catch (e) {
      if (e instanceof BffHttpError && e.code === 'token_invalid') this.tokenInvalid(business);
      throw e;
    }
  }

  private raw(business: string, method: string, path: string, o: CallOptions & { timeoutMs?: number }): Promise<UpstreamAnswer> {
    const creds = this.vault.credentials(business);
    if (!creds) throw notFound('This business is not connected.');
    return this.client.call({
      business, token: creds.token, method, path, priority: o.priority ?? 'person',
      headers: o.headers, body: o.body, signal: o.signal, timeoutMs: o.timeoutMs,
    });
  }

  private async failure(business: string, res: Response, waitedMs: number): Promise<BffHttpError> {
    try {
      await readJsonAnswer(res, waitedMs);
      return errorFor(res, null);
    } catch (e) {
      if (!(e instanceof BffHttpError)) throw e;
      if (e.code === 'token_invalid') this.tokenInvalid(business);
      return e;
    }
  }

  /** The API refused the token: no cached read may hide that from a tab, and every open tab is told. */
  private tokenInvalid(business: string): void {
    this.reads.forget(business);
    this.hub.send('business', { business, state: 'token_invalid' });
  }
}
