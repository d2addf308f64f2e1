import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tempDir, until } from '../../testing/harness';
import type { EmailKind } from '../../../contract/email';
import { startSmtp } from '../../testing/smtp';
import { openDeskDb } from '../../platform/desk-db';
import { OutboxStore } from './outbox-store';
import { ReminderBook } from '../reminders/reminder-book';
import { reminderRetryTime } from '../reminders/reminder-window';
import { smtpTransport } from './transport';
import { MailWorker, type MailWorkerDeps } from './worker';

/**
 * The worker on its own, over the real outbox (SQLite in a temp dir) and a real SMTP server (smtp-server, read back
 * with mailparser): what a second desk on the same data, or a mail server's refusal, does to one message. The
 * invoice's PDF is a few fixed bytes here (the PDF's own faults are the BFF tests').
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const refusals: ({ code: number; text: string } | undefined)[] = [];
let data: Awaited<ReturnType<typeof tempDir>>;
let store: OutboxStore;
const business = '3f0c7a9e-2b1d-4c55-9a61-0d7e1c2b3a40';

beforeAll(async () => {
  smtp = await startSmtp({ refuse: () => refusals.shift() });
});
afterAll(() => smtp.close());
beforeEach(async () => {
  data = await tempDir('desk-worker-');
  store = new OutboxStore(openDeskDb(data.dir));
});
afterEach(async () => {
  store.close();
  await data.remove();
});

const queue = (kind: EmailKind = 'invoice', nowMs = Date.now()) =>
  store.add(
    {
      id: randomUUID(),
      business,
      invoice_id: randomUUID(),
      kind,
      to: ['buyer@example.com'],
      cc: [],
      subject: `Invoice ${randomUUID()}`,
      body: 'Please find the invoice attached.',
      html: '<p>Please find the invoice attached.</p>',
      file_name: 'T-001.pdf',
      reply_to: null,
      created_at: Math.floor(nowMs / 1000),
    },
    nowMs,
  );

function workerWith(over: Partial<MailWorkerDeps> = {}) {
  const transport = smtpTransport(smtp.url, 'desk@example.com');
  return new MailWorker({
    store,
    transports: { of: () => transport, close: () => transport.close() },
    attachments: () =>
      Promise.resolve([
        { filename: 'x.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf' },
      ]),
    clock: { now: () => new Date() },
    retryDelaysMs: [30_000],
    giveUpAfterMs: 24 * 3600_000,
    ...over,
  });
}

describe('the outbox’s transitions', () => {
  it('claim a queued message once, and settle only a message being sent', () => {
    const e = queue();
    expect(store.finish(e.id, 'sent', 1)).toBe(false);
    expect(store.claim(e.id)).toBe(true);
    expect(store.claim(e.id)).toBe(false);
    expect(store.finish(e.id, 'sent', 1)).toBe(true);
    expect(store.retryAt(e.id, Date.now(), 'late', 'sending')).toBe(false);
    expect(store.fail(e.id, 'late', 'sending')).toBe(false);
    expect(store.get(e.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it('never undo another desk’s claim: a try that failed before its own claim leaves a message being sent alone', () => {
    const e = queue();
    expect(store.claim(e.id)).toBe(true); // another desk on the same data took it while this one fetched its PDF
    expect(store.retryAt(e.id, Date.now(), 'the PDF could not be had', 'queued')).toBe(false);
    expect(store.fail(e.id, 'the invoice was paid', 'queued')).toBe(false);
    expect(store.get(e.id)).toMatchObject({ status: 'sending', error: null });
    expect(store.finish(e.id, 'sent', 1)).toBe(true);
  });
});

describe('the worker', () => {
  it('does not send a message another desk on the same data claimed first', async () => {
    const e = queue();
    const other = new OutboxStore(openDeskDb(data.dir));
    const worker = workerWith({
      // The other desk claims it between this worker finding it due and claiming it.
      cancelled: () => {
        other.claim(e.id);
        return undefined;
      },
    });
    worker.start();
    await worker.close();
    other.close();
    expect(smtp.received.filter((m) => m.subject === e.subject)).toHaveLength(0);
    expect(store.get(e.id)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('retries an automatic reminder at its window’s next opening in the business’s zone, an owner’s message at once', async () => {
    const at = Date.parse('2026-03-02T15:59:45Z'); // 17:59:45 in Vilnius: the 08–18 window closes in 15 s
    const book = new ReminderBook(store.db);
    book.save(business, { enabled: true, steps: [3], window: { from_hour: 8, to_hour: 18 } });
    const automatic = queue('reminder', at);
    book.record(business, automatic.invoice_id, 3, 'sent', automatic.id, Math.floor(at / 1000));
    const worker = workerWith({
      clock: { now: () => new Date(at) },
      sendableFrom: reminderRetryTime(book, () => 'Europe/Vilnius'),
    });
    const refusedOnce = async (id: string) => {
      refusals.push({ code: 451, text: 'Try again later' });
      worker.kick();
      await until(() => store.get(id)!.attempts === 1 && store.get(id)!.status === 'queued');
    };
    await refusedOnce(automatic.id);
    expect(store.nextDueAt()).toBe(Date.parse('2026-03-03T06:00:00Z')); // 08:00 the next morning there
    const byHand = queue('reminder', at);
    await refusedOnce(byHand.id);
    expect(store.nextDueAt()).toBe(at + 30_000);
    await worker.close();
  });
});
