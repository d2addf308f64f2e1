import { BffHttpError } from '../errors';
import type { SseHub } from '../sse-hub';
import { Governor, type Priority } from './governor';
import { httpRequest, type UpstreamResponse } from './http-request';

export interface UpstreamCall {
  business: string;
  token: string;
  method: string;
  /** Path and query under the base address, e.g. `/invoices?page=2`. */
  path: string;
  priority: Priority;
  headers?: Record<string, string>;
  /** JSON text, or a stream (multipart upload) sent with backpressure. */
  body?: string | AsyncIterable<Uint8Array>;
  /** Abort when the whole call (answer headers) takes longer; undefined = wait as long as the API does. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface UpstreamAnswer {
  response: UpstreamResponse;
  waitedMs: number;
}

const retriesOn429 = 3;
const safeToRetry = (method: string) => method === 'GET' || method === 'HEAD';

const headerInt = (h: UpstreamResponse['headers'], name: string): number | undefined => {
  const v = h.get(name);
  return v !== null && /^\d+$/.test(v.trim()) ? Number(v) : undefined;
};

/**
 * The only place that talks to the API: a governor per business, the bearer token, `Accept: application/json`
 * (without it the API answers HTML), a 429 honoured and GETs retried, writes never retried.
 */
export class UpstreamClient {
  private readonly governors = new Map<string, Governor>();
  /** Aborted on close: background downloads must not keep the API's connections busy after we are gone. */
  private readonly life = new AbortController();

  constructor(
    private readonly baseUrl: string,
    private readonly limits: { limit: number; windowMs: number; marginMs: number },
    private readonly hub: SseHub,
  ) {}

  async call(c: UpstreamCall): Promise<UpstreamAnswer> {
    const governor = this.governor(c.business);
    let waitedMs = 0;
    for (let attempt = 0; ; attempt++) {
      const slot = await governor.admit(c.priority);
      waitedMs += slot.waitedMs;
      const response = await this.send(c).finally(slot.done);
      const h = response.headers;
      const reset = headerInt(h, 'x-ratelimit-reset');
      // On a 429 the API's Retry-After says how long; the full-window guess is only for a bare "0 remaining".
      if (response.status !== 429 || reset !== undefined) {
        governor.observe(
          headerInt(h, 'x-ratelimit-remaining'),
          reset === undefined ? undefined : reset * 1000,
        );
      }
      if (response.status !== 429) return { response, waitedMs };
      const retryAfterS = headerInt(h, 'retry-after') ?? 1;
      governor.closeFor(retryAfterS * 1000 + this.limits.marginMs);
      if (!safeToRetry(c.method) || attempt >= retriesOn429) return { response, waitedMs };
      response.discard();
    }
  }

  close(): void {
    this.life.abort();
  }

  /** Counts a call made before the business was known (the token check) against its budget. */
  charge(business: string): void {
    this.governor(business).charge();
  }

  private governor(business: string): Governor {
    let g = this.governors.get(business);
    if (!g) {
      g = new Governor({ ...this.limits, onWait: (wait_ms) => this.hub.rateLimited(business, wait_ms) });
      this.governors.set(business, g);
    }
    return g;
  }

  private async send(c: UpstreamCall): Promise<UpstreamResponse> {
    const signals = [
      this.life.signal,
      c.signal,
      c.timeoutMs === undefined ? undefined : AbortSignal.timeout(c.timeoutMs),
    ].filter((s): s is AbortSignal => s !== undefined);
    const headers = { ...c.headers, authorization: `Bearer ${c.token}`, accept: 'application/json' };
    const signal = AbortSignal.any(signals);
    try {
      return await httpRequest(this.baseUrl + c.path, {
        method: c.method,
        headers,
        body: c.body,
        signal,
        timeoutMs: c.timeoutMs,
      });
    } catch (e) {
      throw sendFailure(c.method, e);
    }
  }
}

/**
 * Could the API have acted on it? A refused connection: no. A timeout or a dropped connection after sending:
 * maybe — so a write is reported as "may have been created", never retried blindly.
 */
export function sendFailure(method: string, e: unknown): BffHttpError {
  const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
  const neverSent = cause === 'ECONNREFUSED' || cause === 'ENOTFOUND' || cause === 'EAI_AGAIN';
  if (!neverSent && !safeToRetry(method)) {
    return new BffHttpError(
      504,
      'may_have_been_created',
      'The API did not confirm this change in time. It may have been saved: check the list before trying again.',
    );
  }
  const timedOut = (e as Error).name === 'TimeoutError';
  return new BffHttpError(
    timedOut ? 504 : 502,
    'upstream_unavailable',
    timedOut
      ? 'The API did not answer in time. Try again in a moment.'
      : 'The API cannot be reached right now.',
  );
}
