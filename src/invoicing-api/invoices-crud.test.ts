import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceSchema } from '../contract/invoice';
import { createBusiness, createInvoice, invoiceInput, withTestApi, type ApiClient } from './testing/harness';

let theirs: ApiClient;
const t = withTestApi();
beforeAll(async () => {
  theirs = (await createBusiness(t.api, { business_title: 'Other', business_type: 'association' })).client;
});

describe('invoice output', () => {
  it('returns every field, buyer person as individual, and explicit seller fields by business type', async () => {
    const res = await t.business.client.post(
      '/invoices',
      invoiceInput({
        buyer: { type: 'person', first_name: 'Jonas', last_name: 'Jonaitis' },
        use_default_seller_info: false,
        seller: {
          company_name: 'Brand Co',
          vat_code: 'LT999',
          first_name: 'ignored',
          custom_fields: [{ label: 'IBAN', value: 'LT12' }],
        },
        pay_until_date: '2026-04-01',
        language: 'de',
        notes: 'Danke',
        payment_options: [
          { type: 'bank', bank_account: 'LT121000011101001000' },
          { type: 'other', fields: [{ label: 'PayPal', value: 'a@b.lt' }] },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const inv = invoiceSchema.parse(res.body.data);
    expect(inv.buyer).toEqual({
      type: 'individual',
      first_name: 'Jonas',
      last_name: 'Jonaitis',
      company_name: null,
      company_code: null,
      individual_activity_id: null,
      vat_code: null,
      address: null,
      email: null,
      phone: null,
    });
    expect(inv.seller).toMatchObject({
      company_name: 'Brand Co',
      first_name: null,
      vat_code: 'LT999',
      email: null,
    });
    expect(inv.seller.custom_fields).toEqual([{ label: 'IBAN', value: 'LT12' }]);
    expect(inv).toMatchObject({
      pay_until_date: '2026-04-01',
      language: 'de',
      notes: 'Danke',
      payment_status: 'not_paid',
    });
    expect(inv.payment_options).toEqual([
      {
        type: 'bank',
        bank_account: 'LT121000011101001000',
        bank_name: null,
        routing_or_sort_number: null,
        swift_bic_code: null,
        fields: [],
      },
      { type: 'other', fields: [{ label: 'PayPal', value: 'a@b.lt' }] },
    ]);
    expect(inv.business_id).toBe(t.business.profile.business_id);
    expect((await t.business.client.get(`/invoices/${inv.id}`)).body.data).toEqual(res.body.data);
  });

  it('copies the profile as the default seller, plus the custom fields of the latest invoice', async () => {
    const inv = await createInvoice(t.business.client);
    expect(inv.seller).toEqual({
      business_type: 'private_limited_liability_company',
      first_name: null,
      last_name: null,
      company_name: 'Šiaurės Vėjas UAB',
      company_code: '304123456',
      individual_activity_id: null,
      vat_code: 'LT100012345678',
      address: 'Gedimino pr. 1, Vilnius',
      email: null,
      phone: null,
      custom_fields: [{ label: 'IBAN', value: 'LT12' }],
    });
    expect(inv).toMatchObject({ pay_until_date: null, language: 'en', notes: null, payment_options: [] });
  });

  it('replaces every field on PUT, keeps created_at and payment status, and moves updated_at', async () => {
    const inv = await createInvoice(t.business.client);
    const res = await t.business.client.put(
      `/invoices/${inv.id}`,
      invoiceInput({
        invoice_number: inv.invoice_number,
        currency: 'USD',
        products: [{ name: 'New', units: 'pcs', quantity: 1, vat_percentage: 0, total: 5 }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: inv.id,
      currency: 'USD',
      subtotal: 5,
      total_incl_vat: 5,
      created_at: inv.created_at,
    });
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0].id).not.toBe(inv.items[0]!.id);
    expect(res.body.data.updated_at).toBeGreaterThan(inv.updated_at);
    expect(res.body.data.share_link).toBe(inv.share_link);
  });

  it('records a payment made in the app', async () => {
    const inv = await createInvoice(t.business.client);
    const paid = await t.api.console.post(
      `/businesses/${t.business.profile.business_id}/invoices/${inv.id}/payments`,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe('paid');
    expect(paid.body.data.updated_at).toBeGreaterThan(inv.updated_at);
    expect((await t.business.client.get(`/invoices/${inv.id}`)).body.data.payment_status).toBe('paid');
    const foreign = await t.api.console.post(
      `/businesses/${t.business.profile.business_id}/invoices/${crypto.randomUUID()}/payments`,
    );
    expect(foreign.status).toBe(404);
  });
});

describe('list', () => {
  it('lists newest first, 50 per page, with Laravel-style meta', async () => {
    const fresh = await createBusiness(t.api);
    const created = [];
    for (let i = 0; i < 52; i++) created.push((await createInvoice(fresh.client, { series: 'P' })).id);
    const first = await fresh.client.get('/invoices');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0].id).toBe(created[51]);
    expect(first.body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      path: `${t.api.baseUrl}/invoices`,
      per_page: 50,
      to: 50,
      total: 52,
    });
    const second = await fresh.client.get('/invoices?page=2');
    expect(second.body.data.map((i: { id: string }) => i.id)).toEqual([created[1], created[0]]);
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 51, to: 52 });
    const beyond = await fresh.client.get('/invoices?page=9');
    expect(beyond.body).toMatchObject({
      data: [],
      meta: { current_page: 9, from: null, to: null, total: 52 },
    });
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const bad = await fresh.client.get(`/invoices?page=${page}`);
      expect(bad.status, page).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['page']);
    }
  });

  it('never shows drafts made in the app, nor numbers them', async () => {
    const fresh = await createBusiness(t.api);
    const draft = await t.api.console.post(
      `/businesses/${fresh.profile.business_id}/drafts`,
      invoiceInput({ series: 'Q' }),
    );
    expect(draft.status).toBe(201);
    expect((await fresh.client.get(`/invoices/${draft.body.data.id}`)).status).toBe(404);
    expect((await fresh.client.get('/invoices')).body.meta.total).toBe(0);
    expect((await createInvoice(fresh.client, { series: 'Q' })).invoice_number).toBe('001');
    const bad = await t.api.console.post(`/businesses/${fresh.profile.business_id}/drafts`, { type: 'nope' });
    expect(bad.status).toBe(422);
  });
});

describe('tenancy', () => {
  it('treats an invoice of another business as missing on every route', async () => {
    const inv = await createInvoice(t.business.client);
    const path = `/invoices/${inv.id}`;
    for (const res of [
      await theirs.get(path),
      await theirs.put(path, invoiceInput()),
      await theirs.delete(path),
      await theirs.get(`${path}/download`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await theirs.get('/invoices')).body.data).toEqual([]);
    expect((await t.business.client.get(path)).body.data).toEqual(inv);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', '%00']) {
      expect((await t.business.client.get(`/invoices/${id}`)).status).toBe(404);
      expect((await t.business.client.delete(`/invoices/${id}`)).status).toBe(404);
    }
  });
});
