import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createBusiness,
  createInvoice,
  invoiceInput,
  noPdfRendering,
  startTestApi,
  type ApiClient,
  type TestApi,
} from './testing/harness';

let api: TestApi;
let client: ApiClient;
let businessId: string;
let invoiceId: string;
let expenseId: string;
beforeAll(async () => {
  api = await startTestApi(noPdfRendering);
  const b = await createBusiness(api);
  client = b.client;
  businessId = b.profile.business_id;
  invoiceId = (await createInvoice(client)).id;
  await createInvoice(client, { series: 'X', language: 'fr' });
  const form = new FormData();
  for (const [k, v] of Object.entries({ seller: 'Rimi', total: '3.10', currency: 'EUR', date: '2026-01-02' }))
    form.append(k, v);
  form.append('file', new Blob(['%PDF-1.4']), 'r.pdf');
  expenseId = (await client.form('POST', '/expenses', form)).body.data.id;
});
afterAll(() => api.stop());

const hostileText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    '{"type": "vat_invoice", "products": [null]}',
    '{"products": {"length": 1e9}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    '{"a":' + '"x"'.padEnd(200_000, 'y') + '}',
    '\u0000\uffff\ud800',
    "'; DROP TABLE invoices; --",
  ),
);
/** A valid invoice with one field replaced by junk: near-valid bodies reach the deepest rules. */
const nearValidInvoice = fc
  .tuple(
    fc.constantFrom(...Object.keys(invoiceInput()), 'products.0', 'buyer.type', 'seller'),
    fc.jsonValue({ maxDepth: 3 }),
  )
  .map(([key, value]) => {
    const body: Record<string, unknown> = invoiceInput();
    if (key === 'products.0') body.products = [value];
    else if (key === 'buyer.type') body.buyer = { type: value };
    else body[key] = value;
    return body;
  });
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  hostileText,
);

/** Path-safe: lone surrogates cannot be percent-encoded. */
const segment = (raw: string) => encodeURIComponent(raw.replace(/[\ud800-\udfff]/g, '\ufffd') || 'x');

type Send = (raw: string) => Promise<{ status: number; text: string }>;
const json =
  (method: string, url: () => string, headers: () => Record<string, string>): Send =>
  (raw) =>
    call(url(), { method, headers: { ...headers(), 'Content-Type': 'application/json' }, body: raw });
const auth = () => ({ Authorization: `Bearer ${client.token}`, Accept: 'application/json' });
const consoleAuth = () => ({ 'X-Console-Key': api.consoleKey });
const multipart =
  (method: string, path: () => string): Send =>
  (raw) => {
    const form = new FormData();
    form.append('seller', raw);
    form.append('total', raw.slice(0, 12));
    form.append('currency', raw.slice(0, 3));
    form.append(raw.slice(0, 20) || 'x', raw);
    form.append('file', new Blob([raw]), `${raw.slice(0, 40)}.exe`);
    return call(`${api.baseUrl}${path()}`, { method, headers: auth(), body: form });
  };

