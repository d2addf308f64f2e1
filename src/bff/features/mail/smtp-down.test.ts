import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../contract/clock';
import type { Email } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withApi } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { startSmtp } from '../../testing/smtp';
import { deskWithSmtp, type SmtpDesk } from '../../testing/smtp-desk';

/**
 * Issue 25: "the SMTP server down for a minute, then back: nothing lost". The BFF's mail server is a fixed loopback
 * port. While the server is down nothing listens there, so every connection is refused (ECONNREFUSED) exactly as
 * by a stopped server; when it is back, the port relays each connection to a real SMTP server (startSmtp:
 * smtp-server, what it takes read back with mailparser). The minute is not waited: the worker retries after 100 to
 * 300 ms, and between retry rounds the BFF's clock (config.clock) is moved on 20 s, so after three rounds the
 * messages are a minute old by the BFF's own clock, far from giveUpAfterMs (24 h). A second BFF, with giveUpAfterMs
 * 300 ms and a clock that only moves when the test moves it, shows the give-up rule: retried while young, failed
 * with the last attempt's words once too old.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));

/** What the real server says to the next recipients, in order: a code refuses one, undefined accepts. */
const refusals: ({ code: number; text: string } | undefined)[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;

/** A free loopback port: bound on port 0, noted, closed; the BFF is pointed at it while nothing listens there. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });

/** The mail server's port: `up` listens and relays each connection to the real server, `down` stops listening. */
function mailServerAt(port: number) {
  let server: Server | undefined;
  const open = new Set<Socket>();
  return {
    port,
    up: () =>
      new Promise<void>((resolve, reject) => {
        const s = createServer((client) => {
          const real = connect(Number(new URL(smtp.url).port), '127.0.0.1');
          for (const socket of [client, real]) {
            open.add(socket);
            socket.once('close', () => open.delete(socket));
            socket.on('error', () => {
              client.destroy();
              real.destroy();
            });
          }
          client.pipe(real).pipe(client);
        });
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => {
          server = s;
          resolve();
        });
      }),
    down: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = undefined;
        for (const socket of open) socket.destroy();
        if (!s) return resolve();
        s.close(() => resolve());
      }),
  };
}

const deskOn = (port: number, clock: Clock, mail: { retryDelaysMs: number[]; giveUpAfterMs?: number }) =>
  deskWithSmtp(
    embedded.api,
    { ...mail, smtpUrl: `smtp://127.0.0.1:${port}`, from: '"Baltic Pine Studio" <billing@example.lt>' },
    [`Mail Down ${port}`],
    { clock },
  );

/** An invoice through the BFF, and its PDF once rendered (then in the BFF's cache: no attempt fails on it). */
async function invoiceOf(desk: SmtpDesk, n: number) {
  const res = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
    method: 'POST',
    ...jsonBody(sampleInvoiceBody({ buyer: { type: 'company', company_name: `Buyer ${n}` } })),
  });
  expect(res.status).toBe(201);
  const { id } = ((await res.json()) as { data: { id: string } }).data;
  await until(async () => {
    const pdf = await desk.get(`/api/b/${desk.biz.id}/invoices/${id}/download`);
    await pdf.arrayBuffer();
    return pdf.status === 200;
  }, 15_000);
  return id;
}

const send = async (desk: SmtpDesk, invoice: string, to: string) => {
  const res = await desk.get(`/api/b/${desk.biz.id}/invoices/${invoice}/emails`, {
    method: 'POST',
    ...jsonBody({ kind: 'invoice', to: [to] }),
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: Email }).data;
};

/** The business's log (newest first; one page holds them all here). */
const logOf = async (desk: SmtpDesk) =>
  ((await (await desk.get(`/api/b/${desk.biz.id}/emails`)).json()) as { data: Email[] }).data;

const copiesOf = (id: string) => smtp.received.filter((m) => m.messageId === `<${id}@invoice-desk>`).length;

beforeAll(async () => {
  smtp = await startSmtp({ refuse: () => refusals.shift() });
});
afterAll(async () => {
  await smtp?.close();
});

