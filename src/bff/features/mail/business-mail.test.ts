import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessSettings } from '../../../contract/business-settings';
import type { Email, EmailSummary } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { defaultConfig } from '../../platform/config';
import { withApi } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { startSmtp } from '../../testing/smtp';
import { deskWithSmtp, type SmtpDesk } from '../../testing/smtp-desk';

/**
 * A business with its own mail server (its settings screen): its messages go there, From its account's address,
 * Reply-To its settings' address, logged in with the password the vault keeps — which no answer or file shows.
 * The desk's own server (SMTP_URL) keeps every other business's mail.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const password = 'correct horse battery staple 7731';
let desk: Awaited<ReturnType<typeof startSmtp>>;
let own: Awaited<ReturnType<typeof startSmtp>>;
let bff: SmtpDesk['bff'];
let get: SmtpDesk['get'];
const businesses: string[] = [];

beforeAll(async () => {
  desk = await startSmtp();
  own = await startSmtp({ login: { user: 'billing@pine.example', pass: password } });
  const started = await deskWithSmtp(
    embedded.api,
    { retryDelaysMs: [50], smtpUrl: desk.url, from: 'desk@example.com' },
    ['Pine Ltd', 'Oak Ltd'],
  );
  ({ bff, get } = started);
  businesses.push(...started.businesses.map((b) => b.id));
});
afterAll(async () => {
  await bff?.close();
  await desk.close();
  await own.close();
});

const put = (business: string, body: unknown) =>
  get(`/api/b/${business}/settings`, { method: 'PUT', ...jsonBody(body) });
const ownServer = (over: Record<string, unknown> = {}) => ({
  time_zone: 'Europe/Vilnius',
  reply_to: 'owner@pine.example',
  mail_server: {
    host: '127.0.0.1',
    port: own.port,
    secure: false,
    require_tls: false, // the test server is on this machine and offers no STARTTLS
    user: 'billing@pine.example',
    password,
    from: 'billing@pine.example',
    from_name: 'Pine Ltd billing',
    ...over,
  },
});
async function sendOne(business: string, invoiceOver: Record<string, unknown> = {}): Promise<Email> {
  const created = await get(`/api/b/${business}/invoices`, {
    method: 'POST',
    ...jsonBody(sampleInvoiceBody(invoiceOver)),
  });
  const invoice = ((await created.json()) as { data: { id: string } }).data;
  const res = await get(`/api/b/${business}/invoices/${invoice.id}/emails`, {
    method: 'POST',
    ...jsonBody({ kind: 'invoice', to: ['buyer@example.com'] }),
  });
  expect(res.status).toBe(202);
  const queued = ((await res.json()) as { data: Email }).data;
  return until(async () => {
    const log = (
      (await (await get(`/api/b/${business}/invoices/${invoice.id}/emails`)).json()) as { data: Email[] }
    ).data;
    const e = log.find((x) => x.id === queued.id);
    return e && ['sent', 'failed'].includes(e.status) ? e : undefined;
  });
}

describe('a business’s own mail server', () => {
  it('starts from the desk’s defaults, and refuses a bad setting on its field without storing it', async () => {
    const [pine] = businesses;
    const before = ((await (await get(`/api/b/${pine}/settings`)).json()) as { data: BusinessSettings }).data;
    expect(before).toEqual({
      time_zone: defaultConfig({ dataDir: '' }).mail.zone,
      reply_to: null,
      mail_server: null,
    });
    const cases: [unknown, string][] = [
      [{ ...ownServer(), time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ ...ownServer(), reply_to: 'not an address' }, 'reply_to'],
      [ownServer({ port: 70000 }), 'mail_server.port'],
      [ownServer({ host: 'smtp.example.com\r\nRCPT TO:<x@y.z>' }), 'mail_server.host'],
      [ownServer({ from_name: 'Pine\r\nBcc: victim@example.com' }), 'mail_server.from_name'],
      [ownServer({ from: 'billing' }), 'mail_server.from'],
      [ownServer({ host: 'smtp.example.com', require_tls: false }), 'mail_server.require_tls'],
    ];
    for (const [body, field] of cases) {
      const res = await put(pine!, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors), JSON.stringify(body)).toContain(
        field,
      );
    }
    expect(
      ((await (await get(`/api/b/${pine}/settings`)).json()) as { data: BusinessSettings }).data,
    ).toEqual(before);
  });

  it('sends its messages there, From its account and Reply-To its address; the other business keeps the desk’s', async () => {
    const [pine, oak] = businesses;
    const saved = await put(pine!, ownServer());
    expect(saved.status).toBe(200);
    const answer = await saved.text();
    expect(answer).not.toContain(password);
    expect((JSON.parse(answer) as { data: BusinessSettings }).data.mail_server).toMatchObject({
      host: '127.0.0.1',
      password_set: true,
    });
    const sent = await sendOne(pine!);
    expect(sent.status).toBe('sent');
    const mail = own.received.find((m) => m.messageId === `<${sent.id}@invoice-desk>`)!;
    expect(mail.from?.text).toBe('"Pine Ltd billing" <billing@pine.example>');
    expect(mail.replyTo?.text).toBe('owner@pine.example');
    expect(desk.received.some((m) => m.messageId === `<${sent.id}@invoice-desk>`)).toBe(false);
    const other = await sendOne(oak!);
    expect(desk.received.find((m) => m.messageId === `<${other.id}@invoice-desk>`)?.from?.text).toBe(
      'desk@example.com',
    );
    // Saved again without a password: the stored one stays (the screen never has it to send back).
    const { password: _p, ...withoutPassword } = ownServer().mail_server;
    expect((await put(pine!, { ...ownServer(), mail_server: withoutPassword })).status).toBe(200);
    expect((await sendOne(pine!)).status).toBe('sent');
    // Nowhere in the clear: not in an answer, not in the vault's file.
    expect(await (await get(`/api/b/${pine}/settings`)).text()).not.toContain(password);
    expect(await readFile(join(bff.dataDir, 'vault.json'), 'utf8')).not.toContain(password);
  });

  it('shows the server’s refusal of a wrong password as the message’s error, and a new password takes effect', async () => {
    const [pine] = businesses;
    expect((await put(pine!, ownServer({ password: 'wrong' }))).status).toBe(200);
    const refused = await sendOne(pine!);
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/Invalid login/);
    expect((await put(pine!, ownServer())).status).toBe(200);
    expect((await sendOne(pine!)).status).toBe('sent');
  });

  it('says per invoice when it last went out and how its newest message stands (the list’s "Sent 12 Nov")', async () => {
    const [, oak] = businesses;
    const sent = await sendOne(oak!);
    const latest = ((await (await get(`/api/b/${oak}/emails/latest`)).json()) as { data: EmailSummary }).data;
    expect(latest[sent.invoice_id]).toEqual({ sent_at: sent.sent_at, status: 'sent' });
    // Another business's messages are not in it.
    const pineLatest = (
      (await (await get(`/api/b/${businesses[0]}/emails/latest`)).json()) as { data: EmailSummary }
    ).data;
    expect(pineLatest[sent.invoice_id]).toBeUndefined();
  });

  it('puts the business’s own address in Reply-To: the invoice’s seller e-mail, else its settings’ Reply-To', async () => {
    const [, oak] = businesses;
    const withSellerEmail = {
      use_default_seller_info: false,
      seller: { company_name: 'Oak Ltd', email: 'accounts@oak.example' },
    };
    const replyToOf = async (over: Record<string, unknown>) => {
      const sent = await sendOne(oak!, over);
      expect(sent.status).toBe('sent');
      return desk.received.find((m) => m.messageId === `<${sent.id}@invoice-desk>`)!.replyTo?.text;
    };
    expect(await replyToOf(withSellerEmail)).toBe('accounts@oak.example');
    const settings = { time_zone: 'Europe/Vilnius', reply_to: 'office@oak.example', mail_server: null };
    expect((await put(oak!, settings)).status).toBe(200);
    expect(await replyToOf({})).toBe('office@oak.example');
    expect(await replyToOf(withSellerEmail)).toBe('accounts@oak.example');
  });

  it('requires STARTTLS unless the owner turns it off, which only a server on this machine may have', async () => {
    const [pine] = businesses;
    const { require_tls: _r, ...byDefault } = ownServer().mail_server;
    const saved = await put(pine!, { ...ownServer(), mail_server: byDefault });
    expect(((await saved.json()) as { data: BusinessSettings }).data.mail_server?.require_tls).toBe(true);
    const refused = await sendOne(pine!);
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/STARTTLS/);
    expect(own.received.some((m) => m.messageId === `<${refused.id}@invoice-desk>`)).toBe(false);

    const elsewhere = await put(pine!, ownServer({ host: 'smtp.example.com', require_tls: false }));
    expect(elsewhere.status).toBe(422);
    const { errors } = (await elsewhere.json()) as { errors: Record<string, string[]> };
    expect(errors['mail_server.require_tls']).toEqual([
      'STARTTLS can be turned off only for a mail server on this machine (localhost, 127.x.x.x or ::1): elsewhere the password and the mail would cross the network unencrypted.',
    ]);
    for (const host of ['localhost', '127.0.0.5', '::1', 'smtp.example.com'])
      expect((await put(pine!, ownServer({ host, secure: host === 'smtp.example.com' }))).status, host).toBe(
        200,
      );
    expect((await put(pine!, ownServer())).status).toBe(200);
    expect((await sendOne(pine!)).status).toBe('sent');
  });

  it('forgets the stored password when the host, port or login change, unless a new one comes with them', async () => {
    const [pine] = businesses;
    const { password: _p, ...server } = ownServer().mail_server;
    const passwordSet = async (changed: Record<string, unknown>, password?: string) => {
      expect((await put(pine!, ownServer())).status).toBe(200); // stored for the old server
      const res = await put(pine!, { ...ownServer(), mail_server: { ...server, ...changed, password } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: BusinessSettings }).data.mail_server?.password_set;
    };
    expect(await passwordSet({ host: 'localhost' })).toBe(false);
    expect(await passwordSet({ port: own.port + 1 })).toBe(false);
    expect(await passwordSet({ user: 'other@pine.example' })).toBe(false);
    expect(await passwordSet({ host: 'localhost' }, 'a new one')).toBe(true);
    expect(await passwordSet({ from_name: 'Pine billing' })).toBe(true);
    expect((await put(pine!, ownServer())).status).toBe(200);
  });
});
