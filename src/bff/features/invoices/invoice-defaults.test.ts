import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract/invoice';
import { noInvoiceDefaults } from '../../../contract/invoice-defaults';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { asOwner, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, until } from '../../testing/harness';

const desk = withDesk((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
);
let biz: { id: string; token: string };
let empty: { id: string; token: string };

const iban = { type: 'bank', bank_account: 'LT12 1000 0111 0100 1000', bank_name: 'Swedbank', fields: [] };
const vatSeller = { business_type: 'association', company_name: 'Books MB', vat_code: 'LT100009999' };
const json = async <T>(path: string, init?: RequestInit, status = 200): Promise<T> => {
  const res = await desk.get(path, init);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as T;
};
const settings = (b = biz) => `/api/b/${b.id}/invoice-defaults`;
const formDefaults = (b = biz) =>
  json<{ data: Record<string, unknown> }>(`/api/b/${b.id}/invoice-form-defaults`).then((r) => r.data);
const put = (body: unknown, status = 200) =>
  json<{ data: unknown; errors?: Record<string, string[]> }>(
    settings(),
    { method: 'PUT', ...jsonBody(body) },
    status,
  );

beforeAll(async () => {
  biz = await consoleOf(desk.api).business('Books MB');
  empty = await consoleOf(desk.api).business('Nothing Yet MB');
  const post = async (body: Record<string, unknown>) => {
    const res = await asOwner(desk.api, biz)('POST', '/invoices', sampleInvoiceBody(body));
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { data: Invoice }).data;
  };
  // Oldest first: a VAT invoice, then the owner's usual one (the latest), then a credit note (never a default).
  await post({
    type: 'vat_invoice',
    series: 'PVM',
    use_default_seller_info: false,
    seller: vatSeller,
    products: [{ name: 'Work', units: 'h', quantity: 1, price: 10, vat_percentage: 21 }],
    language: 'lt',
  });
  await post({
    series: 'BK',
    language: 'de',
    currency: 'USD',
    invoice_date: '2026-02-01',
    pay_until_date: '2026-02-11',
    payment_options: [iban],
    buyer: { type: 'company', company_name: 'Stadt GmbH' },
  });
  await post({
    type: 'credit_invoice',
    series: 'CR',
    language: 'fr',
    products: [{ name: 'Work', units: 'h', quantity: 1, price: -5 }],
  });
  for (const b of [biz, empty]) {
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) });
    await until(
      async () =>
        (await json<{ data: { state: string } }>(`/api/b/${b.id}/mirror`)).data.state === 'ready' ||
        undefined,
    );
  }
});

describe('invoice form defaults', () => {
  it('start from nothing on a business without invoices or settings', async () => {
    expect((await json<{ data: unknown }>(settings(empty))).data).toEqual(noInvoiceDefaults);
    expect(await formDefaults(empty)).toEqual({ ...noInvoiceDefaults, language: null, currency: null });
  });

  it('follow the latest invoice, credit notes aside, with the bank account it carried; the currency the latest use most', async () => {
    expect(await formDefaults()).toEqual({
      type: 'regular_invoice',
      series: 'BK',
      vat_percentage: null,
      payment_term_days: 10,
      payment_options: [
        expect.objectContaining({ type: 'bank', bank_account: iban.bank_account, bank_name: 'Swedbank' }),
      ],
      notes: null,
      language: 'de',
      // Two of the three invoices are in euros: the latest one's dollars do not make the usual currency.
      currency: 'EUR',
    });
  });

  it('bring the buyer’s currency and language with a remembered buyer', async () => {
    const { data } = await json<{
      data: { buyer: { company_name: string }; currency: string; language: string }[];
    }>(`/api/b/${biz.id}/buyers?q=stadt`);
    expect(data).toEqual([expect.objectContaining({ currency: 'USD', language: 'de' })]);
  });

  it('let the saved settings win, field by field; the series and VAT % then come from the type chosen', async () => {
    await put({ type: 'vat_invoice', payment_term_days: 30, payment_options: [], notes: 'Thank you' });
    expect(await formDefaults()).toEqual({
      type: 'vat_invoice',
      series: 'PVM',
      vat_percentage: 21,
      payment_term_days: 30,
      payment_options: [],
      notes: 'Thank you',
      language: 'de',
      currency: 'EUR',
    });
    const saved = {
      type: 'vat_invoice',
      series: 'A-2',
      vat_percentage: 9.5,
      payment_term_days: 0,
      payment_options: [iban],
      notes: null,
    };
    expect((await put(saved)).data).toEqual(saved);
    expect((await json<{ data: unknown }>(settings())).data).toEqual(saved);
    expect(await formDefaults()).toEqual({ ...saved, language: 'de', currency: 'EUR' });
  });

  it('refuse bad settings on their field and store nothing', async () => {
    const before = (await json<{ data: unknown }>(settings())).data;
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'credit_invoice' }, 'type'],
      [{ type: 'draft' }, 'type'],
      [{ series: 'A B' }, 'series'],
      [{ series: '' }, 'series'],
      [{ vat_percentage: -1 }, 'vat_percentage'],
      [{ vat_percentage: 100.5 }, 'vat_percentage'],
      [{ vat_percentage: 21.123 }, 'vat_percentage'],
      [{ vat_percentage: '21' }, 'vat_percentage'],
      [{ payment_term_days: 1.5 }, 'payment_term_days'],
      [{ payment_term_days: 366 }, 'payment_term_days'],
      [{ payment_options: [{ type: 'bank', bank_account: ' ' }] }, 'payment_options.0.bank_account'],
      [{ payment_options: [{ type: 'cash' }] }, 'payment_options.0.type'],
      [{ payment_options: 'LT12' }, 'payment_options'],
      [{ notes: 'x'.repeat(2001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const answer = await put({ series: 'OK', ...body }, 422);
      expect(Object.keys(answer.errors ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect((await json<{ data: unknown }>(settings())).data).toEqual(before);
  });

  it('answer 404 for a business that is not connected', async () => {
    const stranger = '00000000-0000-4000-8000-000000000000';
    await json(`/api/b/${stranger}/invoice-defaults`, undefined, 404);
    await json(`/api/b/${stranger}/invoice-form-defaults`, undefined, 404);
    await json(`/api/b/${stranger}/invoice-defaults`, { method: 'PUT', ...jsonBody({}) }, 404);
  });
});
