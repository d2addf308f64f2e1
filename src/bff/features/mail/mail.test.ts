import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withApi } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { paid } from '../../testing/records-fixture';
import { startSmtp } from '../../testing/smtp';
import { deskWithSmtp, type SmtpDesk } from '../../testing/smtp-desk';

/**
 * E-mail against a real SMTP server started here (smtp-server), what arrived read back with mailparser; and the
 * local outbox of a desk with no mail server. Retries are shortened (50 ms) so that no test waits real minutes.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));

/** What the server says to the next recipients, in order: a code refuses one, undefined accepts. */
const refusals: ({ code: number; text: string } | undefined)[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let withServer: SmtpDesk;
let withoutServer: SmtpDesk;

const deskOn = (smtpUrl: string | undefined, title: string) =>
  deskWithSmtp(
    embedded.api,
    { retryDelaysMs: [50, 100], from: '"Baltic Pine Studio" <billing@example.lt>', smtpUrl },
    [title],
  );

beforeAll(async () => {
  smtp = await startSmtp({ refuse: () => refusals.shift() });
  withServer = await deskOn(smtp.url, 'Mail Ltd');
  withoutServer = await deskOn(undefined, 'Outbox Ltd');
});
afterAll(async () => {
  await withServer?.bff.close();
  await withoutServer?.bff.close();
  await smtp.close();
});

const invoiceOf = async (desk: SmtpDesk, over: Record<string, unknown> = {}) => {
  const res = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
    method: 'POST',
    ...jsonBody(sampleInvoiceBody(over)),
  });
  expect(res.status).toBe(201);
  return (
    (await res.json()) as { data: { id: string; series: string; invoice_number: string; share_link: string } }
  ).data;
};
const send = (desk: SmtpDesk, invoice: string, body: unknown) =>
  desk.get(`/api/b/${desk.biz.id}/invoices/${invoice}/emails`, { method: 'POST', ...jsonBody(body) });
const settled = (desk: SmtpDesk, invoice: string, id: string) =>
  until(async () => {
    const log = (
      (await (await desk.get(`/api/b/${desk.biz.id}/invoices/${invoice}/emails`)).json()) as {
        data: Email[];
      }
    ).data;
    const e = log.find((x) => x.id === id);
    return e && ['sent', 'failed', 'outbox'].includes(e.status) ? e : undefined;
  }, 15_000);

