import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { noMirrorSync, sseClient, until } from '../../testing/harness';

// A small budget at the BFF's governor (3 calls per 4 s), so calls wait within a test's time.
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir }), {
  bff: { ...noMirrorSync, rateLimit: { limit: 3, windowMs: 4_000, marginMs: 0 } },
  connect: ['Busy Ltd'], // its token check is the window's first call
});

describe('the rate-limit notice', () => {
  it('reaches a tab opened while calls wait, with what is left of the wait, and no tab opened after it', async () => {
    const early = sseClient(`${desk.bff.url}/api/events`);
    await early.ready;
    // Distinct pages, so nothing is coalesced: two go at once, the third waits for the next window (told once).
    const reads = Array.from({ length: 3 }, (_, i) =>
      desk.get(`/api/b/${desk.biz.id}/invoices?page=${i + 1}`),
    );
    await until(() => early.messages.find((m) => m.event === 'rate-limit'));
    const told = early.messages.find((m) => m.event === 'rate-limit')!.data as {
      business: string;
      wait_ms: number;
    };
    expect(told.business).toBe(desk.biz.id);

    const late = sseClient(`${desk.bff.url}/api/events`);
    await late.ready;
    await until(() => late.messages.find((m) => m.event === 'rate-limit'));
    const replayed = late.messages.find((m) => m.event === 'rate-limit')!.data as {
      business: string;
      wait_ms: number;
    };
    expect(replayed.business).toBe(desk.biz.id);
    expect(replayed.wait_ms).toBeGreaterThan(0);
    expect(replayed.wait_ms).toBeLessThanOrEqual(told.wait_ms);

    expect((await Promise.all(reads)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(early.messages.filter((m) => m.event === 'rate-limit')).toHaveLength(1); // so the late tab's was the replay
    await new Promise((r) => setTimeout(r, 200)); // past the wait: it is over
    const after = sseClient(`${desk.bff.url}/api/events`);
    await after.ready;
    await new Promise((r) => setTimeout(r, 300));
    expect(after.messages.filter((m) => m.event === 'rate-limit')).toEqual([]);
    for (const sse of [early, late, after]) sse.close();
  }, 30_000);
});
