import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../contract/clock';
import type { OverviewAnswer } from '../../../contract/overview';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { connectHooked, mirrorsReady, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { apiAs, monthsAround, paid } from '../../testing/records-fixture';

let biz: { id: string; token: string };
let other: { id: string; token: string };
// The embedded API stamps real times, so the BFF counts months on the real clock too; the test's months follow it.
const clock = systemClock;
const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
  {
    bff: { clock },
  },
);
const { thisMonth, prevMonth } = monthsAround(clock);

const company = (name: string, more: Record<string, unknown> = {}) => ({
  buyer: { type: 'company', company_name: name, ...more },
});
const line = (name: string, price: number, quantity = 1) => ({
  products: [{ name, units: 'h', quantity, price }],
});
const json = async <T>(path: string, status = 200): Promise<T> => {
  const res = await desk.get(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
};
let paidLater: { id: string };
beforeAll(async () => {
  biz = await consoleOf(desk.api).business('Overview Ltd');
  other = await consoleOf(desk.api).business('Elsewhere Ltd');
  const a = apiAs(desk.api, biz.token);
  // Overdue EUR: 2 × 50.05 = 100.10, due last month.
  await a.invoice(
    sampleInvoiceBody({
      ...company('Müller GmbH', { address: 'Old street 1' }),
      ...line('Café design', 50.05, 2),
      invoice_date: `${prevMonth}-10`,
      pay_until_date: `${prevMonth}-20`,
    }),
  );
  // A credit note (negative, not settled, past its date) reduces issued: −30.03; apart from outstanding and overdue.
  await a.invoice(
    sampleInvoiceBody({
      ...company('Müller GmbH'),
      type: 'credit_invoice',
      ...line('Refund', -30.03),
      invoice_date: `${prevMonth}-15`,
      pay_until_date: `${prevMonth}-20`,
    }),
  );
  // An offer: apart, never issued or outstanding.
  await a.invoice(
    sampleInvoiceBody({
      ...company('Offer Buyer'),
      type: 'preliminary_invoice',
      ...line('Advance', 500),
      invoice_date: `${prevMonth}-12`,
    }),
  );
  // Paid ones: USD 200 and EUR 40.10, issued last month, paid (first seen paid) this month.
  const usd = await a.invoice(
    sampleInvoiceBody({
      ...company('Redwood Inc.'),
      currency: 'USD',
      ...line('Illustration', 200),
      invoice_date: `${prevMonth}-03`,
    }),
  );
  await paid(desk.api, biz.id, usd.id);
  paidLater = await a.invoice(
    sampleInvoiceBody({
      buyer: { type: 'individual', first_name: 'Jonas', last_name: 'Žukauskas' },
      ...line('Café design', 40.1),
      invoice_date: `${prevMonth}-25`,
    }),
  );
  // Newer invoice to Müller: its buyer fields are the ones remembered.
  await a.invoice(
    sampleInvoiceBody({
      ...company('Müller GmbH', { address: 'Königstraße 14', vat_code: 'DE811907980' }),
      ...line('Café design', 90),
      invoice_date: `${thisMonth}-01`,
      pay_until_date: '2099-01-01',
    }),
  );
  await a.expense({
    seller: 'Kavinė Žalia Arbata',
    total: '18.40',
    currency: 'EUR',
    date: `${prevMonth}-05`,
  });
  await apiAs(desk.api, other.token).invoice(
    sampleInvoiceBody({ ...company('Secret Buyer'), ...line('Secret work', 999) }),
  );

  await connectHooked(desk, biz);
  await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: other.token }) });
  await mirrorsReady(desk, biz.id, other.id);
  // Paid after the mirror saw it unpaid: the webhook moves it into this month's "paid".
  await paid(desk.api, biz.id, paidLater.id);
  await until(
    async () =>
      (await json<OverviewAnswer>(`/api/b/${biz.id}/overview`)).data.months.some(
        (m) => m.month === thisMonth && m.currency === 'EUR',
      ) || undefined,
  );
});