describe('sending an invoice by e-mail', () => {
  it('stores it (202), sends it in the invoice’s language with its PDF byte for byte and the share link in both parts', async () => {
    const invoice = await invoiceOf(withServer, { language: 'de' });
    const res = await send(withServer, invoice.id, {
      kind: 'invoice',
      to: ['buyer@example.de'],
      cc: ['books@example.de'],
    });
    expect(res.status).toBe(202);
    const queued = ((await res.json()) as { data: Email }).data;
    expect(queued).toMatchObject({
      invoice_id: invoice.id,
      kind: 'invoice',
      to: ['buyer@example.de'],
      cc: ['books@example.de'],
      status: 'queued',
      sent_at: null,
    });
    expect(queued.subject).toMatch(
      new RegExp(`^Rechnung ${invoice.series}-${invoice.invoice_number} von \\S`),
    );
    const done = await settled(withServer, invoice.id, queued.id);
    expect(done).toMatchObject({ status: 'sent', attempts: 1, error: null });
    const mail = smtp.received.find((m) => m.subject === queued.subject)!;
    expect(mail.from?.text).toBe('"Baltic Pine Studio" <billing@example.lt>');
    expect(mail.text).toContain('anbei erhalten Sie die Rechnung');
    expect(mail.text).toContain(invoice.share_link);
    expect(mail.html).toContain(`href="${invoice.share_link.replaceAll('&', '&amp;')}"`);
    expect(mail.messageId).toBe(`<${queued.id}@invoice-desk>`);
    const pdf = Buffer.from(
      await (
        await withServer.get(`/api/b/${withServer.biz.id}/invoices/${invoice.id}/download`)
      ).arrayBuffer(),
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`${invoice.series}-${invoice.invoice_number}.pdf`);
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    // The business's whole log, newest first.
    const log = (await (await withServer.get(`/api/b/${withServer.biz.id}/emails`)).json()) as {
      data: Email[];
      meta: { total: number };
    };
    expect(log.data[0]!.id).toBe(queued.id);
  });

  it('refuses on the field: no recipient, a malformed address, a line break in the subject, a reminder for a paid invoice', async () => {
    const invoice = await invoiceOf(withServer);
    const cases: [unknown, string][] = [
      [{ kind: 'invoice', to: [] }, 'to'],
      [{ kind: 'invoice', to: ['not an address'] }, 'to.0'],
      [{ kind: 'invoice', to: ['a@example.com'], subject: 'Hello\r\nBcc: victim@example.com' }, 'subject'],
      [{ kind: 'letter', to: ['a@example.com'] }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const res = await send(withServer, invoice.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors), JSON.stringify(body)).toEqual([
        field,
      ]);
    }
    await paid(embedded.api, withServer.biz.id, invoice.id);
    await withServer.get(`/api/b/${withServer.biz.id}/invoices/${invoice.id}?refresh=1`);
    const reminder = await send(withServer, invoice.id, { kind: 'reminder', to: ['a@example.com'] });
    expect(reminder.status).toBe(422);
    expect(((await reminder.json()) as { errors: Record<string, string[]> }).errors.kind![0]).toMatch(/paid/);
    const missing = await send(withServer, '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02', {
      kind: 'invoice',
      to: ['a@example.com'],
    });
    expect(missing.status).toBe(404);
  });

  it('retries a temporary refusal (4xx) until it goes, and fails a permanent one (5xx) at once with the server’s words', async () => {
    const invoice = await invoiceOf(withServer);
    refusals.push({ code: 451, text: 'Try again later' }, { code: 451, text: 'Try again later' });
    const retried = (
      (await (await send(withServer, invoice.id, { kind: 'invoice', to: ['later@example.com'] })).json()) as {
        data: Email;
      }
    ).data;
    expect(await settled(withServer, invoice.id, retried.id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      error: null,
    });
    refusals.push({ code: 550, text: 'No such user here' });
    const refused = (
      (await (
        await send(withServer, invoice.id, { kind: 'invoice', to: ['nobody@example.com'] })
      ).json()) as { data: Email }
    ).data;
    const failed = await settled(withServer, invoice.id, refused.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toContain('No such user here');
  });

  it('sends a reminder in the invoice’s language with how late it is', async () => {
    const invoice = await invoiceOf(withServer, {
      language: 'lt',
      invoice_date: '2026-01-02',
      pay_until_date: '2026-01-10',
    });
    const res = await send(withServer, invoice.id, { kind: 'reminder', to: ['buyer@example.lt'] });
    expect(res.status).toBe(202);
    const queued = ((await res.json()) as { data: Email }).data;
    expect(queued.subject).toMatch(/^Priminimas: sąskaita faktūra/);
    await settled(withServer, invoice.id, queued.id);
    const mail = smtp.received.find((m) => m.subject === queued.subject)!;
    expect(mail.text).toMatch(/dar neapmokėta \(terminas suėjo prieš \d+ d\.\)/);
  });
});

describe('with no mail server configured', () => {
  it('writes the whole message to the local outbox and says so (status outbox)', async () => {
    const invoice = await invoiceOf(withoutServer, { language: 'fr' });
    const queued = (
      (await (
        await send(withoutServer, invoice.id, {
          kind: 'invoice',
          to: ['client@example.fr'],
          subject: 'Votre facture',
          message: 'Bonjour, voici la facture.',
        })
      ).json()) as { data: Email }
    ).data;
    const done = await settled(withoutServer, invoice.id, queued.id);
    expect(done).toMatchObject({ status: 'outbox', error: null });
    expect(done.sent_at).not.toBeNull();
    const eml = await readFile(join(withoutServer.bff.dataDir, 'outbox', `${queued.id}.eml`));
    const mail = await simpleParser(eml);
    expect(mail.subject).toBe('Votre facture');
    // The owner's own text, the share link added since they left it out.
    expect(mail.text).toContain('Bonjour, voici la facture.');
    expect(mail.text).toContain(invoice.share_link);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
  });

  it('gives a message of a series with non-ASCII letters as an .eml download named after it', async () => {
    const invoice = await invoiceOf(withoutServer, { series: 'SĄSK' });
    const queued = (
      (await (
        await send(withoutServer, invoice.id, { kind: 'invoice', to: ['client@example.lt'] })
      ).json()) as {
        data: Email;
      }
    ).data;
    await settled(withoutServer, invoice.id, queued.id);
    const res = await withoutServer.get(`/api/b/${withoutServer.biz.id}/emails/${queued.id}/message`);
    expect(res.status).toBe(200);
    const disposition = parseDisposition(res.headers.get('content-disposition')!);
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe(`SĄSK-${invoice.invoice_number}-invoice.eml`);
    const mail = await simpleParser(Buffer.from(await res.arrayBuffer()));
    expect(mail.attachments[0]!.filename).toBe(`SĄSK-${invoice.invoice_number}.pdf`);
  });
});
