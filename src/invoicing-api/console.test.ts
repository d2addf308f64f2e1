import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBusiness, invoiceInput, startTestApi, type TestApi } from './testing/harness';

let api: TestApi; // http:// to loopback allowed, as in local use
let strict: TestApi; // the spec's default: https:// only
beforeAll(async () => {
  [api, strict] = await Promise.all([startTestApi(), startTestApi({ allowHttpWebhooks: false })]);
});
afterAll(() => Promise.all([api.stop(), strict.stop()]));

describe('console key', () => {
  it('refuses requests without the right X-Console-Key with 401 JSON', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'X-Console-Key': 'wrong' },
      { 'X-Console-Key': `${api.consoleKey}x` },
    ];
    for (const headers of variants) {
      const res = await call(`${api.origin}/console/businesses`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ business_title: 'X', business_type: 'association' }),
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/X-Console-Key/);
    }
    // a path that does not exist: 401 without the key, 404 with it
    const unknown = `${api.origin}/console/no-such-thing`;
    expect((await call(unknown, { method: 'GET' })).status).toBe(401);
    const found = await call(unknown, { method: 'GET', headers: { 'X-Console-Key': api.consoleKey } });
    expect(found.status).toBe(404);
    expect(found.body.message).toBe('Not found.');
  });
});

