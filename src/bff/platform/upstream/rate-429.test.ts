import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { asOwner, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, noMirrorSync, sampleInvoiceBody, sseClient } from '../../testing/harness';

// Another client of the same business (the real app, a script) spends the budget behind the BFF's back: the
// API's 429 is honoured (Retry-After), GETs are retried by the BFF, writes are not. The API's window is 3 s, not a
// minute: the read waits out what is left of it, not a real minute.
const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 4, rateWindowMs: 3_000 }),
  {
    bff: noMirrorSync, // the person's calls alone, forwarded as they come
    connect: ['Shared Budget Ltd'], // 1 call
  },
);

describe('a forced 429', () => {
  it('is reported for a write (sent once), and waited out and retried for a read', async () => {
    const sse = sseClient(`${desk.bff.url}/api/events`);
    await sse.ready;
    for (let i = 0; i < 3; i++) {
      await asOwner(desk.api, desk.biz)('GET', '/currencies');
    }
    await consoleOf(desk.api).clearLog();

    const post = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody()),
    });
    expect(post.status).toBe(429);
    const refusal = (await post.json()) as { code: string; retry_after_s: number };
    expect(refusal.code).toBe('rate_limited');
    expect(refusal.retry_after_s).toBeGreaterThan(0);

    const t0 = Date.now();
    const list = await desk.get(`/api/b/${desk.biz.id}/invoices`);
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ data: [], meta: { total: 0 } });
    // What is left of the API's window depends on how long the calls above took: the BFF says how long it waited.
    const waitedMs = Number(list.headers.get('x-desk-wait-ms'));
    expect(waitedMs).toBeGreaterThan(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(waitedMs);

    const log = await consoleOf(desk.api).log();
    expect(log.filter((e) => e.method === 'POST')).toHaveLength(1);
    expect(log.filter((e) => e.method === 'POST' && e.status === 429)).toHaveLength(1);
    // the GET did not hammer the API while waiting: no more than one 429 before its 200
    const gets = log.filter((e) => e.method === 'GET');
    expect(gets.at(-1)?.status).toBe(200);
    expect(gets.filter((e) => e.status === 429).length).toBeLessThanOrEqual(1);
    expect(sse.messages.some((m) => m.event === 'rate-limit')).toBe(true);
    sse.close();
  }, 20_000);
});
