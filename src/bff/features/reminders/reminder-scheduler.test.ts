import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../contract/clock';
import type { Invoice } from '../../../contract/invoice';
import { sampleInvoice } from '../../../contract/test-samples';
import { tempDir } from '../../testing/harness';
import { MailBudget } from '../mail/mail-budget';
import { centsOf } from '../mirror/amounts';
import { openDeskDb } from '../../platform/desk-db';
import { OutboxStore } from '../mail/outbox-store';
import { ReminderBook } from './reminder-book';
import { ReminderScheduler } from './reminder-scheduler';

/**
 * The scheduler over the real outbox and reminder ledger (SQLite in a temp dir), its clock standing still at 10:00 in
 * Vilnius unless a test moves it. The invoices it may remind of are given as the mirror would list them; one of them
 * broken on purpose — a row the API never sends, which no check may stumble over.
 */
let data: Awaited<ReturnType<typeof tempDir>>;
let outbox: OutboxStore;
let book: ReminderBook;
let at = Date.parse('2026-03-02T08:00:00Z');
const remindable = new Map<string, Invoice[]>();
const errors: unknown[] = [];
let settingsFail = new Set<string>();

beforeEach(async () => {
  data = await tempDir('desk-scheduler-');
  outbox = new OutboxStore(openDeskDb(data.dir));
  book = new ReminderBook(outbox.db);
  at = Date.parse('2026-03-02T08:00:00Z');
  remindable.clear();
  errors.length = 0;
  settingsFail = new Set();
});
afterEach(async () => {
  outbox.close();
  await data.remove();
});

const budget = () => new MailBudget(outbox, book);
const scheduler = () =>
  new ReminderScheduler({
    book,
    outbox,
    remindable: (b) =>
      (remindable.get(b) ?? []).map((invoice) => ({ invoice, owedCents: centsOf(invoice.total_incl_vat) })),
    worker: { kick: () => undefined },
    clock: { now: () => new Date(at) },
    settingsOf: (b) => {
      if (settingsFail.has(b)) throw new Error(`settings of ${b} unreadable`);
      return { time_zone: 'Europe/Vilnius', reply_to: null };
    },
    checkMs: 60_000,
    budget: budget(),
    onError: (e) => errors.push(e),
  });

/** A business with reminders on (any hour) and these unpaid invoices, each due `dueDates[i]`. */
const businessWith = (dueDates: string[]) => {
  const business = randomUUID();
  book.save(business, { enabled: true, steps: [3, 10, 30], window: null });
  const invoices: Invoice[] = dueDates.map((pay_until_date) => ({
    ...sampleInvoice(),
    id: randomUUID(),
    payment_status: 'not_paid' as const,
    pay_until_date,
    buyer: { ...sampleInvoice().buyer, email: 'client@example.lt' },
  }));
  remindable.set(business, invoices);
  return { business, invoices };
};
const remindersOf = (business: string) =>
  outbox.page(business, 1, 500).rows.filter((e) => e.kind === 'reminder');

describe('the reminder check', () => {
  it('goes on past an invoice whose data throws and a business whose settings cannot be read, and says why', () => {
    const unreadable = businessWith(['2026-01-05']);
    settingsFail.add(unreadable.business);
    const { business, invoices } = businessWith(['2026-01-05', '2026-01-06', '2026-01-07']);
    invoices[1] = { ...invoices[1]!, buyer: undefined } as unknown as Invoice;
    const other = businessWith(['2026-01-08']);

    expect(scheduler().check()).toBe(3);
    expect(
      remindersOf(business)
        .map((e) => e.invoice_id)
        .sort(),
    ).toEqual([invoices[0]!.id, invoices[2]!.id].sort());
    expect(remindersOf(other.business)).toHaveLength(1);
    expect(remindersOf(unreadable.business)).toHaveLength(0);
    expect(errors.map(String)).toEqual([
      expect.stringContaining(`settings of ${unreadable.business} unreadable`),
      expect.stringContaining(invoices[1]!.id),
    ]);
  });
});

describe('the reminders’ own share of the daily sending', () => {
  it('spreads a backlog over days, oldest due first, and says how many wait and until when', () => {
    const due = Array.from({ length: 60 }, (_, n) => addDays('2025-10-01', 59 - n)); // the oldest last
    const { business, invoices } = businessWith(due);
    const check = scheduler();
    expect(check.check()).toBe(50);
    const oldest = [...invoices].sort((a, b) => a.pay_until_date!.localeCompare(b.pay_until_date!));
    expect(new Set(remindersOf(business).map((e) => e.invoice_id))).toEqual(
      new Set(oldest.slice(0, 50).map((i) => i.id)),
    );
    expect(check.backlog(business)).toEqual({ waiting: 10, through: '2026-03-03', per_day: 50 });
    // The owner's own sending is untouched by them.
    expect(budget().ownerLeft(business, Math.floor(at / 1000))).toBe(200);
    expect(check.check()).toBe(0);

    at += 24 * 3600_000 + 60_000; // the first 50 are out of the last 24 hours
    expect(check.check()).toBe(10);
    expect(check.backlog(business)).toEqual({ waiting: 0, through: null, per_day: 50 });
  });

  it('never takes what the owner may still send today', () => {
    const { business } = businessWith(Array.from({ length: 30 }, (_, n) => addDays('2025-12-01', n)));
    for (let n = 0; n < 190; n++)
      outbox.add(
        {
          id: randomUUID(),
          business,
          invoice_id: randomUUID(),
          kind: 'invoice',
          to: ['buyer@example.com'],
          cc: [],
          subject: 'Invoice',
          body: '',
          html: '',
          file_name: 'T-001.pdf',
          reply_to: null,
          created_at: Math.floor(at / 1000) - 3600,
        },
        at,
      );
    expect(scheduler().check()).toBe(10);
    expect(budget().ownerLeft(business, Math.floor(at / 1000))).toBe(10);
  });
});
