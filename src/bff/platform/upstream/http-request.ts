import { request as plainRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { finished, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const nullBodyStatus = new Set([101, 204, 205, 304]);

/** An upstream answer's headers, read as fetch's `Headers.get` reads them (names in any case, repeats joined). */
class AnswerHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const v = this.raw[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  }
}

/**
 * An upstream answer: status and headers at once, the body read whole as text (JSON answers) or taken as a web
 * stream (files), one or the other. Text is read off the socket itself: a web stream made for every JSON answer
 * was a measurable part of each forwarded read (bench/bff-latency.ts).
 */
export class UpstreamResponse {
  readonly status: number;
  readonly headers: AnswerHeaders;
  private readonly message: IncomingMessage | null;
  private web: ReadableStream<Uint8Array> | null = null;

  constructor(message: IncomingMessage) {
    this.status = message.statusCode ?? 502;
    this.headers = new AnswerHeaders(message.headers);
    this.message = nullBodyStatus.has(this.status) ? null : message;
    if (this.message === null) message.resume();
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  /** The body as a web stream, made when first asked for. */
  get body(): ReadableStream<Uint8Array> | null {
    if (this.message && !this.web) this.web = Readable.toWeb(this.message) as ReadableStream<Uint8Array>;
    return this.web;
  }

  /** The whole body as UTF-8 text (a byte order mark dropped, as fetch does); rejects when it is cut off. */
  text(): Promise<string> {
    const m = this.message;
    if (m === null) return Promise.resolve('');
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      m.on('data', (chunk: Buffer) => chunks.push(chunk));
      finished(m, (e) => {
        if (e) return reject(e);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
      });
    });
  }

  /** Reads the rest of the body and drops it (a 429 retried, a redirect refused). */
  discard(): void {
    this.message?.resume();
  }
}

/**
 * One upstream request over node:http(s) (keep-alive agents). Chosen over fetch for two measured reasons: a
 * streamed upload keeps backpressure end to end (fetch with an async-iterable body kept every chunk alive, so the
 * BFF grew by a whole upload), and it adds less time per call (bench/bff-latency.ts). Redirects are not followed:
 * a login redirect must be seen.
 */
export function httpRequest(
  url: string,
  o: {
    method: string;
    headers: Record<string, string>;
    body?: string | AsyncIterable<Uint8Array>;
    signal: AbortSignal;
    timeoutMs?: number;
  },
): Promise<UpstreamResponse> {
  return new Promise<UpstreamResponse>((resolve, reject) => {
    const req = (url.startsWith('https:') ? httpsRequest : plainRequest)(url, {
      method: o.method,
      headers: o.headers,
      signal: o.signal,
    });
    if (o.timeoutMs !== undefined) {
      req.setTimeout(o.timeoutMs, () =>
        req.destroy(Object.assign(new Error('upstream timeout'), { name: 'TimeoutError' })),
      );
    }
    req.on('response', (res) => resolve(new UpstreamResponse(res)));
    req.on('error', reject);
    if (o.body === undefined || typeof o.body === 'string') {
      req.end(o.body);
      return;
    }
    pipeline(Readable.from(o.body, { objectMode: false }), req).catch((e: unknown) => {
      req.destroy(e as Error);
      reject(e);
    });
  });
}
