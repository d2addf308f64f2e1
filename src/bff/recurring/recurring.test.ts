import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Clock } from '../../contract/clock';
import type { Email } from '../../contract/email';
import type { Invoice } from '../../contract/invoice';
import { type Schedule, templateFromInvoice, type Upcoming } from '../../contract/recurring';
import { startInvoicingApi } from '../../invoicing-api/server';
import { defaultConfig } from '../config';
import { withApi } from '../testing/fixture';
import {
  browser,
  consoleOf,
  jsonBody,
  noMirrorSync,
  sampleInvoiceBody,
  startTestBff,
  until,
} from '../testing/harness';

/**
 * Recurring invoices on a desk whose clock the test moves (no real day passes; the issuer looks every 50 ms), in
 * front of the embedded API through a forwarding proxy. The proxy makes only the faults the API cannot be made to
 * produce: a refusal of a template the contract accepted (the business's VAT status changed), a connection dropped
 * before the API saw the call, and one dropped after the API created the invoice (the outcome unknown to the desk).
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
type Fault = 'refuse' | 'drop' | 'lose-answer' | undefined;
let fault: Fault;
/** The issuer's look-ups of page N of the invoices are dropped (its own `refresh` reads, not the test's). */
let blockLookups = false;
let posts = 0;
const proxy = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const isPost = req.method === 'POST' && req.url === '/api/invoices';
    if (isPost) posts += 1;
    if (isPost && fault === 'drop') return req.socket.destroy();
    if (blockLookups && req.method === 'GET' && req.url?.startsWith('/api/invoices?page='))
      return req.socket.destroy();
    if (isPost && fault === 'refuse') {
      res.writeHead(422, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          message: 'The seller VAT code is required.',
          errors: { 'seller.vat_code': ['Required.'] },
        }),
      );
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
    ) as Record<string, string>;
    fetch(`${embedded.api.origin}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        if (isPost && fault === 'lose-answer') return req.socket.destroy(); // created, but the desk never hears
        res.writeHead(
          answer.status,
          Object.fromEntries(
            [...answer.headers].filter(([k]) => k !== 'content-encoding' && k !== 'content-length'),
          ),
        );
        res.end(body);
      })
      .catch(() => req.socket.destroy());
  });
});

let at = Date.parse('2026-03-10T09:00:00Z');
const clock: Clock = { now: () => new Date(at) };
let bff: Awaited<ReturnType<typeof startTestBff>>;
let get: ReturnType<typeof browser>;

beforeAll(async () => {
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const base = defaultConfig({ dataDir: '' });
  bff = await startTestBff(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`, {
    ...noMirrorSync,
    clock,
    rateLimit: { ...base.rateLimit, limit: 10_000 }, // this file counts occurrences, not calls
    recurring: { checkMs: 50 },
    mail: { ...base.mail, zone: 'Europe/Vilnius' },
  });
  get = browser(bff.url);
});
afterAll(async () => {
  await bff?.close();
  proxy.closeAllConnections();
  await new Promise((r) => proxy.close(r));
});

