import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { defaultConfig } from '../../platform/config';
import { asOwner, withDesk } from '../../testing/fixture';
import { jsonBody, noMirrorSync, sampleInvoiceBody, until } from '../../testing/harness';
import { startSmtp } from '../../testing/smtp';
import { failureOf, smtpTransport } from './transport';

/**
 * A mail server that takes the connection and never says a word (no greeting): nodemailer's own timeouts are what
 * ends such a send, and while one business's server hangs, every other business's mail goes on. A real TCP server
 * here; the other business's mail goes to a real SMTP server (smtp-server), read back with mailparser.
 */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    connections: () => sockets.size,
    /** Hangs up on every client and stops listening. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let silent: Awaited<ReturnType<typeof silentServer>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const mail = { ...defaultConfig({ dataDir: '' }).mail, retryDelaysMs: [50], from: 'desk@example.com' };
// Registered before withDesk's own hooks, so the servers exist when its beforeAll starts the BFF with `mail`.
beforeAll(async () => {
  [silent, smtp] = await Promise.all([silentServer(), startSmtp()]);
  mail.smtpUrl = smtp.url;
});
afterAll(async () => {
  await silent.close();
  await smtp.close();
});
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  bff: { ...noMirrorSync, mail },
  connect: ['Hanging Server Ltd', 'Quick Mail Ltd'],
});

const invoiceOf = async (business: string) => {
  const res = await desk.get(`/api/b/${business}/invoices`, {
    method: 'POST',
    ...jsonBody(sampleInvoiceBody()),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
};
const send = async (business: string, invoice: string) => {
  const res = await desk.get(`/api/b/${business}/invoices/${invoice}/emails`, {
    method: 'POST',
    ...jsonBody({ kind: 'invoice', to: ['buyer@example.com'] }),
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: Email }).data;
};
const hanging = () => desk.businesses[0]!.id;
const quick = () => desk.businesses[1]!.id;
const entry = async (business: string, id: string) =>
  ((await (await desk.get(`/api/b/${business}/emails`)).json()) as { data: Email[] }).data.find(
    (e) => e.id === id,
  );

describe('a mail server that never greets', () => {
  it('fails the send with a timeout within the timeouts given to the transport', async () => {
    // The greeting's wait the shortest, so it is the one that ends the send (three equal ones raced under load).
    const transport = smtpTransport(silent.url, 'desk@example.com', {
      connectionTimeout: 5_000,
      greetingTimeout: 200,
      socketTimeout: 5_000,
    });
    try {
      const failure: unknown = await transport
        .send('timeout-test', { to: 'buyer@example.com', subject: 'Hello', text: 'Hello' })
        .catch((e: unknown) => e);
      expect(failure).toMatchObject({ code: 'ETIMEDOUT' });
      expect(failureOf(failure)).toEqual({
        temporary: true,
        message: expect.stringMatching(/Greeting never received/),
      });
    } finally {
      transport.close();
    }
  });

  it('holds up only its own business: the other’s messages go meanwhile, each once', async () => {
    const saved = await desk.get(`/api/b/${hanging()}/settings`, {
      method: 'PUT',
      ...jsonBody({
        time_zone: 'Europe/Vilnius',
        reply_to: null,
        mail_server: {
          host: '127.0.0.1',
          port: silent.port,
          secure: false,
          require_tls: false,
          user: '',
          password: '',
          from: 'billing@hanging.example',
          from_name: null,
        },
      }),
    });
    expect(saved.status).toBe(200);
    await send(hanging(), await invoiceOf(hanging()));
    await until(() => silent.connections() > 0);
    for (let n = 0; n < 3; n++) {
      const queued = await send(quick(), await invoiceOf(quick()));
      const sent = await until(async () => {
        const e = await entry(quick(), queued.id);
        return e?.status === 'sent' && e;
      }, 5_000);
      expect(smtp.received.filter((m) => m.messageId === `<${sent.id}@invoice-desk>`)).toHaveLength(1);
    }
    expect(silent.connections()).toBe(1); // still hanging
  });

  it('fails a message whose invoice was deleted at once, saying so (not retried for a day)', async () => {
    // Queued behind the hanging one; its invoice is deleted meanwhile, in the vendor's app (the mirror does not know).
    const deleted = await invoiceOf(hanging());
    const orphan = await send(hanging(), deleted);
    expect((await asOwner(desk.api, desk.businesses[0]!)('DELETE', `/invoices/${deleted}`)).status).toBe(200);
    await silent.close();
    const failed = await until(async () => {
      const e = await entry(hanging(), orphan.id);
      return e && e.status !== 'queued' && e.status !== 'sending' && e;
    }, 5_000);
    expect(failed).toMatchObject({ status: 'failed', sent_at: null });
    expect(failed.error).toMatch(/deleted/);
  });
});