describe('GET …/overview', () => {
  it('sums per currency with decimal math: credit notes and offers apart, paid dated by its evidence', async () => {
    const { data, mirror } = await json<OverviewAnswer>(`/api/b/${biz.id}/overview`);
    expect(mirror.state).toBe('ready');
    expect(data.outstanding).toEqual([{ currency: 'EUR', amount: 190.1, count: 2 }]); // 100.10 + 90
    expect(data.overdue).toEqual([{ currency: 'EUR', amount: 100.1, count: 1 }]); // the credit note is never overdue
    expect(data.credit_open).toEqual([{ currency: 'EUR', amount: -30.03, count: 1 }]);
    expect(data.preliminary_open).toEqual([{ currency: 'EUR', amount: 500, count: 1 }]);
    // Last month is before the mirror's evidence began: its payments are not known (not 0). The USD invoice was found
    // paid by the first walk (an estimate, by its last change); the EUR one was seen paid by webhook (known).
    expect(data.months).toEqual([
      {
        month: prevMonth,
        currency: 'EUR',
        issued: 110.17,
        paid: null,
        paid_basis: 'not_known',
        expenses: 18.4,
      }, // 100.10 − 30.03 + 40.10
      { month: prevMonth, currency: 'USD', issued: 200, paid: null, paid_basis: 'not_known', expenses: 0 },
      { month: thisMonth, currency: 'EUR', issued: 90, paid: 40.1, paid_basis: 'known', expenses: 0 },
      { month: thisMonth, currency: 'USD', issued: 0, paid: 200, paid_basis: 'estimated', expenses: 0 },
    ]);
  });

  it('takes a range: the months of from..to only; outstanding stays over all time', async () => {
    const { data } = await json<OverviewAnswer>(
      `/api/b/${biz.id}/overview?from=${prevMonth}-01&to=${prevMonth}-12`,
    );
    expect(data.months).toEqual([
      {
        month: prevMonth,
        currency: 'EUR',
        issued: 100.1,
        paid: null,
        paid_basis: 'not_known',
        expenses: 18.4,
      },
      { month: prevMonth, currency: 'USD', issued: 200, paid: null, paid_basis: 'not_known', expenses: 0 },
    ]);
    expect(data.outstanding).toEqual([{ currency: 'EUR', amount: 190.1, count: 2 }]);
  });

  it('refuses malformed dates, a reversed range and unknown parameters on their names', async () => {
    const bad = async (query: string, name: string) => {
      const body = await json<{ status: number; code: string; errors: Record<string, string[]> }>(
        `/api/b/${biz.id}/overview?${query}`,
        422,
      );
      expect(body).toMatchObject({ status: 422, code: 'validation' });
      expect(Object.keys(body.errors)).toEqual([name]);
    };
    await bad('from=2026-13-01', 'from');
    await bad('to=yesterday', 'to');
    await bad('from=2026-05-01&to=2026-04-30', 'to');
    await bad('currency=EUR', 'currency');
  });

  it('answers nothing of another business, and 404 for one not connected', async () => {
    const { data } = await json<OverviewAnswer>(`/api/b/${other.id}/overview`);
    expect(data.outstanding).toEqual([{ currency: 'EUR', amount: 999, count: 1 }]);
    expect(data.credit_open).toEqual([]);
    await json(`/api/b/00000000-0000-4000-8000-000000000000/overview`, 404);
  });
});

type Buyers = { data: { buyer: Record<string, unknown>; invoices: number; last_invoice_date: string }[] };
type Products = {
  data: {
    name: string;
    units: string;
    price: number;
    vat_percentage: number | null;
    times: number;
    last_used: string;
  }[];
};

describe('GET …/buyers and …/products', () => {
  it('lists past buyers most recent first, each as last used', async () => {
    const { data } = await json<Buyers>(`/api/b/${biz.id}/buyers`);
    expect(data.map((b) => [b.buyer.company_name ?? b.buyer.last_name, b.invoices])).toEqual([
      ['Müller GmbH', 3],
      ['Žukauskas', 1],
      ['Offer Buyer', 1],
      ['Redwood Inc.', 1],
    ]);
    expect(data[0]).toMatchObject({
      buyer: {
        type: 'company',
        company_name: 'Müller GmbH',
        address: 'Königstraße 14',
        vat_code: 'DE811907980',
      },
      last_invoice_date: `${thisMonth}-01`,
    });
    expect(data[1]!.buyer).toMatchObject({ type: 'individual', first_name: 'Jonas' });
  });

  it('matches q on every word, without case or accents; at most 10', async () => {
    expect(
      (await json<Buyers>(`/api/b/${biz.id}/buyers?q=MULLER`)).data.map((b) => b.buyer.company_name),
    ).toEqual(['Müller GmbH']);
    expect((await json<Buyers>(`/api/b/${biz.id}/buyers?q=jonas%20zuk`)).data).toHaveLength(1);
    expect((await json<Buyers>(`/api/b/${biz.id}/buyers?q=secret`)).data).toEqual([]);
    // Issued through the BFF, so the mirror holds each from its answer (this business has no webhooks to wait for).
    for (let i = 0; i < 11; i++) {
      const res = await desk.get(`/api/b/${other.id}/invoices`, {
        method: 'POST',
        ...jsonBody(sampleInvoiceBody(company(`Many ${i}`))),
      });
      expect(res.status).toBe(201);
    }
    expect((await json<Buyers>(`/api/b/${other.id}/buyers?q=many`)).data).toHaveLength(10);
  });

  it('suggests past lines with the latest units, price and VAT %, how often and when; credit lines left out', async () => {
    const { data } = await json<Products>(`/api/b/${biz.id}/products?q=cafe`);
    expect(data).toEqual([
      {
        name: 'Café design',
        units: 'h',
        price: 90,
        vat_percentage: null,
        times: 3,
        last_used: `${thisMonth}-01`,
      },
    ]);
    const all = (await json<Products>(`/api/b/${biz.id}/products`)).data.map((p) => p.name);
    expect(all).toContain('Advance');
    expect(all).not.toContain('Refund');
    expect(all).not.toContain('Secret work');
  });

  it('refuses unknown parameters and an overlong q', async () => {
    await json(`/api/b/${biz.id}/buyers?name=x`, 422);
    await json(`/api/b/${biz.id}/products?q=${'x'.repeat(101)}`, 422);
  });
});
