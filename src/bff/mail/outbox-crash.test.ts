import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../contract/email';
import { startInvoicingApi } from '../../invoicing-api/server';
import { spawnBff } from '../testing/child-bff';
import { withApi } from '../testing/fixture';
import { consoleOf, sampleInvoice, tempDir, until } from '../testing/harness';
import { apiAs } from '../testing/records-fixture';

/**
 * A BFF killed (SIGKILL) in the middle of an SMTP exchange: the accepted message is not lost, it goes once more at
 * the next start; cut off a second time, it fails instead of going out a third time.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
let mode: 'hang' | 'accept' = 'hang';
let hanging = 0;
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let data: Awaited<ReturnType<typeof tempDir>>;
let token: string;
let business: string;
let invoice: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (mode === 'hang') {
        hanging += 1;
        stream.resume(); // reads the message, never says it was taken: the sender waits, and is killed waiting
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const b = await consoleOf(embedded.api).business('Crash Mail Ltd');
  [token, business] = [b.token, b.id];
  invoice = (await apiAs(embedded.api, b.token).invoice(sampleInvoice())).id;
  data = await tempDir('desk-mail-crash-');
});
afterAll(async () => {
  smtp.close();
  await data.remove();
});

const start = () =>
  spawnBff({ API_BASE_URL: embedded.api.baseUrl, API_TOKEN: token, DESK_DATA: data.dir, SMTP_URL: smtpUrl });
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
  const before = hanging;
  await until(() => hanging > before, 15_000);
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
    expect(received.filter((m) => m.messageId === `<${cutOnce.id}@invoice-desk>`)).toHaveLength(1);

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
      expect(received.filter((m) => m.messageId === `<${cutTwice.id}@invoice-desk>`)).toHaveLength(0);
      expect((await logOf(fourth)).find((e) => e.id === cutOnce.id)?.status).toBe('sent');
    } finally {
      await fourth.stop();
    }
  }, 90_000);
});
