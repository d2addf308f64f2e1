import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, individualBusiness, withTestApi, type ApiClient } from './testing/harness';

/**
 * Requests as a public automation connector builds them: Pipedream's Finmei "Create Invoice" action
 * (components/finmei/actions/create-invoice). Its body is `{type, invoice_date, series, currency,
 * use_default_seller_info (default true), buyer, products, ...additionalOptions}`, where each product is the JSON a
 * person typed (its example: `{"name": "My Product", "units": "pcs", "quantity": 2, "price": 10}`, so "2" is as likely),
 * the buyer its example `{"type": "company", "company_name": "My Company"}`, and every additional option's value is
 * JSON-parsed where it parses (an invoice number typed 7 arrives as the number 7, a payment options list as a list).
 */
const connector = (
  fields: { type: string; date?: string; series?: string; currency?: string; useDefaultSellerInfo?: boolean },
  buyer: Record<string, string>,
  products: string[],
  additionalOptions: Record<string, string> = {},
) => ({
  type: fields.type,
  invoice_date: fields.date ?? '2026-03-02',
  series: fields.series ?? 'ZAP',
  currency: fields.currency ?? 'EUR',
  use_default_seller_info: fields.useDefaultSellerInfo ?? true,
  buyer,
  products: products.map((p) => JSON.parse(p) as unknown),
  ...Object.fromEntries(
    Object.entries(additionalOptions).map(([k, v]) => {
      try {
        return [k, JSON.parse(v) as unknown];
      } catch {
        return [k, v];
      }
    }),
  ),
});
const myCompany = { type: 'company', company_name: 'My Company' };

let plainSeller: ApiClient; // an individual activity without a VAT code
const t = withTestApi();
beforeAll(async () => {
  plainSeller = (await createBusiness(t.api, individualBusiness)).client;
});

const created = async (client: ApiClient, body: unknown) => {
  const res = await client.post('/invoices', body);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
};

describe('the connector’s “Create Invoice” examples are accepted', () => {
  it('a regular invoice of a seller without VAT code, with its documented product and buyer', async () => {
    const inv = await created(
      plainSeller,
      connector({ type: 'regular_invoice' }, myCompany, [
        '{ "name": "My Product", "units": "pcs", "quantity": 2, "price": 10 }',
      ]),
    );
    expect(inv).toMatchObject({
      invoice_type: 'regular_invoice',
      series: 'ZAP',
      subtotal: 20,
      vat: 0,
      total_incl_vat: 20,
    });
    expect(inv.buyer).toMatchObject({ type: 'company', company_name: 'My Company' });
  });

  it('the same with figures typed as text and a VAT % of 0 (left out on a non-VAT type)', async () => {
    const inv = await created(
      plainSeller,
      connector({ type: 'regular_invoice' }, myCompany, [
        '{ "name": "My Product", "units": "pcs", "quantity": "2", "price": "10.50", "vat_percentage": 0 }',
      ]),
    );
    expect(inv.items[0]).toMatchObject({ quantity: 2, price: 10.5, vat_percentage: null });
    expect(inv.total_incl_vat).toBe(21);
  });

  it('a VAT invoice with the default seller (the profile’s VAT code is copied)', async () => {
    const inv = await created(
      t.client,
      connector(
        { type: 'vat_invoice', currency: 'USD' },
        { type: 'person', first_name: 'Ava', last_name: 'Chen' },
        [
          '{ "name": "Consulting", "units": "h", "quantity": 3, "price": 40, "vat_percentage": 21 }',
          '{ "name": "Hosting", "units": "month", "quantity": 1, "total_incl_vat": 12.1, "vat_percentage": 21 }',
        ],
      ),
    );
    expect(inv).toMatchObject({ currency: 'USD', subtotal: 130, vat: 27.3, total_incl_vat: 157.3 });
    expect(inv.seller.vat_code).toBe('LT100012345678');
    expect(inv.buyer.type).toBe('individual');
  });

  it('credit invoices crediting returned goods with negative quantities', async () => {
    const vat = await created(
      t.client,
      connector({ type: 'credit_vat_invoice', series: 'CR' }, myCompany, [
        '{ "name": "Returned chair", "units": "pcs", "quantity": -2, "price": 50, "vat_percentage": 21 }',
      ]),
    );
    expect(vat).toMatchObject({ subtotal: -100, vat: -21, total_incl_vat: -121 });
    const plain = await created(
      plainSeller,
      connector({ type: 'credit_invoice', series: 'CR' }, myCompany, [
        '{ "name": "Refund", "units": "pcs", "quantity": -1, "total": -15 }',
      ]),
    );
    expect(plain.items[0]).toMatchObject({ quantity: -1, price: 15 });
    expect(plain.total_incl_vat).toBe(-15);
  });

  it('its additional options: number, due date, language, notes, payment options, an explicit seller', async () => {
    const inv = await created(
      t.client,
      connector(
        { type: 'vat_invoice', series: 'OPT', useDefaultSellerInfo: false },
        myCompany,
        ['{ "name": "Design", "units": "h", "quantity": 1.5, "price": 60, "vat_percentage": 21 }'],
        {
          invoice_number: '7',
          pay_until_date: '2026-02-01', // before the issue date: the spec has no rule against it
          language: 'lt',
          notes: 'Thank you',
          payment_options:
            '[{"type": "bank", "bank_account": "LT12 1000 0111 0100 1000", "bank_name": "SEB"}, {"type": "other", "fields": [{"label": "PayPal", "value": "ann@example.com"}]}]',
          seller:
            '{"company_name": "Šiaurės Vėjas UAB", "company_code": "304123456", "vat_code": "LT100012345678", "custom_fields": [{"label": "IBAN", "value": "LT12"}]}',
        },
      ),
    );
    expect(inv).toMatchObject({
      invoice_number: '007',
      pay_until_date: '2026-02-01',
      language: 'lt',
      notes: 'Thank you',
    });
    expect(inv.payment_options.map((o: { type: string }) => o.type)).toEqual(['bank', 'other']);
    expect(inv.seller).toMatchObject({
      company_name: 'Šiaurės Vėjas UAB',
      custom_fields: [{ label: 'IBAN', value: 'LT12' }],
    });
  });
});

