import { request as plainRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

const toHeaders = (h: IncomingHttpHeaders): Headers => {
  const out = new Headers();
  for (const [k, v] of Object.entries(h)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : v);
  return out;
};

const nullBodyStatus = new Set([101, 204, 205, 304]);

/**
 * One upstream request over node:http(s) (keep-alive agents), answered as a web Response so callers read it like
 * fetch's. Chosen over fetch for two measured reasons: a streamed upload keeps backpressure end to end (fetch with
 * an async-iterable body kept every chunk alive, so the BFF grew by a whole upload), and it adds less time per
 * call (bench/bff-latency.ts). Redirects are not followed: a login redirect must be seen.
 */
export function httpRequest(
  url: string,
  o: { method: string; headers: Record<string, string>; body?: string | AsyncIterable<Uint8Array>; signal: AbortSignal; timeoutMs?: number },
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const req = (url.startsWith('https:') ? httpsRequest : plainRequest)(url, { method: o.method, headers: o.headers, signal: o.signal });
    if (o.timeoutMs !== undefined) {
      req.setTimeout(o.timeoutMs, () => req.destroy(Object.assign(new Error('upstream timeout'), { name: 'TimeoutError' })));
    }
    req.on('response', (res) => {
      const body = nullBodyStatus.has(res.statusCode ?? 0) ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
      resolve(new Response(body as unknown as ConstructorParameters<typeof Response>[0], { status: res.statusCode ?? 502, headers: toHeaders(res.headers) }));
    });
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
