import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../contract/clock';
import type { Email } from '../../../contract/email';
import { dueReminder } from '../../../contract/reminders';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { defaultConfig } from '../../platform/config';
import { startBff } from '../../server';
import { withApi } from '../../testing/fixture';
import { browser, consoleOf, jsonBody, sampleInvoiceBody, tempDir, until } from '../../testing/harness';
import { apiAs, paid } from '../../testing/records-fixture';

describe('which reminder step is due', () => {
  const steps = [3, 10, 30];
  it('is the latest step whose day has come and that was never sent or skipped; the earlier ones are skipped', () => {
    expect(dueReminder(steps, '2026-01-10', '2026-01-12', new Set())).toBeUndefined();
    expect(dueReminder(steps, '2026-01-10', '2026-01-13', new Set())).toEqual({ send: 3, skip: [] });
    expect(dueReminder(steps, '2026-01-10', '2026-01-25', new Set([3]))).toEqual({ send: 10, skip: [] });
    expect(dueReminder(steps, '2026-01-10', '2026-01-25', new Set([3, 10]))).toBeUndefined();
    // Switched on long after: one reminder (the latest step), not three.
    expect(dueReminder(steps, '2026-01-10', '2026-03-01', new Set())).toEqual({ send: 30, skip: [3, 10] });
    expect(dueReminder([-2, 5], '2026-01-10', '2026-01-08', new Set())).toEqual({ send: -2, skip: [] });
  });
});

/**
 * Automatic reminders on a desk whose clock the test moves (no real day passes), days and window in Vilnius time,
 * checked every 50 ms, messages in the local outbox.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
let at = Date.parse('2026-03-01T06:30:00Z'); // 08:30 in Vilnius (UTC+2 in winter)
const clock: Clock = { now: () => new Date(at) };
let data: Awaited<ReturnType<typeof tempDir>>;
let bff: Awaited<ReturnType<typeof startBff>>;
let get: ReturnType<typeof browser>;
let business: string;
let token: string;
const ids: Record<string, string> = {};

const start = async () => {
  const base = defaultConfig({ dataDir: data.dir });
  bff = await startBff({
    ...base,
    apiBaseUrl: embedded.api.baseUrl,
    port: 0,
    clock,
    mail: { ...base.mail, reminderCheckMs: 50, zone: 'Europe/Vilnius' },
  });
  get = browser(bff.url);
};
const reminders = async () =>
  ((await (await get(`/api/b/${business}/emails`)).json()) as { data: Email[] }).data.filter(
    (e) => e.kind === 'reminder',
  );
const aboutInvoice = async (name: string) => (await reminders()).filter((e) => e.invoice_id === ids[name]);
/** A few checks' time: long enough for the 50 ms checker to have looked several times. */
const someChecks = () => new Promise((r) => setTimeout(r, 400));

beforeAll(async () => {
  data = await tempDir('desk-reminders-');
  const b = await consoleOf(embedded.api).business('Reminder Ltd');
  [business, token] = [b.id, b.token];
  const api = apiAs(embedded.api, b.token);
  const buyer = (email: string | null) => ({ buyer: { type: 'company', company_name: 'Client UAB', email } });
  const make = async (name: string, over: Record<string, unknown>) => {
    ids[name] = (
      await api.invoice(
        sampleInvoiceBody({ invoice_date: '2025-12-01', ...buyer('client@example.lt'), ...over }),
      )
    ).id;
  };
  await make('late9', { pay_until_date: '2026-02-20' }); // 9 days late on 1 March: step 3
  await make('late59', { pay_until_date: '2026-01-01' }); // 59 days late: step 30, 3 and 10 skipped
  await make('paid', { pay_until_date: '2026-01-01' });
  await paid(embedded.api, b.id, ids.paid!);
  await make('offer', { pay_until_date: '2026-01-01', type: 'preliminary_invoice' });
  await make('noEmail', { pay_until_date: '2026-01-01', ...buyer(null) });
  await make('notDue', { pay_until_date: '2026-03-20' });
  await start();
  expect((await get('/api/businesses', { method: 'POST', ...jsonBody({ token }) })).status).toBe(201);
  await until(
    async () =>
      ((await (await get(`/api/b/${business}/mirror`)).json()) as { data: { state: string } }).data.state ===
      'ready',
  );
});
afterAll(async () => {
  await bff.close();
  await data.remove();
});