const targets: Record<string, Send> = {
  'POST /invoices': json('POST', () => `${api.baseUrl}/invoices`, auth),
  'PUT /invoices/{id}': json('PUT', () => `${api.baseUrl}/invoices/${invoiceId}`, auth),
  'GET /invoices?page': (raw) => call(`${api.baseUrl}/invoices?page=${segment(raw)}`, { headers: auth() }),
  'GET /invoices/{junk}': (raw) => call(`${api.baseUrl}/invoices/${segment(raw)}`, { headers: auth() }),
  'DELETE /invoices/{junk}': (raw) =>
    call(`${api.baseUrl}/invoices/${segment(raw)}`, { method: 'DELETE', headers: auth() }),
  'POST /expenses (json)': json('POST', () => `${api.baseUrl}/expenses`, auth),
  'POST /expenses': multipart('POST', () => '/expenses'),
  'PUT /expenses/{id}': multipart('PUT', () => `/expenses/${expenseId}`),
  'POST /expenses/{id}/file': multipart('POST', () => `/expenses/${expenseId}/file`),
  'POST /console/businesses': json('POST', () => `${api.origin}/console/businesses`, consoleAuth),
  'POST /console/.../tokens': json(
    'POST',
    () => `${api.origin}/console/businesses/${businessId}/tokens`,
    consoleAuth,
  ),
  'POST /console/.../webhooks': json(
    'POST',
    () => `${api.origin}/console/businesses/${businessId}/webhooks`,
    consoleAuth,
  ),
  'POST /console/.../drafts': json(
    'POST',
    () => `${api.origin}/console/businesses/${businessId}/drafts`,
    consoleAuth,
  ),
  'GET /expenses?page': (raw) => call(`${api.baseUrl}/expenses?page=${segment(raw)}`, { headers: auth() }),
  'DELETE /expenses/{junk}': (raw) =>
    call(`${api.baseUrl}/expenses/${segment(raw)}`, { method: 'DELETE', headers: auth() }),
  'GET /expenses/{junk}/download': (raw) =>
    call(`${api.baseUrl}/expenses/${segment(raw)}/download`, { headers: auth() }),
  'GET /invoices/{junk}/download': (raw) =>
    call(`${api.baseUrl}/invoices/${segment(raw)}/download`, { headers: auth() }),
  'POST /console/.../payments': (raw) =>
    call(`${api.origin}/console/businesses/${businessId}/invoices/${segment(raw)}/payments`, {
      method: 'POST',
      headers: consoleAuth(),
    }),
  'DELETE /console/.../tokens/{junk}': (raw) =>
    call(`${api.origin}/console/businesses/${businessId}/tokens/${segment(raw)}`, {
      method: 'DELETE',
      headers: consoleAuth(),
    }),
  'DELETE /console/.../webhooks/{junk}': (raw) =>
    call(`${api.origin}/console/businesses/${businessId}/webhooks/${segment(raw)}`, {
      method: 'DELETE',
      headers: consoleAuth(),
    }),
  'GET /share/{junk}': (raw) => call(`${api.origin}/share/${segment(raw)}`),
};

/** Bodies a generator can hit that are in fact valid: those may succeed. */
const legitimate: Record<string, (raw: string) => boolean> = {
  'GET /invoices?page': (raw) => /^0*[1-9]\d{0,8}$/.test(raw),
  'GET /expenses?page': (raw) => /^0*[1-9]\d{0,8}$/.test(raw),
  'POST /console/.../tokens': (raw) => {
    try {
      const name = (JSON.parse(raw) as { name?: unknown } | null)?.name;
      return typeof name === 'string' && name.trim() !== '' && name.trim().length <= 100;
    } catch {
      return false;
    }
  },
};

describe('hostile input', () => {
  it('answers every random or hostile body with a 4xx and leaves the stored data as it was', async () => {
    const before = (await client.get('/invoices')).body.data;
    const expenseBefore = (await client.get(`/expenses/${expenseId}`)).body.data;

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(targets)), body, async (target, raw) => {
        const res = await targets[target]!(raw);
        const why = `${target} ${raw.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, why).toBeLessThan(500);
        if (!legitimate[target]?.(raw)) expect(res.status, why).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 600 },
    );
    await fc.assert(
      fc.asyncProperty(nearValidInvoice, async (input) => {
        const res = await client.put(`/invoices/${invoiceId}`, input);
        // A junk value can still be valid (e.g. a string for notes); then the write is a real update.
        // A `__proto__` key is refused by the JSON parser itself (400, prototype poisoning).
        const poisoned = /"(__proto__|constructor)"/.test(JSON.stringify(input));
        const expected = poisoned ? [200, 400, 422] : [200, 422];
        expect(expected, `${JSON.stringify(input)} → ${res.status} ${res.text}`).toContain(res.status);
        if (res.status === 200)
          await client.put(`/invoices/${invoiceId}`, invoiceInput({ invoice_number: '001' }));
      }),
      { numRuns: 150 },
    );

    const after = (await client.get('/invoices')).body.data as {
      id: string;
      updated_at: number;
      items: { id: string }[];
    }[];
    const strip = (list: typeof after) =>
      list.map(({ updated_at: _u, items, ...rest }) => ({
        ...rest,
        items: items.map(({ id: _i, ...i }) => i),
      }));
    expect(strip(after)).toEqual(strip(before));
    expect((await client.get(`/expenses/${expenseId}`)).body.data).toEqual(expenseBefore);
    expect((await client.get('/expenses')).body.meta.total).toBe(1);
    expect((await client.get('/profile')).status).toBe(200);
  });
});
