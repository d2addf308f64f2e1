import { BffHttpError, notFound } from '../errors';
import type { JsonAnswer } from '../json-answer';
import { AnswerCache } from './answer-cache';
import type { MirrorFeed } from '../../features/mirror';
import type { Vault } from '../vault/vault';
import type { SseHub } from '../sse-hub';
import type { UpstreamAnswer, UpstreamCall, UpstreamClient } from './client';
import type { UpstreamResponse } from './http-request';
import type { Priority } from './governor';
import { refuseInsideWithoutUpstream } from './no-upstream';
import { errorFor, readJsonAnswer } from './normalise';

export interface CallOptions {
  priority?: Priority;
  headers?: Record<string, string>;
  body?: UpstreamCall['body'];
  signal?: AbortSignal;
  /** Ask the API itself, not the mirror or the cached profile and currencies. */
  refresh?: boolean;
  /** The mirror's own read (a walk, a check): its answer does not count as something the person just read. */
  sync?: boolean;
}

/**
 * The API as the routes see it, per business: the token from the vault, identical GETs in flight coalesced,
 * list and detail reads answered by the mirror while it is fresh (and from what it saved, with a notice,
 * when the API cannot be reached), every answer taught to the mirror, every failure one BffHttpError, a revoked
 * token announced to the browsers.
 */
export class Gateway {
  private readonly inFlight = new Map<string, Promise<JsonAnswer>>();
  /** Bumped by every write: a GET begun before a write is not joined by one asked after it. */
  private readonly generations = new Map<string, number>();
  /** Failures where no answer came at all (refused, reset, timed out), as opposed to a bad answer. */
  private readonly unanswered = new WeakSet<object>();

  constructor(
    private readonly vault: Vault,
    private readonly client: UpstreamClient,
    private readonly hub: SseHub,
    private readonly feed: MirrorFeed,
    private readonly timeoutMs: number,
  ) {}

  /** A JSON call; GETs are coalesced and answered by the mirror or the answer cache when they can be. */
  json(business: string, method: string, path: string, o: CallOptions = {}): Promise<JsonAnswer> {
    if (method !== 'GET') return this.write(business, method, path, o);
    if (!o.refresh) {
      const kept = this.feed.cached(business, path) ?? this.feed.answers.get(business, path);
      if (kept) return Promise.resolve(kept);
    }
    refuseInsideWithoutUpstream(); // before the calls in flight: such a read neither starts one nor is shared with one
    const key = `${business} ${path} #${this.generations.get(business) ?? 0}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const p = this.fetchJson(business, method, path, o)
      .then((answer) => {
        if (this.vault.has(business) && AnswerCache.covers(path))
          this.feed.answers.set(business, path, answer);
        return answer;
      })
      .catch((e: unknown) => {
        // The API cannot be reached: a person's read is answered from the mirror, marked as saved data. (A bad
        // answer — a web page, a cut-off body — stays an error: something answered and the person should know.)
        const saved =
          !o.refresh && e instanceof Error && this.unanswered.has(e)
            ? this.feed.fallback(business, path)
            : undefined;
        if (saved) return saved;
        throw e;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  /** A call whose 2xx body the caller streams (files, PDFs); a non-2xx answer becomes a BffHttpError. */
  async stream(
    business: string,
    method: string,
    path: string,
    o: CallOptions & { timeoutMs?: number } = {},
  ): Promise<UpstreamAnswer> {
    refuseInsideWithoutUpstream();
    const answer = await this.raw(business, method, path, o);
    const res = answer.response;
    if (res.ok) return answer;
    throw await this.failure(business, path, res, answer.waitedMs);
  }

  /** Checks a token before it is stored: the profile it answers names the business. */
  async probe(token: string): Promise<JsonAnswer> {
    const { response, waitedMs } = await this.client.call({
      business: 'token-check',
      token,
      method: 'GET',
      path: '/profile',
      priority: 'person',
      timeoutMs: this.timeoutMs,
    });
    return readJsonAnswer(response, waitedMs);
  }

  /** After a connect: the token check was a call on this business's budget, and its profile answer is fresh. */
  adopt(business: string, profile: JsonAnswer): void {
    this.feed.answers.forget(business);
    this.client.charge(business);
    this.feed.answers.set(business, '/profile', profile);
  }

  /** A write is never answered from the mirror; its answer (the record as saved, or its deletion) patches it. */
  private write(business: string, method: string, path: string, o: CallOptions): Promise<JsonAnswer> {
    this.generations.set(business, (this.generations.get(business) ?? 0) + 1);
    return this.fetchJson(business, method, path, o);
  }

  /** Every answer and failure of a JSON call teaches the mirror (unless the business went meanwhile). */
  private async fetchJson(
    business: string,
    method: string,
    path: string,
    o: CallOptions,
  ): Promise<JsonAnswer> {
    try {
      const { response, waitedMs } = await this.raw(business, method, path, {
        ...o,
        timeoutMs: this.timeoutMs,
      }).catch((e: unknown) => {
        if (e instanceof BffHttpError && e.code === 'upstream_unavailable') this.unanswered.add(e);
        throw e;
      });
      const answer = await readJsonAnswer(response, waitedMs);
      if (this.vault.has(business)) this.feed.learn(business, method, path, answer, { sync: o.sync });
      return answer;
    } catch (e) {
      if (this.vault.has(business)) this.feed.failed(business, method, path, e);
      if (e instanceof BffHttpError && e.code === 'token_invalid') this.tokenInvalid(business);
      throw e;
    }
  }

  private raw(
    business: string,
    method: string,
    path: string,
    o: CallOptions & { timeoutMs?: number },
  ): Promise<UpstreamAnswer> {
    const creds = this.vault.credentials(business);
    if (!creds) throw notFound('This business is not connected.');
    return this.client.call({
      business,
      token: creds.token,
      method,
      path,
      priority: o.priority ?? 'person',
      headers: o.headers,
      body: o.body,
      signal: o.signal,
      timeoutMs: o.timeoutMs,
    });
  }

  private async failure(
    business: string,
    path: string,
    res: UpstreamResponse,
    waitedMs: number,
  ): Promise<BffHttpError> {
    try {
      await readJsonAnswer(res, waitedMs);
      return errorFor(res, null);
    } catch (e) {
      if (!(e instanceof BffHttpError)) throw e;
      if (this.vault.has(business)) this.feed.failed(business, 'GET', path, e);
      if (e.code === 'token_invalid') this.tokenInvalid(business);
      return e;
    }
  }

  /** The API refused the token: the mirror says so (no saved read hides it from a tab), and every open tab is told. */
  private tokenInvalid(business: string): void {
    this.hub.send('business', { business, state: 'token_invalid' });
  }
}