describe('automatic reminders', () => {
  it('are off by default, and a bad setting is refused on its field', async () => {
    expect(await (await get(`/api/b/${business}/reminders`)).json()).toEqual({
      data: { enabled: false, steps: [3, 10, 30], window: { from_hour: 8, to_hour: 18 } },
      meta: { waiting: 0, through: null, per_day: 50 },
    });
    const bad = await get(`/api/b/${business}/reminders`, {
      method: 'PUT',
      ...jsonBody({ enabled: true, steps: [3, 3], window: { from_hour: 18, to_hour: 8 } }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'steps',
      'window.to_hour',
    ]);
    await someChecks();
    expect(await reminders()).toEqual([]);
  });

  it('send each due step once: the latest of several, never to a paid, pro forma, address-less or not-yet-due invoice', async () => {
    const on = await get(`/api/b/${business}/reminders`, {
      method: 'PUT',
      ...jsonBody({ enabled: true, steps: [3, 10, 30], window: { from_hour: 8, to_hour: 18 } }),
    });
    expect(on.status).toBe(200);
    await until(async () => (await reminders()).length >= 2);
    await someChecks();
    const sent = await reminders();
    expect(sent.map((e) => e.invoice_id).sort()).toEqual([ids.late9, ids.late59].sort());
    expect(sent.every((e) => e.to[0] === 'client@example.lt')).toBe(true);
    // An hour later, and after a restart on the same data: nothing again.
    at += 3600_000;
    await bff.close();
    await start();
    await someChecks();
    expect((await reminders()).length).toBe(2);
  });

  it('waits three days after another message, keeps to the window in local time, and stops once the invoice is paid', async () => {
    // 2 March, 9 days after the first reminder's step: step 10 of late9 is due on 2 March but the last message was 1 March.
    at = Date.parse('2026-03-02T07:00:00Z');
    await someChecks();
    expect(await aboutInvoice('late9')).toHaveLength(1);
    // The invoice's page says when the next one goes: step 10's day (2 March) is inside the quiet period, so 4 March.
    expect(await nextOf('late9')).toEqual({
      data: { step: 10, date: '2026-03-04' },
      meta: { enabled: true, no_address: false },
    });
    expect(await nextOf('notDue')).toEqual({
      data: { step: 3, date: '2026-03-23' },
      meta: { enabled: true, no_address: false },
    });
    expect(await nextOf('paid')).toMatchObject({ data: null });
    expect(await nextOf('offer')).toMatchObject({ data: null });
    expect(await nextOf('noEmail')).toEqual({ data: null, meta: { enabled: true, no_address: true } });
    // 4 March, 19:30 in Vilnius: quiet period over, but outside the window.
    at = Date.parse('2026-03-04T17:30:00Z');
    await someChecks();
    expect(await aboutInvoice('late9')).toHaveLength(1);
    // 5 March, 08:05 in Vilnius (06:05 UTC): inside the window — step 10 goes.
    at = Date.parse('2026-03-05T06:05:00Z');
    await until(async () => (await aboutInvoice('late9')).length === 2);
    // Paid before step 30 (22 March): no reminder ever again.
    await paid(embedded.api, business, ids.late9!);
    await get(`/api/b/${business}/invoices/${ids.late9}?refresh=1`);
    at = Date.parse('2026-03-25T08:00:00Z');
    await someChecks();
    expect(await aboutInvoice('late9')).toHaveLength(2);
    // The not-yet-due one gets its step 3 now (due 20 March), in its turn.
    expect(await aboutInvoice('notDue')).toHaveLength(1);
    expect(await aboutInvoice('paid')).toEqual([]);
    expect(await aboutInvoice('offer')).toEqual([]);
    expect(await aboutInvoice('noEmail')).toEqual([]);
    expect(await nextOf('late9')).toMatchObject({ data: null });
  });

  it('keep to the business’s own time zone from its settings', async () => {
    // 26 March 17:00 UTC: 19:00 in Vilnius (outside 08–18), 13:00 in New York (inside). Set before the invoice
    // exists: at the last test's hour the checker could remind about it before the clock moved.
    at = Date.parse('2026-03-26T17:00:00Z');
    const res = await get(`/api/b/${business}/invoices`, {
      method: 'POST',
      ...jsonBody(
        sampleInvoiceBody({
          invoice_date: '2026-03-01',
          pay_until_date: '2026-03-10',
          buyer: { type: 'company', company_name: 'Far UAB', email: 'far@example.com' },
        }),
      ),
    });
    ids.far = ((await res.json()) as { data: { id: string } }).data.id;
    await someChecks();
    expect(await aboutInvoice('far')).toEqual([]);
    const settings = { time_zone: 'America/New_York', reply_to: null, mail_server: null };
    expect((await get(`/api/b/${business}/settings`, { method: 'PUT', ...jsonBody(settings) })).status).toBe(
      200,
    );
    await until(async () => (await aboutInvoice('far')).length === 1);
    await someChecks();
    expect(await aboutInvoice('far')).toHaveLength(1);
  });
});

const nextOf = async (name: string) =>
  (await get(`/api/b/${business}/invoices/${ids[name]}/next-reminder`)).json();
