import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../contract/email';
import { startInvoicingApi } from '../../invoicing-api/server';
import { spawnBff } from '../testing/child-bff';
import { withApi } from '../testing/fixture';
import { consoleOf, sampleInvoiceBody, tempDir, until } from '../testing/harness';
import { apiAs } from '../testing/records-fixture';
import { startSmtp } from '../testing/smtp';

/**
 * A BFF killed (SIGKILL) in the middle of an SMTP exchange: the accepted message is not lost, it goes once more at
 * the next start; cut off a second time, it fails instead of going out a third time.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
let mode: 'hang' | 'accept' = 'hang';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let data: Awaited<ReturnType<typeof tempDir>>;
let token: string;
let business: string;
let invoice: string;

beforeAll(async () => {
  smtp = await startSmtp({ hold: () => mode === 'hang' });
  const b = await consoleOf(embedded.api).business('Crash Mail Ltd');
  [token, business] = [b.token, b.id];
  invoice = (await apiAs(embedded.api, b.token).invoice(sampleInvoiceBody())).id;
  data = await tempDir('desk-mail-crash-');
});
afterAll(async () => {
  await smtp.close();
  await data.remove();
});

const start = () =>
  spawnBff({ API_BASE_URL: embedded.api.baseUrl, API_TOKEN: token, DESK_DATA: data.dir, SMTP_URL: smtp.url });
type Child = Awaited<ReturnType<typeof start>>;
const post = async (bff: Child) => {
  const res = await fetch(`${bff.url}/api/b/${business}/invoices/${invoice}/emails`, {
    method: 'POST',
    headers: { origin: new URL(bff.url).origin, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'invoice', to: ['buyer@example.com'] }),
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: Email }).data;
};
const logOf = async (bff: Child) =>
  (
    (await (await fetch(`${bff.url}/api/b/${business}/invoices/${invoice}/emails`)).json()) as {
      data: Email[];
    }
  ).data;
const killWhileSending = async (bff: Child) => {
  const before = smtp.held();
  await until(() => smtp.held() > before, 15_000);
  await bff.kill();
};

describe('the outbox across a SIGKILL', () => {
  it('sends a message cut off mid-exchange once more after a restart, and never a third time', async () => {
    const first = await start();
    const cutOnce = await post(first);
    await killWhileSending(first);

    mode = 'accept';
    const second = await start();
    const sent = await until(
      async () => (await logOf(second)).find((e) => e.id === cutOnce.id && e.status === 'sent'),
      15_000,
    );
    expect(sent.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.messageId === `<${cutOnce.id}@invoice-desk>`)).toHaveLength(1);

    mode = 'hang';
    const cutTwice = await post(second);
    await killWhileSending(second);
    const third = await start();
    await killWhileSending(third);

    mode = 'accept';
    const fourth = await start();
    try {
      const failed = await until(
        async () => (await logOf(fourth)).find((e) => e.id === cutTwice.id && e.status === 'failed'),
        15_000,
      );
      expect(failed.error).toMatch(/cut off twice/);
      expect(failed.attempts).toBe(2);
      // Nothing else went out meanwhile, and the first message is still sent, once.
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.messageId === `<${cutTwice.id}@invoice-desk>`)).toHaveLength(0);
      expect((await logOf(fourth)).find((e) => e.id === cutOnce.id)?.status).toBe('sent');
    } finally {
      await fourth.stop();
    }
  }, 90_000);
});