describe('the spec’s 422 list is refused, each on its dotted path', () => {
  const valid = () =>
    connector({ type: 'vat_invoice', series: 'R' }, myCompany, [
      '{ "name": "A", "units": "pcs", "quantity": 1, "price": 1, "vat_percentage": 21 }',
    ]);
  const errorsOf = async (body: unknown) => {
    const res = await t.client.post('/invoices', body);
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toEqual(expect.any(String));
    return Object.keys(res.body.errors as Record<string, string[]>);
  };

  it('a duplicate explicit invoice_number within a series', async () => {
    await created(t.client, { ...valid(), invoice_number: '40' });
    expect(await errorsOf({ ...valid(), invoice_number: '040' })).toEqual(['invoice_number']);
  });
  it('seller sent together with use_default_seller_info: true', async () => {
    expect(await errorsOf({ ...valid(), seller: { company_name: 'X', vat_code: 'LT1' } })).toEqual([
      'seller',
    ]);
  });
  it('a missing vat_percentage where required', async () => {
    expect(
      await errorsOf({ ...valid(), products: [{ name: 'A', units: 'pcs', quantity: 1, price: 1 }] }),
    ).toEqual(['products.0.vat_percentage']);
  });
  it('a missing seller.vat_code on a VAT type with explicit seller', async () => {
    expect(
      await errorsOf({ ...valid(), use_default_seller_info: false, seller: { company_name: 'X' } }),
    ).toEqual(['seller.vat_code']);
  });
  it('a line carrying more or fewer than one of price, total, total_incl_vat', async () => {
    const line = { name: 'A', units: 'pcs', quantity: 1, vat_percentage: 21 };
    expect(await errorsOf({ ...valid(), products: [line] })).toEqual(['products.0.price']);
    expect(await errorsOf({ ...valid(), products: [line, { ...line, price: 1, total: 1 }] })).toEqual([
      'products.0.price',
      'products.1.total',
    ]);
  });
});
