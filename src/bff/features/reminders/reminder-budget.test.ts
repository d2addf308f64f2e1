import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Email } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { jsonBody, noMirrorSync, sampleInvoiceBody, until } from '../../testing/harness';
import { paid } from '../../testing/records-fixture';
import { openDeskDb } from '../../platform/desk-db';
import { OutboxStore } from '../mail/outbox-store';
import { ReminderBook } from './reminder-book';

/**
 * Automatic reminders beside the owner's own sending, on a desk with the local outbox and no mirror walks of its own
 * (the mirror knows only what passed through the BFF): the owner's sends are never refused because reminders went,
 * and a reminder asks the API, not the mirror, whether its invoice is still owed just before it goes.
 */
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  bff: noMirrorSync,
  connect: ['Busy Reminders Ltd', 'Paid Meanwhile Ltd'],
});

const invoiceOf = async (business: string, over: Record<string, unknown> = {}) => {
  const res = await desk.get(`/api/b/${business}/invoices`, {
    method: 'POST',
    ...jsonBody(sampleInvoiceBody(over)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
};
const logOf = async (business: string) =>
  ((await (await desk.get(`/api/b/${business}/emails`)).json()) as { data: Email[] }).data;

/** What a day of automatic reminders leaves in the outbox: `n` sent today, each with its ledger row. */
function remindersSentToday(business: string, n: number) {
  const outbox = new OutboxStore(openDeskDb(desk.bff.dataDir));
  const book = new ReminderBook(outbox.db);
  const nowS = Math.floor(Date.now() / 1000);
  outbox.db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const invoice = randomUUID();
      const e = outbox.add(
        {
          id: randomUUID(),
          business,
          invoice_id: invoice,
          kind: 'reminder',
          to: ['late@example.com'],
          cc: [],
          subject: 'Reminder',
          body: '',
          html: '',
          file_name: 'T-001.pdf',
          reply_to: null,
          created_at: nowS,
        },
        Date.now(),
      );
      book.record(business, invoice, 30, 'sent', e.id, nowS);
      outbox.claim(e.id);
      outbox.finish(e.id, 'sent', nowS);
    }
  })();
  outbox.close();
}

describe('automatic reminders and the owner’s own sending', () => {
  it('never refuse the owner’s send, however many reminders went today', async () => {
    const business = desk.businesses[0]!.id;
    const invoice = await invoiceOf(business);
    remindersSentToday(business, 200);
    const res = await desk.get(`/api/b/${business}/invoices/${invoice}/emails`, {
      method: 'POST',
      ...jsonBody({ kind: 'invoice', to: ['buyer@example.com'] }),
    });
    expect(res.status).toBe(202);
  });

  it('are not sent for an invoice the API says is paid, whatever the mirror still thinks', async () => {
    const business = desk.businesses[1]!.id;
    const invoice = await invoiceOf(business, {
      invoice_date: '2025-01-02',
      pay_until_date: '2025-01-10',
      buyer: { type: 'company', company_name: 'Late UAB', email: 'late@example.lt' },
    });
    await paid(desk.api, business, invoice); // in the vendor's app: no webhook here, the mirror still says not paid
    const on = await desk.get(`/api/b/${business}/reminders`, {
      method: 'PUT',
      ...jsonBody({ enabled: true, steps: [3, 10, 30], window: null }),
    });
    expect(on.status).toBe(200);
    const reminder = await until(async () => {
      const e = (await logOf(business)).find((x) => x.kind === 'reminder');
      return e && e.status !== 'queued' && e.status !== 'sending' && e;
    });
    expect(reminder).toMatchObject({ invoice_id: invoice, status: 'failed', sent_at: null });
    expect(reminder.error).toMatch(/paid before the reminder went out/);
    expect(reminder.note).toBe('paid'); // named, for the dashboard to say in the person's language
  });
});