describe('the SMTP server down for a minute, then back', () => {
  let mail: ReturnType<typeof mailServerAt>;
  let desk: SmtpDesk;
  /** The BFF's clock: the wall clock, moved on by the test between retry rounds. */
  let aheadMs = 0;
  beforeAll(async () => {
    mail = mailServerAt(await freePort()); // down: nothing listens there
    desk = await deskOn(
      mail.port,
      { now: () => new Date(Date.now() + aheadMs) },
      { retryDelaysMs: [100, 200, 300] },
    );
  });
  afterAll(async () => {
    await desk?.bff.close();
    await mail?.down();
  });

  it('keeps every message queued, retried with the refused connection as its error, and sends each exactly once when the server is back', async () => {
    const invoices = await Promise.all([1, 2, 3, 4, 5].map((n) => invoiceOf(desk, n)));
    const queued = await Promise.all(invoices.map((id, n) => send(desk, id, `buyer${n + 1}@example.com`)));
    for (const e of queued) expect(e).toMatchObject({ status: 'queued', attempts: 0, sent_at: null });
    const ours = (log: Email[]) => queued.map((q) => log.find((e) => e.id === q.id)!);

    // Three retry rounds while the server is down, the BFF's clock 20 s further on after each: a minute.
    for (let round = 1; round <= 3; round++) {
      const log = await until(async () => {
        const now = ours(await logOf(desk));
        const settled = now.filter((e) => !['queued', 'sending'].includes(e.status));
        if (settled.length > 0)
          throw new Error(`settled while the server was down: ${JSON.stringify(settled)}`);
        return (
          now.every(
            (e) => e.status === 'queued' && e.attempts >= round && /ECONNREFUSED/.test(e.error ?? ''),
          ) && now
        );
      }, 10_000);
      for (const e of log) expect(e.error).toContain(`ECONNREFUSED 127.0.0.1:${mail.port}`);
      aheadMs += 20_000;
    }
    const nowS = Math.floor((Date.now() + aheadMs) / 1000);
    for (const e of ours(await logOf(desk))) {
      expect(e.status).toBe('queued');
      expect(nowS - e.created_at).toBeGreaterThanOrEqual(60); // a minute old by the BFF's clock, still queued
    }
    expect(smtp.received).toHaveLength(0);

    await mail.up();
    const sent = await until(async () => {
      const now = ours(await logOf(desk));
      if (now.some((e) => e.status === 'failed')) throw new Error(`failed: ${JSON.stringify(now)}`);
      return now.every((e) => e.status === 'sent') && now;
    }, 10_000);
    for (const e of sent) {
      expect(e).toMatchObject({ status: 'sent', error: null });
      expect(e.attempts).toBeGreaterThanOrEqual(4); // three refused, then the one that went
      expect(e.sent_at).not.toBeNull();
    }
    // Several retry delays later still nothing more: each went exactly once, nothing else went.
    await new Promise((r) => setTimeout(r, 700));
    for (const q of queued) expect(copiesOf(q.id), q.id).toBe(1);
    const subjects = smtp.received.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(5);
    expect(subjects.sort()).toEqual(queued.map((q) => q.subject).sort());
    expect(smtp.received).toHaveLength(5);
    expect(ours(await logOf(desk)).map((e) => e.status)).toEqual(Array(5).fill('sent'));
  });
});

describe('a server that never comes back', () => {
  let mail: ReturnType<typeof mailServerAt>;
  let desk: SmtpDesk;
  /** The BFF's clock stands still, on a whole second (created_at is in seconds), until the test moves it. */
  let atMs = Math.ceil(Date.now() / 1000) * 1000;
  beforeAll(async () => {
    mail = mailServerAt(await freePort());
    desk = await deskOn(
      mail.port,
      { now: () => new Date(atMs) },
      { retryDelaysMs: [50, 100], giveUpAfterMs: 300 },
    );
  });
  afterAll(async () => {
    await desk?.bff.close();
    await mail?.down();
  });

  it('is retried while younger than giveUpAfterMs, then fails with the last attempt’s error', async () => {
    const invoice = await invoiceOf(desk, 6);
    // First attempt: the server is there but busy (451); then it goes away for good.
    await mail.up();
    refusals.push({ code: 451, text: 'Mailbox busy, try again later' });
    const queued = await send(desk, invoice, 'late@example.com');
    const entry = async () => (await logOf(desk)).find((e) => e.id === queued.id)!;
    const after = (attempts: number) =>
      until(async () => {
        const e = await entry();
        return e.attempts >= attempts && e.status !== 'sending' && e;
      }, 10_000);

    const busy = await after(1);
    expect(busy).toMatchObject({ status: 'queued', attempts: 1 });
    expect(busy.error).toContain('Mailbox busy');
    await mail.down();

    atMs += 100; // 100 ms old: retried, refused, queued again
    const refused = await after(2);
    expect(refused).toMatchObject({ status: 'queued', attempts: 2 });
    expect(refused.error).toContain(`ECONNREFUSED 127.0.0.1:${mail.port}`);

    atMs += 250; // 350 ms old: this attempt is the last one
    const failed = await after(3);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
    expect(failed.error).toContain(`ECONNREFUSED 127.0.0.1:${mail.port}`);
    expect(failed.error).not.toContain('Mailbox busy');
    // Failed is final: no attempt more, nothing went.
    await new Promise((r) => setTimeout(r, 300));
    expect(await entry()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(copiesOf(queued.id)).toBe(0);
  });
});
