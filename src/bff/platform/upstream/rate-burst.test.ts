import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { browser, consoleOf, jsonBody, noMirrorSync, sseClient, until } from '../../testing/harness';

// The spec's budget (60 calls a window) against the BFF's governor, with the window shortened from a minute to 8 s on
// both sides (the API's limiter and the governor) so that the test watches the first window and the start of the
// second without waiting out real minutes. The person's calls alone (no mirror), forwarded as they come.
const windowMs = 8_000;
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateWindowMs: windowMs }), {
  bff: { ...noMirrorSync, rateLimit: { limit: 60, windowMs, marginMs: 250 } },
});

const maxPerWindow = (times: number[]) =>
  Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + windowMs).length));

describe('the governor under a burst', () => {
  it('keeps 200 app requests to at most 60 upstream calls per window, with no 429 from the API', async () => {
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
    // Waits on what happened, not on the clock, so a loaded machine only makes the test slower: the budget is used
    // (sixty calls reach the API, none refused), the queue moves on once the window allows, and no rolling window of
    // the API's own log ever holds more than sixty.
    const api = consoleOf(desk.api);
    const firstWindow = await until(async () => {
      const log = await api.log();
      return log.length >= 60 && log;
    }, 20_000);
    expect(maxPerWindow(firstWindow.map((e) => e.at_ms))).toBeLessThanOrEqual(60);
    // The tab is told of the wait: the event may reach it after the API logged the sixtieth call.
    const waits = await until(() => {
      const told = sse.messages.filter((m) => m.event === 'rate-limit');
      return told.length > 0 && told;
    }, 20_000);
    expect(waits[0]!.data).toMatchObject({ business: biz.id, wait_ms: expect.any(Number) });

    const log = await until(async () => {
      const entries = await api.log();
      return entries.length > 60 && done.length > 60 && entries;
    }, 30_000);
    const first = Math.min(...log.map((e) => e.at_ms));
    // the 61st went only once the first call's window had passed
    expect(log.map((e) => e.at_ms).sort((a, b) => a - b)[60]!).toBeGreaterThanOrEqual(
      first + windowMs - 1_000,
    );
    expect(maxPerWindow(log.map((e) => e.at_ms))).toBeLessThanOrEqual(60);
    expect(log.filter((e) => e.status === 429)).toEqual([]);
    expect(done.every((d) => d.status === 200)).toBe(true);
    expect(done.some((d) => d.waited > windowMs - 2_000)).toBe(true); // those that waited were told how long
    sse.close();
  }, 90_000);
});