describe('businesses', () => {
  it('creates a business and shows its profile by business type', async () => {
    const company = await createBusiness(api);
    expect((await company.client.get('/profile')).body.data).toEqual({
      business_id: company.profile.business_id,
      business_title: 'Šiaurės Vėjas UAB',
      business_type: 'private_limited_liability_company',
      address: 'Gedimino pr. 1, Vilnius',
      vat_code: 'LT100012345678',
      company_name: 'Šiaurės Vėjas UAB',
      company_code: '304123456',
    });
    const person = await createBusiness(api, {
      business_title: 'Jean Dupont',
      business_type: 'individual_activity',
      first_name: 'Jean',
      last_name: 'Dupont',
      company_name: 'not shown',
    });
    expect((await person.client.get('/profile')).body.data).toEqual({
      business_id: person.profile.business_id,
      business_title: 'Jean Dupont',
      business_type: 'individual_activity',
      address: null,
      vat_code: null,
      individual_activity_id: null,
      first_name: 'Jean',
      last_name: 'Dupont',
    });
  });

  it('refuses invalid businesses with 422 on the field paths', async () => {
    const res = await api.console.post('/businesses', {
      business_title: '',
      business_type: 'llc',
      api_enabled: 'yes',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['api_enabled', 'business_title', 'business_type']);
  });

  it('answers 404 for an unknown business on every business path', async () => {
    const id = crypto.randomUUID();
    for (const res of [
      await api.console.post(`/businesses/${id}/tokens`, { name: 'x' }),
      await api.console.get(`/businesses/${id}/tokens`),
      await api.console.post(`/businesses/${id}/webhooks`, {
        url: 'https://example.com',
        events: ['invoice.created'],
      }),
      await api.console.post(`/businesses/${id}/drafts`, {}),
    ]) {
      expect(res.status).toBe(404);
    }
  });
});

describe('tokens', () => {
  it('shows the token once and lists names only afterwards', async () => {
    const { profile } = await createBusiness(api);
    const second = await api.console.post(`/businesses/${profile.business_id}/tokens`, {
      name: 'Accounting',
    });
    expect(second.status).toBe(201);
    expect(Object.keys(second.body.data).sort()).toEqual(['id', 'name', 'token']);
    const list = await api.console.get(`/businesses/${profile.business_id}/tokens`);
    expect(list.body.data).toEqual([
      { id: expect.any(String), name: 'tests', created_at: expect.any(Number) },
      { id: second.body.data.id, name: 'Accounting', created_at: expect.any(Number) },
    ]);
    expect(list.text).not.toContain(second.body.data.token);
    const unnamed = await api.console.post(`/businesses/${profile.business_id}/tokens`, { name: '  ' });
    expect(unnamed.status).toBe(422);
    expect(Object.keys(unnamed.body.errors)).toEqual(['name']);
  });

  it('cannot revoke a token of another business', async () => {
    const a = await createBusiness(api);
    const b = await createBusiness(api);
    const res = await api.console.delete(`/businesses/${b.profile.business_id}/tokens/${a.tokenId}`);
    expect(res.status).toBe(404);
    expect((await a.client.get('/profile')).status).toBe(200);
  });
});

describe('webhook subscriptions', () => {
  it('requires https, at most 2048 characters and known events', async () => {
    const { profile } = await createBusiness(strict);
    const path = `/businesses/${profile.business_id}/webhooks`;
    const longUrl = `https://example.com/${'a'.repeat(2048 - 20)}`;
    expect(longUrl).toHaveLength(2048);
    const ok = await strict.console.post(path, { url: longUrl, events: ['invoice.created'] });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toEqual({
      id: expect.any(String),
      url: longUrl,
      events: ['invoice.created'],
      secret: expect.stringMatching(/^whsec_/),
    });

    for (const [body, field] of [
      [{ url: `${longUrl}a`, events: ['invoice.created'] }, 'url'],
      [{ url: 'http://127.0.0.1:9/hook', events: ['invoice.created'] }, 'url'],
      [{ url: 'ftp://example.com', events: ['invoice.created'] }, 'url'],
      [{ url: 'not a url', events: ['invoice.created'] }, 'url'],
      [{ url: 'https://example.com', events: ['invoice.paid'] }, 'events.0'],
      [{ url: 'https://example.com', events: [] }, 'events'],
    ] as const) {
      const res = await strict.console.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });

  it('accepts http:// to loopback only when allowed, and never to other hosts', async () => {
    const { profile } = await createBusiness(api);
    const path = `/businesses/${profile.business_id}/webhooks`;
    expect(
      (await api.console.post(path, { url: 'http://127.0.0.1:9/hook', events: ['expense.created'] })).status,
    ).toBe(201);
    expect(
      (await api.console.post(path, { url: 'http://localhost:9/hook', events: ['expense.created'] })).status,
    ).toBe(201);
    expect(
      (await api.console.post(path, { url: 'http://example.com/hook', events: ['expense.created'] })).status,
    ).toBe(422);
  });

  it('gives each subscription its own secret and deletes subscriptions of its business only', async () => {
    const a = await createBusiness(api);
    const b = await createBusiness(api);
    const body = { url: 'https://example.com/hook', events: ['invoice.created'] };
    const first = await api.console.post(`/businesses/${a.profile.business_id}/webhooks`, body);
    const second = await api.console.post(`/businesses/${a.profile.business_id}/webhooks`, body);
    expect(first.body.data.secret).not.toBe(second.body.data.secret);
    expect(
      (await api.console.delete(`/businesses/${b.profile.business_id}/webhooks/${first.body.data.id}`))
        .status,
    ).toBe(404);
    expect(
      (await api.console.delete(`/businesses/${a.profile.business_id}/webhooks/${first.body.data.id}`))
        .status,
    ).toBe(204);
    expect(
      (await api.console.delete(`/businesses/${a.profile.business_id}/webhooks/${first.body.data.id}`))
        .status,
    ).toBe(404);
  });
});

describe('invoices issued in the app', () => {
  it('follow the API rules and numbering, are listed by the API, and cost none of its rate budget', async () => {
    const { profile, client } = await createBusiness(api);
    const path = `/businesses/${profile.business_id}/invoices`;
    const made = await api.console.post(path, invoiceInput({ series: 'APP' }));
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      series: 'APP',
      invoice_number: '001',
      business_id: profile.business_id,
    });
    const listed = await client.get('/invoices');
    expect(listed.body.data.map((i: { id: string }) => i.id)).toEqual([made.body.data.id]);
    // The list was the business's first API call: the console's write counted nothing.
    expect(Number(listed.headers.get('x-ratelimit-remaining'))).toBe(
      Number(listed.headers.get('x-ratelimit-limit')) - 1,
    );
    const refused = await api.console.post(path, invoiceInput({ series: 'APP', invoice_number: '1' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('invoice_number');
    expect(
      (await api.console.post('/businesses/00000000-0000-4000-8000-000000000000/invoices', invoiceInput()))
        .status,
    ).toBe(404);
  });

  it('take the moment they happened in the app (`?at=`) for a history seeded later; never an earlier version', async () => {
    const { profile } = await createBusiness(api);
    const path = `/businesses/${profile.business_id}/invoices`;
    const made = await api.console.post(`${path}?at=1772442000`, invoiceInput());
    expect(made.body.data).toMatchObject({
      created_at: 1772442000,
      updated_at: 1772442000,
      payment_status: 'not_paid',
    });
    const paid = await api.console.post(`${path}/${made.body.data.id}/payments?at=1773500000`, {});
    expect(paid.body.data).toMatchObject({
      created_at: 1772442000,
      updated_at: 1773500000,
      payment_status: 'paid',
    });
    const early = await api.console.post(`${path}/${made.body.data.id}/payments?at=1000`, {});
    expect(early.body.data.updated_at).toBe(1773500001); // each version later than the one before
    for (const at of ['soon', '-5', '1.5'])
      expect((await api.console.post(`${path}?at=${at}`, invoiceInput())).status).toBe(422);
  });
});
