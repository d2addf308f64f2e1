import { beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../contract/clock';
import type { MonthRow, OverviewAnswer } from '../../../contract/overview';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, until } from '../../testing/harness';

/** The BFF's clock, moved by the test; the embedded API's times are set through its console (`?at=`). */
let nowMs = new Date(2026, 5, 15, 12).getTime(); // 15 June 2026, local
const clock: Clock = { now: () => new Date(nowMs) };
const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
  { bff: { clock } },
);

/** Unix seconds of a local moment (month 1-based). */
const at = (m: number, d: number, h = 10) => Math.floor(new Date(2026, m - 1, d, h).getTime() / 1000);
const day = (m: number, d: number) => `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const overview = async (business: string): Promise<OverviewAnswer['data']> => {
  const res = await desk.get(`/api/b/${business}/overview`);
  expect(res.status).toBe(200);
  return ((await res.json()) as OverviewAnswer).data;
};
const row = (rows: MonthRow[], month: string) => rows.find((r) => r.month === month && r.currency === 'EUR');

/** The app's side: an invoice issued and (optionally) paid at given moments. */
function app(business: string) {
  const c = consoleOf(desk.api);
  return {
    issue: async (date: string, price: number, issuedAt: number) =>
      (
        await c.call<{ data: { id: string } }>('POST', `/businesses/${business}/invoices?at=${issuedAt}`, {
          ...sampleInvoiceBody({ buyer: { type: 'company', company_name: 'Paid Dates Buyer' } }),
          invoice_date: date,
          products: [{ name: 'Work', units: 'h', quantity: 1, price }],
        })
      ).data.id,
    pay: (id: string, paidAt: number) =>
      c.call('POST', `/businesses/${business}/invoices/${id}/payments?at=${paidAt}`, {}),
  };
}

async function connect(business: { id: string; token: string }, live: boolean) {
  const secret = live
    ? (await consoleOf(desk.api).webhook(business.id, `${desk.bff.url}/webhooks/${business.id}`)).secret
    : undefined;
  const res = await desk.get('/api/businesses', {
    method: 'POST',
    ...jsonBody({ token: business.token, webhook_secret: secret }),
  });
  expect(res.status).toBe(201);
  await until(async () => (await overview(business.id)).paid_known_from !== null || undefined);
}

let live: { id: string; token: string };
let quiet: { id: string; token: string };
let liveLater: string;
let quietLater: string;
beforeAll(async () => {
  live = await consoleOf(desk.api).business('Paid Dates Ltd');
  const a = app(live.id);
  await a.issue(day(1, 10), 70, at(1, 10)); // never paid: January issued, its payments not known
  const feb = await a.issue(day(2, 3), 100, at(2, 3));
  await a.pay(feb, at(3, 20)); // paid in March, before the BFF knew the business
  const apr = await a.issue(day(4, 10), 200.2, at(4, 10));
  await a.pay(apr, at(4, 25));
  // Issued ahead of its date and paid before it: never dated before the invoice's own date.
  const may = await a.issue(day(5, 2), 300.3, at(4, 28));
  await a.pay(may, at(4, 29));
  liveLater = await a.issue(day(6, 1), 50.05, at(6, 1));
  // Paid this month before the BFF knew the business: the month of the first walk holds an estimate too.
  const june = await a.issue(day(6, 2), 60, at(6, 2));
  await a.pay(june, at(6, 10));

  quiet = await consoleOf(desk.api).business('Walked Ltd');
  quietLater = await app(quiet.id).issue(day(5, 10), 80, at(5, 10));

  await connect(live, true);
  await connect(quiet, false);
});

describe('the overview dates payments by their evidence', () => {
  it('first walk: found-paid invoices are estimated by their last change, never before their date; earlier months not known', async () => {
    const data = await overview(live.id);
    expect(data.paid_known_from).toBe('2026-06');
    expect(data.months.filter((r) => r.currency === 'EUR')).toEqual([
      { month: '2026-01', currency: 'EUR', issued: 70, paid: null, paid_basis: 'not_known', expenses: 0 },
      { month: '2026-02', currency: 'EUR', issued: 100, paid: null, paid_basis: 'not_known', expenses: 0 },
      { month: '2026-03', currency: 'EUR', issued: 0, paid: 100, paid_basis: 'estimated', expenses: 0 },
      { month: '2026-04', currency: 'EUR', issued: 200.2, paid: 200.2, paid_basis: 'estimated', expenses: 0 },
      { month: '2026-05', currency: 'EUR', issued: 300.3, paid: 300.3, paid_basis: 'estimated', expenses: 0 },
      { month: '2026-06', currency: 'EUR', issued: 110.05, paid: 60, paid_basis: 'estimated', expenses: 0 },
    ]);
  });

  it('a payment by webhook after the first walk is dated by its arrival, and known', async () => {
    nowMs = new Date(2026, 6, 3, 9).getTime(); // 3 July: the webhook arrives now, whatever the API's updated_at
    await app(live.id).pay(liveLater, at(6, 16));
    await until(async () => row((await overview(live.id)).months, '2026-07') || undefined);
    const { months } = await overview(live.id);
    expect(row(months, '2026-07')).toEqual({
      month: '2026-07',
      currency: 'EUR',
      issued: 0,
      paid: 50.05,
      paid_basis: 'known',
      expenses: 0,
    });
    expect(row(months, '2026-06')).toMatchObject({ paid: 60, paid_basis: 'estimated' });
  });

  it('a walk that finds an invoice newly paid dates it by its last change, and known', async () => {
    const before = await overview(quiet.id);
    expect(row(before.months, '2026-05')).toMatchObject({ issued: 80, paid: null, paid_basis: 'not_known' });
    await app(quiet.id).pay(quietLater, at(6, 20));
    const res = await desk.get(`/api/b/${quiet.id}/mirror/refresh`, { method: 'POST' });
    expect(res.status).toBe(202);
    await until(async () => row((await overview(quiet.id)).months, '2026-06') || undefined);
    const after = await overview(quiet.id);
    expect(after.paid_known_from).toBe('2026-06'); // the first walk's month stays where the evidence began
    expect(row(after.months, '2026-06')).toEqual({
      month: '2026-06',
      currency: 'EUR',
      issued: 0,
      paid: 80,
      paid_basis: 'known',
      expenses: 0,
    });
  });
});
