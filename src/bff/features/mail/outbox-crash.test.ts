import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { dieAt as dieAtStep } from '../../testing/child-bff';
import { crashDesks } from '../../testing/crash-desks';
import { withApi } from '../../testing/fixture';
import { consoleOf, sampleInvoiceBody, tempDir, until } from '../../testing/harness';
import { apiAs } from '../../testing/records-fixture';
import { startSmtp } from '../../testing/smtp';
import { type SendStep, sendStepChannel } from './worker';

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

const start = crashDesks(() => ({
  API_BASE_URL: embedded.api.baseUrl,
  API_TOKEN: token,
  DESK_DATA: data.dir,
  SMTP_URL: smtp.url,
}));
type Child = Awaited<ReturnType<typeof start>>;
const post = async (bff: Child, to = 'buyer@example.com') => {
  const res = await fetch(`${bff.url}/api/b/${business}/invoices/${invoice}/emails`, {
    method: 'POST',
    headers: { origin: new URL(bff.url).origin, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'invoice', to: [to] }),
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

/** A crash at one step of the send to `to` (testing/child-bff.ts). */
const dieAt = (step: SendStep, to: string) => dieAtStep(sendStepChannel, step, 'to', to);
const died = (bff: Child) => until(() => !bff.alive(), 15_000);
/** Sends to `to` through a child that dies on the way: its answer may never come, the message is stored before. */
const sendDying = async (bff: Child, to: string) => {
  await post(bff, to).catch(() => undefined);
  await died(bff);
};
/** A child that dies on a message already queued: perhaps before it has even said where it listens. */
const startDying = async (env: Record<string, string>) => {
  const bff = await start(env).catch(() => undefined);
  if (bff) await died(bff);
};
const copiesOf = (id: string) => smtp.received.filter((m) => m.messageId === `<${id}@invoice-desk>`).length;

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
      expect(failed.note).toBe('cut_off_twice');
      expect(failed.attempts).toBe(2);
      // Nothing else went out meanwhile, and the first message is still sent, once.
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.messageId === `<${cutTwice.id}@invoice-desk>`)).toHaveLength(0);
      expect((await logOf(fourth)).find((e) => e.id === cutOnce.id)?.status).toBe('sent');
    } finally {
      await fourth.stop();
    }
  }, 90_000);

  it('loses nothing and doubles nothing at every step of a send but the one after the server took it', async () => {
    mode = 'accept';
    // Killed twice in a row with the PDF fetched, not yet claimed: no send was under way, so it simply goes later.
    await sendDying(await start(dieAt('pdf-fetched', 'pdf@example.com')), 'pdf@example.com');
    await startDying(dieAt('pdf-fetched', 'pdf@example.com'));
    // Killed right after the claim: it may have gone (as far as the next start knows), so it goes once more — once.
    await sendDying(await start(dieAt('claimed', 'claimed@example.com')), 'claimed@example.com');
    // Killed after the server accepted it, before `sent` was written: the one duplicate, with the same Message-ID.
    await sendDying(await start(dieAt('accepted', 'accepted@example.com')), 'accepted@example.com');
    const last = await start();
    try {
      const log = await until(async () => {
        const now = await logOf(last);
        const ours = ['pdf', 'claimed', 'accepted'].map((n) =>
          now.find((e) => e.to[0] === `${n}@example.com`),
        );
        return ours.every((e) => e && e.status !== 'queued' && e.status !== 'sending') && (ours as Email[]);
      }, 15_000);
      expect(log.map((e) => [e.status, e.attempts, copiesOf(e.id)])).toEqual([
        ['sent', 1, 1],
        ['sent', 2, 1],
        ['sent', 2, 2],
      ]);
    } finally {
      await last.stop();
    }
  }, 90_000);
});
