import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBusiness,
  individualBusiness,
  invoiceInput,
  withTestApi,
  type ApiClient,
} from './testing/harness';

let plainBusiness: ApiClient; // an individual activity without a VAT code
const t = withTestApi();
beforeAll(async () => {
  plainBusiness = (await createBusiness(t.api, individualBusiness)).client;
});

const line = (fields: Record<string, unknown>) => ({ name: 'Work', units: 'h', quantity: 3, ...fields });
const refused = async (client: ApiClient, overrides: Record<string, unknown>) => {
  const res = await client.post('/invoices', invoiceInput(overrides));
  expect(res.status, res.text).toBe(422);
  expect(typeof res.body.message).toBe('string');
  return res.body.errors as Record<string, string[]>;
};

describe('amounts', () => {
  it('derives the other amounts from price, total or total incl. VAT, with decimal math', async () => {
    const res = await t.client.post(
      '/invoices',
      invoiceInput({
        products: [
          line({ price: 19.99, vat_percentage: 21 }), // 59.97 + 12.59
          line({ total: 100, vat_percentage: 21 }), // price 33.3333..., VAT 21
          line({ total_incl_vat: 121, quantity: 1, vat_percentage: 21 }), // 100 + 21
          line({ price: 0.1, quantity: 3, vat_percentage: 0 }), // 0.30, never 0.30000000000000004
        ],
      }),
    );
    expect(res.status).toBe(201);
    const inv = res.body.data;
    expect(inv.items.map((i: { price: number }) => i.price)).toEqual([19.99, 33.33333, 100, 0.1]);
    expect(inv.subtotal).toBe(260.27);
    expect(inv.vat).toBe(54.59);
    expect(inv.total_incl_vat).toBe(314.86);
  });

  it('refuses a line with none or more than one of price, total, total_incl_vat', async () => {
    expect(await refused(t.client, { products: [line({ vat_percentage: 21 })] })).toEqual({
      'products.0.price': [expect.any(String)],
    });
    const errors = await refused(t.client, {
      products: [
        line({ vat_percentage: 21, price: 1 }),
        line({ vat_percentage: 21, price: 1, total: 3, total_incl_vat: 4 }),
      ],
    });
    expect(Object.keys(errors).sort()).toEqual(['products.1.total', 'products.1.total_incl_vat']);
  });

  it('refuses wrong types on the dotted path', async () => {
    const errors = await refused(t.client, {
      products: [
        line({ price: 'twelve', vat_percentage: 21 }),
        line({ quantity: '2,5', total: 1, vat_percentage: {} }),
      ],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'products.0.price',
      'products.1.quantity',
      'products.1.vat_percentage',
    ]);
  });

  it('reads numbers written as text, as Laravel’s `numeric` does, and a whole invoice number', async () => {
    const res = await t.client.post(
      '/invoices',
      invoiceInput({
        invoice_number: 77,
        products: [line({ quantity: '2', price: ' 10.50 ', vat_percentage: '21' })],
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.invoice_number).toBe('077');
    expect(res.body.data.items[0]).toMatchObject({ quantity: 2, price: 10.5, vat_percentage: 21 });
    expect(res.body.data.total_incl_vat).toBe(25.41);
  });

  it('accepts a credit invoice with negative quantities, and any decimal places, with the totals derived', async () => {
    const res = await t.client.post(
      '/invoices',
      invoiceInput({
        type: 'credit_vat_invoice',
        products: [
          line({ quantity: -2, price: 10, vat_percentage: 21 }),
          line({ quantity: -1.5, total: -3.005, vat_percentage: 21 }),
        ],
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([-2, -1.5]);
    expect(res.body.data).toMatchObject({ subtotal: -23.01, vat: -4.83, total_incl_vat: -27.84 });
  });

  it('refuses a line total over a quantity of 0 (no unit price can be derived) and figures beyond the bounds', async () => {
    expect(
      await refused(t.client, { products: [line({ quantity: 0, total: 10, vat_percentage: 21 })] }),
    ).toEqual({
      'products.0.quantity': ['A line total needs a quantity other than 0'],
    });
    expect(
      Object.keys(
        await refused(t.client, { products: [line({ quantity: 1e8, price: 1e10, vat_percentage: 21 })] }),
      ).sort(),
    ).toEqual(['products.0.price', 'products.0.quantity']);
    const zero = await t.client.post(
      '/invoices',
      invoiceInput({ products: [line({ quantity: 0, price: 10, vat_percentage: 21 })] }),
    );
    expect(zero.status, zero.text).toBe(201);
  });
});

describe('VAT rules', () => {
  it('requires vat_percentage on VAT types and when the seller has a VAT code', async () => {
    expect(await refused(t.client, { products: [line({ price: 1 })] })).toEqual({
      'products.0.vat_percentage': [expect.any(String)],
    });
    // A regular invoice from a business whose profile has a VAT code still needs it (default seller).
    expect(
      await refused(t.client, { type: 'regular_invoice', products: [line({ price: 1 })] }),
    ).toHaveProperty(['products.0.vat_percentage']);
  });

  it('leaves vat_percentage out on non-VAT types without a seller VAT code', async () => {
    const ok = await plainBusiness.post(
      '/invoices',
      invoiceInput({ type: 'regular_invoice', products: [line({ price: 10 })] }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data.items[0].vat_percentage).toBeNull();
    expect(ok.body.data.vat).toBe(0);
    // The spec: it "is left out on non-VAT types" and names no 422 for it: accepted, left out of the invoice.
    for (const vat_percentage of [0, 21]) {
      const left = await plainBusiness.post(
        '/invoices',
        invoiceInput({ type: 'regular_invoice', products: [line({ price: 10, vat_percentage })] }),
      );
      expect(left.status, left.text).toBe(201);
      expect(left.body.data.items[0].vat_percentage).toBeNull();
      expect(left.body.data).toMatchObject({ subtotal: 30, vat: 0, total_incl_vat: 30 });
    }
  });

  it('requires seller.vat_code on a VAT type with an explicit seller', async () => {
    const errors = await refused(plainBusiness, {
      use_default_seller_info: false,
      seller: { first_name: 'Ana', last_name: 'García' },
      products: [line({ price: 1, vat_percentage: 21 })],
    });
    expect(errors).toEqual({ 'seller.vat_code': [expect.any(String)] });
  });
});

describe('seller rules', () => {
  it('prohibits seller together with use_default_seller_info: true, and requires one of them', async () => {
    expect(await refused(t.client, { seller: { company_name: 'X', vat_code: 'LT1' } })).toHaveProperty([
      'seller',
    ]);
    expect(await refused(t.client, { use_default_seller_info: false })).toHaveProperty(['seller']);
  });

  it('requires the name fields of the seller business type', async () => {
    const company = await refused(t.client, {
      use_default_seller_info: false,
      seller: { vat_code: 'LT1', first_name: 'Jonas' },
    });
    expect(company).toEqual({ 'seller.company_name': [expect.any(String)] });
    const person = await refused(plainBusiness, {
      type: 'regular_invoice',
      use_default_seller_info: false,
      seller: { company_name: 'X' },
      products: [line({ price: 1 })],
    });
    expect(Object.keys(person).sort()).toEqual(['seller.first_name', 'seller.last_name']);
  });
});

describe('malformed input', () => {
  it('answers 422 for unknown enums, unknown currencies and bad dates', async () => {
    const errors = await refused(t.client, {
      type: 'bill',
      currency: 'ABC',
      invoice_date: '2026-02-30',
      language: 'xx',
      buyer: { type: 'robot' },
    });
    expect(Object.keys(errors).sort()).toEqual([
      'buyer.type',
      'currency',
      'invoice_date',
      'language',
      'type',
    ]);
    expect((await refused(t.client, { currency: 'eur' })).currency).toHaveLength(1);
    expect((await refused(t.client, { pay_until_date: '2026-13-01' })).pay_until_date).toHaveLength(1);
  });

  it('answers 422 for a body that is not an object, and 400 JSON for malformed JSON', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await t.client.post('/invoices', body);
      expect(res.status, body).toBe(422);
      expect(res.body).toHaveProperty('errors');
    }
    const broken = await t.client.post('/invoices', '{"type": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toEqual(expect.any(String));
  });
});
