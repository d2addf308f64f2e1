import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../invoicing-api/server';
import { browser, consoleOf, jsonBody, noMirrorSync, sseClient, startTestBff, tempDir } from '../testing/harness';

// The real budget (60 per minute, the embedded API's default) against the BFF's default governor. The window is a
// minute, so this test watches the first window and the start of the second: about 62 s.
let api: Awaited<ReturnType<typeof startInvoicingApi>>;
let bff: Awaited<ReturnType<typeof startTestBff>>;
let apiDir: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  apiDir = await tempDir('desk-api-');
  api = await startInvoicingApi({ port: 0, dataDir: apiDir.dir });
  bff = await startTestBff(api.baseUrl, noMirrorSync); // the person's calls alone, forwarded as they come
});
afterAll(async () => {
  await bff.close();
  await api.close();
  await apiDir.remove();
});

const maxPerMinute = (times: number[]) => Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length));

describe('the governor under a burst', () => {
  it('keeps 200 app requests to at most 60 upstream calls per minute, with no 429 from the API', async () => {
    const biz = await consoleOf(api).business('Burst Ltd');
    const get = browser(bff.url);
    await get('/api/businesses', { method: 'POST', ...jsonBody({ token: biz.token }) });
    const sse = sseClient(`${bff.url}/api/events`);
    await sse.ready;
    await consoleOf(api).clearLog();

    const done: { status: number; waited: number }[] = [];
    // 200 distinct GETs (one per page), so coalescing cannot help: only the governor keeps them in budget.
    for (let page = 1; page <= 200; page++) {
      get(`/api/b/${biz.id}/invoices?page=${page}`).then(
        async (res) => {
          done.push({ status: res.status, waited: Number(res.headers.get('x-desk-wait-ms') ?? 0) });
          await res.arrayBuffer();
        },
        () => undefined, // still waiting when the BFF closes
      );
    }
    await new Promise((r) => setTimeout(r, 5_000));
    const firstWindow = await consoleOf(api).log();
    expect(firstWindow.length).toBeGreaterThan(50); // the budget is used, not starved
    expect(firstWindow.length).toBeLessThanOrEqual(60);
    expect(done.length).toBe(firstWindow.length);
    const waits = sse.messages.filter((m) => m.event === 'rate-limit');
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]!.data).toMatchObject({ business: biz.id, wait_ms: expect.any(Number) });

    await new Promise((r) => setTimeout(r, 57_500)); // into the second minute
    const log = await consoleOf(api).log();
    expect(log.length).toBeGreaterThan(60); // the queue moves on when the window allows
    expect(maxPerMinute(log.map((e) => e.at_ms))).toBeLessThanOrEqual(60);
    expect(log.filter((e) => e.status === 429)).toEqual([]);
    expect(done.every((d) => d.status === 200)).toBe(true);
    expect(done.some((d) => d.waited > 55_000)).toBe(true); // those that waited were told how long
    sse.close();
  }, 90_000);
});
