import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { browser, consoleOf, jsonBody, noMirrorSync, startTestBff } from '../../testing/harness';

// the person's calls alone, forwarded as they come
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }), {
  bff: noMirrorSync,
  connect: ['Coalesce Ltd'],
});

const upstreamCalls = async (path: string) =>
  (await consoleOf(desk.api).log()).filter((e) => e.method === 'GET' && e.url === `/api${path}`).length;

describe('coalescing and caching', () => {
  it('turns 10 identical concurrent GETs into one upstream call, each answered in full', async () => {
    // The embedded API answers in a millisecond, so GETs overlap in flight only while they wait for the budget:
    // a BFF allowed 1 call per 400 ms spends it first, then 10 identical GETs arrive together.
    const slow = await startTestBff(desk.api.baseUrl, {
      ...noMirrorSync,
      rateLimit: { limit: 1, windowMs: 400, marginMs: 0 },
    });
    const slowGet = browser(slow.url);
    await slowGet('/api/businesses', { method: 'POST', ...jsonBody({ token: desk.biz.token }) });
    await slowGet(`/api/b/${desk.biz.id}/expenses`); // spends the budget
    await consoleOf(desk.api).clearLog();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => slowGet(`/api/b/${desk.biz.id}/invoices?page=1`)),
    );
    await slow.close();
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ data: [], meta: { current_page: 1 } });
    expect(await upstreamCalls('/invoices?page=1')).toBe(1);
    expect(answers.every((r) => Number(r.headers.get('x-desk-wait-ms')) > 0)).toBe(true);
    // once the answer is in, a new GET asks the API again (coalescing is not caching)
    await desk.get(`/api/b/${desk.biz.id}/invoices?page=1`);
    expect(await upstreamCalls('/invoices?page=1')).toBe(2);
  });

  it('does not coalesce different pages or different businesses', async () => {
    const other = await consoleOf(desk.api).business('Other Ltd');
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: other.token }) });
    await consoleOf(desk.api).clearLog();
    await Promise.all([
      desk.get(`/api/b/${desk.biz.id}/invoices?page=2`),
      desk.get(`/api/b/${desk.biz.id}/invoices?page=3`),
      desk.get(`/api/b/${other.id}/invoices?page=2`),
    ]);
    const log = await consoleOf(desk.api).log();
    expect(log.filter((e) => e.url.startsWith('/api/invoices?page='))).toHaveLength(3);
    expect(new Set(log.map((e) => e.business_id))).toEqual(new Set([desk.biz.id, other.id]));
  });

  it('caches currencies and the profile; ?refresh=1 asks again', async () => {
    await consoleOf(desk.api).clearLog();
    for (let i = 0; i < 3; i++) {
      expect((await desk.get(`/api/b/${desk.biz.id}/currencies`)).status).toBe(200);
      expect((await desk.get(`/api/b/${desk.biz.id}/profile`)).status).toBe(200);
    }
    expect(await upstreamCalls('/currencies')).toBe(1);
    expect(await upstreamCalls('/profile')).toBe(0); // the token check at connect already fetched it
    const fresh = (await (await desk.get(`/api/b/${desk.biz.id}/profile?refresh=1`)).json()) as {
      data: { business_title: string };
    };
    expect(fresh.data.business_title).toBe('Coalesce Ltd');
    expect(await upstreamCalls('/profile')).toBe(1);
    expect((await desk.get(`/api/b/${desk.biz.id}/profile?x=1`)).status).toBe(400);
  });
});
