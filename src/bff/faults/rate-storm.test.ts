import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type browser, jsonBody, noMirrorSync, sampleInvoiceBody } from '../testing/harness';
import { withBffOnStandIn } from '../testing/stand-in-api';

// A misbehaving upstream made for this test: it answers a storm of 429s with Retry-After before serving again,
// and counts every request that reached it, so a retried write would show.
const business = '3b5c7d9e-1f2a-4b6c-8d0e-2f4a6b8c0d1e';
const meta = { current_page: 1, from: null, last_page: 1, path: null, per_page: 50, to: null, total: 0 };
let stormLeft = 0;
let stormHeaders: Record<string, string> = { 'retry-after': '1' };
const seen: { method: string; url: string; status: number }[] = [];
const answer = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers = {}) => {
  seen.push({ method: req.method ?? '', url: req.url ?? '', status });
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};
const upstream = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url === '/api/profile')
      return answer(req, res, 200, {
        data: {
          business_id: business,
          business_title: 'Storm',
          business_type: 'association',
          address: null,
          vat_code: null,
        },
      });
    if (stormLeft > 0) {
      stormLeft--;
      return answer(req, res, 429, { message: 'Too Many Attempts.' }, stormHeaders);
    }
    if (req.method === 'POST')
      return answer(req, res, 422, {
        message: 'Refused on purpose.',
        errors: { series: ['Refused on purpose.'] },
      });
    return answer(req, res, 200, { data: [], meta });
  });
});
const desk = withBffOnStandIn(upstream, 'storm-token', noMirrorSync); // the person's calls alone
const get: ReturnType<typeof browser> = (path, init) => desk.get(path, init);

describe('a storm of 429s with Retry-After', () => {
  it('loses no read a person made: every GET is waited out and retried until it is served', async () => {
    seen.length = 0;
    stormLeft = 6; // two full rounds of three concurrent reads
    const pages = await Promise.all([1, 2, 3].map((p) => get(`/api/b/${business}/invoices?page=${p}`)));
    expect(pages.map((r) => r.status)).toEqual([200, 200, 200]);
    const byPage = (p: number) => seen.filter((s) => s.url.includes(`page=${p}`));
    for (const p of [1, 2, 3]) expect(byPage(p).at(-1)?.status).toBe(200);
    expect(seen.filter((s) => s.status === 429)).toHaveLength(6);
  }, 20_000);

  it('reports a write refused by the storm with its wait, and never sends it twice', async () => {
    seen.length = 0;
    stormLeft = 50;
    const post = await get(`/api/b/${business}/invoices`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody()),
    });
    expect(post.status).toBe(429);
    expect(await post.json()).toMatchObject({ code: 'rate_limited', retry_after_s: 1 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    stormLeft = 0;
    // the person's own retry after the wait reaches the API once, and its answer comes back as it was
    const again = await get(`/api/b/${business}/invoices`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody()),
    });
    expect(again.status).toBe(422);
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(2);
  }, 20_000);

  it('waits what Retry-After says when a 429 reports nothing remaining but no reset time', async () => {
    seen.length = 0;
    stormLeft = 2;
    stormHeaders = { 'retry-after': '1', 'x-ratelimit-remaining': '0' };
    const started = Date.now();
    const page = await get(`/api/b/${business}/invoices?page=4`);
    stormHeaders = { 'retry-after': '1' };
    expect(page.status).toBe(200);
    // two 1 s waits (plus the margin), far from the full minute a guessed window would hold it
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(seen.filter((s) => s.status === 429)).toHaveLength(2);
  }, 20_000);
});
