import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withApi } from '../../testing/fixture';
import { consoleOf, startTestBff } from '../../testing/harness';

/**
 * A restart in the middle of a burst: the business's minute of calls is spent when the desk starts with API_TOKEN.
 * Start-up must not wait for the budget (it timed out Fastify's onReady after 11 s and exited): it listens at once,
 * and the connection is made in the background, through the governor, once the budget allows.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 3 }));

describe('start-up with the rate budget spent', () => {
  it('listens at once and answers, the business connecting in the background', async () => {
    const b = await consoleOf(embedded.api).business('Busy Ltd');
    const spend = () =>
      fetch(`${embedded.api.baseUrl}/profile`, {
        headers: { authorization: `Bearer ${b.token}`, accept: 'application/json' },
      });
    for (let i = 0; i < 10 && (await spend()).status !== 429; i++);
    expect((await spend()).status).toBe(429);
    const t0 = performance.now();
    const bff = await startTestBff(embedded.api.baseUrl, { apiToken: b.token });
    try {
      const startMs = performance.now() - t0;
      expect(startMs).toBeLessThan(5_000); // the budget frees in up to a minute: nothing here waited for it
      expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
      const session = await fetch(`${bff.url}/api/session`);
      expect(session.status).toBe(200);
      expect((await fetch(`${bff.url}/api/businesses`)).status).toBe(200);
    } finally {
      await bff.close();
    }
  });
});