/** A business of its own for each test, in `zone`. */
async function business(title: string, zone = 'Europe/Vilnius'): Promise<string> {
  const b = await consoleOf(embedded.api).business(title);
  expect((await get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) })).status).toBe(
    201,
  );
  const settings = { time_zone: zone, reply_to: null, mail_server: null };
  expect((await get(`/api/b/${b.id}/settings`, { method: 'PUT', ...jsonBody(settings) })).status).toBe(200);
  return b.id;
}
const { invoice_date: _d, ...template } = sampleInvoiceBody({
  buyer: { type: 'company', company_name: 'Retainer UAB' },
});
const body = (over: Record<string, unknown> = {}) => ({
  template,
  pay_in_days: 14,
  frequency: 'monthly',
  interval: 1,
  start_date: '2026-03-10',
  end: null,
  email: null,
  ...over,
});
/** The schedules a test made: deleted after it, so that the next test's moved clock issues none of them. */
const made: [business: string, id: string][] = [];
async function create(b: string, over: Record<string, unknown> = {}): Promise<Schedule> {
  const res = await get(`/api/b/${b}/recurring`, { method: 'POST', ...jsonBody(body(over)) });
  expect(res.status, await res.clone().text()).toBe(201);
  const s = ((await res.json()) as { data: Schedule }).data;
  made.push([b, s.id]);
  return s;
}
afterEach(async () => {
  for (const [b, id] of made.splice(0)) {
    expect((await get(`/api/b/${b}/recurring/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await get(`/api/b/${b}/recurring/${id}`)).status).toBe(404);
  }
});
const scheduleOf = async (b: string, id: string) =>
  ((await (await get(`/api/b/${b}/recurring/${id}`)).json()) as { data: Schedule }).data;
const issuedDates = async (b: string, id: string) =>
  (await scheduleOf(b, id)).issued.map((i) => i.date).sort();
const act = async (b: string, id: string, path: string) => {
  const res = await get(`/api/b/${b}/recurring/${id}/${path}`, { method: 'POST' });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Schedule }).data;
};
/** Long enough for the 50 ms issuer to have looked several times. */
const someChecks = () => new Promise((r) => setTimeout(r, 400));
async function invoicesInApi(b: string): Promise<Invoice[]> {
  const res = await get(`/api/b/${b}/invoices?page=1&refresh=1`);
  return ((await res.json()) as { data: Invoice[] }).data;
}

describe('recurring invoices', () => {
  it('tells what the next 30 days will bill, per currency, without the paused ones', async () => {
    at = Date.parse('2026-11-02T09:00:00Z');
    const b = await business('Upcoming Ltd');
    await create(b, { frequency: 'weekly', start_date: '2026-11-03' });
    await create(b, {
      start_date: '2026-11-05',
      template: {
        ...template,
        currency: 'USD',
        products: [{ name: 'Rent', units: 'month', quantity: 1, total: 1234.5 }],
      },
    });
    const paused = await create(b, { start_date: '2026-11-04' });
    await act(b, paused.id, 'pause');
    const res = await get(`/api/b/${b}/recurring/upcoming`);
    const { data } = (await res.json()) as { data: Upcoming };
    expect(data.occurrences.map((o) => [o.date, o.currency, o.total, o.buyer])).toEqual([
      ['2026-11-03', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-11-05', 'USD', '1234.50', 'Retainer UAB'],
      ['2026-11-10', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-11-17', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-11-24', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-12-01', 'EUR', '100.00', 'Retainer UAB'],
    ]);
    expect(data.totals).toEqual([
      { currency: 'EUR', total: '500.00', count: 5 },
      { currency: 'USD', total: '1234.50', count: 1 },
    ]);
  });

  it('makes an issued invoice recurring: its occurrences bill the same lines to the same buyer', async () => {
    at = Date.parse('2026-11-20T09:00:00Z');
    const b = await business('From Invoice Ltd');
    const made = await get(`/api/b/${b}/invoices`, {
      method: 'POST',
      ...jsonBody(
        sampleInvoiceBody({
          invoice_date: '2026-11-01',
          pay_until_date: '2026-11-11',
          language: 'de',
          notes: 'Monthly hosting',
          buyer: { type: 'company', company_name: 'Host GmbH', email: 'ap@host.example' },
          products: [
            { name: 'Hosting', units: 'month', quantity: 1, price: 49.9 },
            { name: 'Backup', units: 'GB', quantity: 3, price: 0.5 },
          ],
        }),
      ),
    });
    const original = ((await made.json()) as { data: Invoice }).data;
    const s = await create(b, { ...templateFromInvoice(original), start_date: '2026-11-20' });
    expect(s.pay_in_days).toBe(10);
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    const id = (await scheduleOf(b, s.id)).issued[0]!.invoice_id;
    const copy = (await invoicesInApi(b)).find((i) => i.id === id)!;
    const same = (i: Invoice) => ({
      buyer: i.buyer,
      items: i.items.map(({ id: _id, ...rest }) => rest),
      total: i.total_incl_vat,
      language: i.language,
      notes: i.notes,
      series: i.series,
      currency: i.currency,
    });
    expect(same(copy)).toEqual(same(original));
    expect(copy).toMatchObject({ invoice_date: '2026-11-20', pay_until_date: '2026-11-30' });
  });

  it('refuses a bad rule or a template the API’s rules refuse, on the field, storing nothing', async () => {
    const b = await business('Refused Ltd');
    const cases: [Record<string, unknown>, string][] = [
      [{ frequency: 'daily' }, 'frequency'],
      [{ interval: 0 }, 'interval'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end: { after: 0 } }, 'end.after'],
      [{ email: { to: ['not an address'] } }, 'email.to.0'],
      [{ template: { ...template, invoice_date: '2026-03-10' } }, 'template.invoice_date'],
      [{ template: { ...template, invoice_number: '7' } }, 'template.invoice_number'],
      [{ template: { ...template, products: [] } }, 'template.products'],
      [
        { template: { ...template, products: [{ name: 'Work', units: 'h', quantity: 'many', price: 50 }] } },
        'template.products.0.quantity',
      ],
    ];
    for (const [over, field] of cases) {
      const res = await get(`/api/b/${b}/recurring`, { method: 'POST', ...jsonBody(body(over)) });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors), JSON.stringify(over)).toContain(
        field,
      );
    }
    expect(await (await get(`/api/b/${b}/recurring`)).json()).toEqual({ data: [] });
  });

  it('issues the occurrence of today at once, dated today and due pay_in_days later, e-mailed when asked, once', async () => {
    at = Date.parse('2026-03-10T09:00:00Z');
    const b = await business('Today Ltd');
    const s = await create(b, { email: { to: ['client@example.lt'] } });
    expect(s).toMatchObject({ state: 'active', next_date: '2026-03-10', missed: [], issued: [] });
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    const after = await scheduleOf(b, s.id);
    expect(after.issued[0]).toMatchObject({ date: '2026-03-10', status: 'issued', error: null });
    expect(after.next_date).toBe('2026-04-10');
    const [invoice] = (await invoicesInApi(b)).filter((i) => i.id === after.issued[0]!.invoice_id);
    expect(invoice).toMatchObject({ invoice_date: '2026-03-10', pay_until_date: '2026-03-24' });
    const log = ((await (await get(`/api/b/${b}/emails`)).json()) as { data: Email[] }).data;
    expect(log.map((e) => [e.invoice_id, e.kind, e.to])).toEqual([
      [invoice!.id, 'invoice', ['client@example.lt']],
    ]);
    await someChecks();
    expect(await invoicesInApi(b)).toHaveLength(1);
    expect(await (await get(`/api/b/${b}/emails`)).json()).toMatchObject({ data: [{ id: log[0]!.id }] });
  });

  it('keeps month ends (31 Jan → 28 Feb → 31 Mar) and the business’s midnight, across a daylight-saving change', async () => {
    at = Date.parse('2026-01-31T10:00:00Z');
    const b = await business('Month End Ltd');
    const s = await create(b, { start_date: '2026-01-31' });
    await until(async () => (await issuedDates(b, s.id)).length === 1);
    at = Date.parse('2026-02-28T10:00:00Z');
    await until(async () => (await issuedDates(b, s.id)).length === 2);
    at = Date.parse('2026-03-30T10:00:00Z');
    await someChecks();
    expect(await issuedDates(b, s.id)).toEqual(['2026-01-31', '2026-02-28']);
    at = Date.parse('2026-03-31T10:00:00Z');
    await until(async () => (await issuedDates(b, s.id)).length === 3);
    expect(await issuedDates(b, s.id)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);

    // "On the 1st" in Auckland: 31 March 11:30 UTC is already 1 April 00:30 there.
    at = Date.parse('2026-03-31T10:30:00Z'); // 23:30 on 31 March in Auckland
    const nz = await business('Kiwi Ltd', 'Pacific/Auckland');
    const monthly = await create(nz, { start_date: '2026-04-01' });
    await someChecks();
    expect((await scheduleOf(nz, monthly.id)).issued).toEqual([]);
    at = Date.parse('2026-03-31T11:30:00Z');
    await until(async () => (await issuedDates(nz, monthly.id)).length === 1);
    expect(await issuedDates(nz, monthly.id)).toEqual(['2026-04-01']);

    // Weekly on Sundays in Vilnius, either side of the clocks going forward (29 March 2026, UTC+2 → UTC+3):
    // 00:30 local is 22:30 UTC the day before in winter and 21:30 UTC in summer (a fixed +2 would still say Saturday).
    at = Date.parse('2026-03-28T22:30:00Z');
    const weekly = await create(b, { frequency: 'weekly', start_date: '2026-03-29' });
    await until(async () => (await issuedDates(b, weekly.id)).length === 1);
    at = Date.parse('2026-04-04T20:59:00Z'); // 23:59 on Saturday in summer time
    await someChecks();
    expect(await issuedDates(b, weekly.id)).toEqual(['2026-03-29']);
    at = Date.parse('2026-04-04T21:30:00Z');
    await until(async () => (await issuedDates(b, weekly.id)).length === 2);
    expect(await issuedDates(b, weekly.id)).toEqual(['2026-03-29', '2026-04-05']);
  });

  it('catches up on the last 7 days by itself and leaves older occurrences to the owner: issue now, or skip', async () => {
    at = Date.parse('2026-05-20T09:00:00Z');
    const b = await business('Catch Up Ltd');
    const s = await create(b, { frequency: 'weekly', start_date: addDays('2026-05-20', -20) });
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    let view = await scheduleOf(b, s.id);
    expect(view.issued.map((i) => i.date)).toEqual(['2026-05-14']);
    expect(view.missed).toEqual(['2026-04-30', '2026-05-07']);
    expect(view.next_date).toBe('2026-05-21');
    view = await act(b, s.id, 'missed/2026-04-30/skip');
    expect(view.missed).toEqual(['2026-05-07']);
    await act(b, s.id, 'missed/2026-05-07/issue');
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 2);
    view = await scheduleOf(b, s.id);
    expect(view.missed).toEqual([]);
    const dated = (await invoicesInApi(b)).map((i) => i.invoice_date).sort();
    expect(dated).toEqual(['2026-05-07', '2026-05-14']);
    // Nothing to decide about twice.
    expect(
      (await get(`/api/b/${b}/recurring/${s.id}/missed/2026-04-30/issue`, { method: 'POST' })).status,
    ).toBe(422);
  });

  it('issues nothing while paused; an occurrence passed meanwhile is skipped, the next one goes', async () => {
    at = Date.parse('2026-06-01T09:00:00Z');
    const b = await business('Pause Ltd');
    const s = await create(b, { start_date: '2026-06-02' });
    expect((await act(b, s.id, 'pause')).state).toBe('paused');
    at = Date.parse('2026-06-03T09:00:00Z');
    await someChecks();
    const resumed = await act(b, s.id, 'resume');
    expect(resumed).toMatchObject({ state: 'active', next_date: '2026-07-02', issued: [], missed: [] });
    at = Date.parse('2026-07-02T09:00:00Z');
    await until(async () => (await issuedDates(b, s.id)).length === 1);
    expect(await issuedDates(b, s.id)).toEqual(['2026-07-02']);
    expect((await invoicesInApi(b)).map((i) => i.invoice_date)).toEqual(['2026-07-02']);
  });

  it('pauses at once with the API’s words when it refuses the invoice, and retries nothing blindly', async () => {
    at = Date.parse('2026-08-03T09:00:00Z');
    const b = await business('Refusal Ltd');
    fault = 'refuse';
    try {
      const before = posts;
      const s = await create(b, { start_date: '2026-08-03' });
      const paused = await until(async () => {
        const v = await scheduleOf(b, s.id);
        return v.state === 'paused' ? v : undefined;
      });
      expect(paused.paused_reason).toMatch(
        /refused the invoice of 2026-08-03: The seller VAT code is required/,
      );
      expect(paused.issued).toEqual([
        {
          date: '2026-08-03',
          invoice_id: null,
          status: 'failed',
          error: 'The seller VAT code is required. seller.vat_code: Required.',
        },
      ]);
      await someChecks();
      expect(posts - before).toBe(1);
    } finally {
      fault = undefined;
    }
  });

  it('after an answer lost on the way, finds the invoice the API made instead of making a second', async () => {
    at = Date.parse('2026-09-01T09:00:00Z');
    const b = await business('Lost Answer Ltd');
    fault = 'lose-answer';
    const s = await create(b, { start_date: '2026-09-01' });
    await until(() => posts > 0 && fault === 'lose-answer' && true);
    await until(async () => (await invoicesInApi(b)).length === 1);
    fault = undefined;
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    await someChecks();
    const [invoice] = await invoicesInApi(b);
    expect(await invoicesInApi(b)).toHaveLength(1);
    expect((await scheduleOf(b, s.id)).issued).toEqual([
      { date: '2026-09-01', invoice_id: invoice!.id, status: 'issued', error: null },
    ]);
  });

  it('finds the invoice of a lost answer even after 55 newer ones pushed it off the first page', async () => {
    at = Date.parse('2026-09-15T09:00:00Z');
    const b = await business('Busy Morning Ltd');
    fault = 'lose-answer';
    blockLookups = true;
    const s = await create(b, { start_date: '2026-09-15' });
    await until(async () => (await scheduleOf(b, s.id)).state === 'paused'); // three look-ups failed
    fault = undefined;
    for (let i = 0; i < 55; i++) {
      const other = sampleInvoiceBody({
        invoice_date: '2026-09-15',
        buyer: { type: 'company', company_name: `Other ${i}` },
      });
      expect((await get(`/api/b/${b}/invoices`, { method: 'POST', ...jsonBody(other) })).status).toBe(201);
    }
    blockLookups = false;
    await act(b, s.id, 'resume');
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    await someChecks();
    const page2 = await get(`/api/b/${b}/invoices?page=2&refresh=1`);
    const { data, meta } = (await page2.json()) as { data: Invoice[]; meta: { total: number } };
    expect(meta.total).toBe(56);
    const lost = data.filter((i) => i.buyer.company_name === 'Retainer UAB');
    expect(lost).toHaveLength(1);
    expect((await scheduleOf(b, s.id)).issued[0]!.invoice_id).toBe(lost[0]!.id);
  });

  it('pauses after three failures in a row (the API unreachable) and says why; resumed, it issues once', async () => {
    at = Date.parse('2026-10-01T09:00:00Z');
    const b = await business('Unreachable Ltd');
    fault = 'drop';
    const s = await create(b, { start_date: '2026-10-01' });
    const paused = await until(async () => {
      const v = await scheduleOf(b, s.id);
      return v.state === 'paused' ? v : undefined;
    });
    expect(paused.paused_reason).toMatch(/failed 3 times in a row/);
    expect(await invoicesInApi(b)).toEqual([]);
    fault = undefined;
    // Resumed the same day: the occurrence of today was never issued, it goes now (looked up first, then sent).
    await act(b, s.id, 'resume');
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    await someChecks();
    expect((await invoicesInApi(b)).map((i) => i.invoice_date)).toEqual(['2026-10-01']);
  });
});
