import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../invoicing-api/server';
import { withDesk } from '../testing/fixture';
import { browser, consoleOf, jsonBody, noMirrorSync, sseClient } from '../testing/harness';

// The real budget (60 per minute, the embedded API's default) against the BFF's default governor. The window is a
// minute, so this test watches the first window and the start of the second: about 62 s.
// The person's calls alone (no mirror), forwarded as they come.
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir }), { bff: noMirrorSync });

const maxPerMinute = (times: number[]) => Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length));

describe('the governor under a burst', () => {
  it('keeps 200 app requests to at most 60 upstream calls per minute, with no 429 from the API', async () => {
    const biz = await consoleOf(desk.api).business('Burst Ltd');
    const get = browser(desk.bff.url);
    await get('/api/businesses', { method: 'POST', ...jsonBody({ token: biz.token }) });
    const sse = sseClient(`${desk.bff.url}/api/events`);
    await sse.ready;
    await consoleOf(desk.api).clearLog();

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
    const firstWindow = await consoleOf(desk.api).log();
    expect(firstWindow.length).toBeGreaterThan(50); // the budget is used, not starved
    expect(firstWindow.length).toBeLessThanOrEqual(60);
    expect(done.length).toBe(firstWindow.length);
    const waits = sse.messages.filter((m) => m.event === 'rate-limit');
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]!.data).toMatchObject({ business: biz.id, wait_ms: expect.any(Number) });

    await new Promise((r) => setTimeout(r, 57_500)); // into the second minute
    const log = await consoleOf(desk.api).log();
    expect(log.length).toBeGreaterThan(60); // the queue moves on when the window allows
    expect(maxPerMinute(log.map((e) => e.at_ms))).toBeLessThanOrEqual(60);
    expect(log.filter((e) => e.status === 429)).toEqual([]);
    expect(done.every((d) => d.status === 200)).toBe(true);
    expect(done.some((d) => d.waited > 55_000)).toBe(true); // those that waited were told how long
    sse.close();
  }, 90_000);
});
