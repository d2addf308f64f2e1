import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createInvoice, invoiceInput, withTestApi } from './testing/harness';
import { uploadForm } from './testing/upload-form';

let businessId: string;
let invoiceId: string;
let expenseId: string;
const t = withTestApi();
beforeAll(async () => {
  businessId = t.business.profile.business_id;
  invoiceId = (await createInvoice(t.client)).id;
  await createInvoice(t.client, { series: 'X', language: 'fr' });
  const form = uploadForm(expenseFields, { name: 'r.pdf', bytes: '%PDF-1.4' });
  expenseId = (await t.client.form('POST', '/expenses', form)).body.data.id;
});

const expenseFields: Record<string, string> = {
  seller: 'Rimi',
  total: '3.10',
  currency: 'EUR',
  date: '2026-01-02',
};
/** A valid expense with one field replaced by junk: numbers of every shape, long and control-character text. */
const nearValidExpense = fc
  .tuple(
    fc.constantFrom('seller', 'total', 'currency', 'date', 'vat', 'invoice_number', 'unknown'),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 50 }),
      fc.constantFrom(
        '-1',
        '1e999',
        '1e-9999999',
        'NaN',
        'Infinity',
        '٣',
        '0x10',
        '9'.repeat(400),
        '1.'.padEnd(41, '0'),
        '',
      ),
      fc.double().map(String),
      fc.string({ minLength: 200, maxLength: 3000 }),
    ),
  )
  .map(([key, value]) => ({ ...expenseFields, [key]: value }));

const hostileText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }), // control characters, lone surrogates, astral planes
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
/** Who sends the next request: the business's own token, none, or a token that does not exist. */
type Who = 'token' | 'none' | 'bogus';
let who: Who = 'token';
const bearer = (): Record<string, string> =>
  who === 'token'
    ? { Authorization: `Bearer ${t.client.token}` }
    : who === 'bogus'
      ? { Authorization: 'Bearer nope' }
      : {};
const auth = () => ({ ...bearer(), Accept: 'application/json' });
const consoleAuth = () => ({ 'X-Console-Key': t.api.consoleKey });
const multipart =
  (method: string, path: () => string): Send =>
  (raw) => {
    const form = new FormData();
    form.append('seller', raw);
    form.append('total', raw.slice(0, 12));
    form.append('currency', raw.slice(0, 3));
    form.append(raw.slice(0, 20) || 'x', raw);
    form.append('file', new Blob([raw]), `${raw.slice(0, 40)}.exe`);
    return call(`${t.api.baseUrl}${path()}`, { method, headers: auth(), body: form });
  };

/** A raw body sent as multipart, with the boundary it declares (or none): truncated, malformed, random. */
const rawMultipart =
  (method: string, path: () => string): Send =>
  (raw) => {
    const boundary = raw.slice(0, 8).replace(/[^\w'()+,./:=?-]/g, '');
    const type = boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${raw}`;
    return call(`${t.api.baseUrl}${path()}`, {
      method,
      headers: { ...auth(), 'Content-Type': type },
      body: raw.length % 2 ? raw : body,
    });
  };

const targets: Record<string, Send> = {
  'POST /expenses (raw)': rawMultipart('POST', () => '/expenses'),
  'PUT /expenses/{id} (raw)': rawMultipart('PUT', () => `/expenses/${expenseId}`),
  'POST /expenses/{id}/file (raw)': rawMultipart('POST', () => `/expenses/${expenseId}/file`),
  'GET /invoices/{id}': (raw) =>
    call(`${t.api.baseUrl}/invoices/${invoiceId}?${segment(raw)}`, { headers: auth() }),
  'GET /profile': (raw) => call(`${t.api.baseUrl}/profile?x=${segment(raw)}`, { headers: auth() }),
  'GET /currencies': (raw) => call(`${t.api.baseUrl}/currencies?x=${segment(raw)}`, { headers: auth() }),
  'POST /invoices': json('POST', () => `${t.api.baseUrl}/invoices`, auth),
  'PUT /invoices/{id}': json('PUT', () => `${t.api.baseUrl}/invoices/${invoiceId}`, auth),
  'GET /invoices?page': (raw) => call(`${t.api.baseUrl}/invoices?page=${segment(raw)}`, { headers: auth() }),
  'GET /invoices/{junk}': (raw) => call(`${t.api.baseUrl}/invoices/${segment(raw)}`, { headers: auth() }),
  'DELETE /invoices/{junk}': (raw) =>
    call(`${t.api.baseUrl}/invoices/${segment(raw)}`, { method: 'DELETE', headers: auth() }),
  'POST /expenses (json)': json('POST', () => `${t.api.baseUrl}/expenses`, auth),
  'POST /expenses': multipart('POST', () => '/expenses'),
  'PUT /expenses/{id}': multipart('PUT', () => `/expenses/${expenseId}`),
  'POST /expenses/{id}/file': multipart('POST', () => `/expenses/${expenseId}/file`),
  'POST /console/businesses': json('POST', () => `${t.api.origin}/console/businesses`, consoleAuth),
  'POST /console/.../tokens': json(
    'POST',
    () => `${t.api.origin}/console/businesses/${businessId}/tokens`,
    consoleAuth,
  ),
  'POST /console/.../webhooks': json(
    'POST',
    () => `${t.api.origin}/console/businesses/${businessId}/webhooks`,
    consoleAuth,
  ),
  'POST /console/.../drafts': json(
    'POST',
    () => `${t.api.origin}/console/businesses/${businessId}/drafts`,
    consoleAuth,
  ),
  'GET /expenses?page': (raw) => call(`${t.api.baseUrl}/expenses?page=${segment(raw)}`, { headers: auth() }),
  'DELETE /expenses/{junk}': (raw) =>
    call(`${t.api.baseUrl}/expenses/${segment(raw)}`, { method: 'DELETE', headers: auth() }),
  'GET /expenses/{junk}/download': (raw) =>
    call(`${t.api.baseUrl}/expenses/${segment(raw)}/download`, { headers: auth() }),
  'GET /invoices/{junk}/download': (raw) =>
    call(`${t.api.baseUrl}/invoices/${segment(raw)}/download`, { headers: auth() }),
  'POST /console/.../payments': (raw) =>
    call(`${t.api.origin}/console/businesses/${businessId}/invoices/${segment(raw)}/payments`, {
      method: 'POST',
      headers: consoleAuth(),
    }),
  'DELETE /console/.../tokens/{junk}': (raw) =>
    call(`${t.api.origin}/console/businesses/${businessId}/tokens/${segment(raw)}`, {
      method: 'DELETE',
      headers: consoleAuth(),
    }),
  'DELETE /console/.../webhooks/{junk}': (raw) =>
    call(`${t.api.origin}/console/businesses/${businessId}/webhooks/${segment(raw)}`, {
      method: 'DELETE',
      headers: consoleAuth(),
    }),
  'GET /share/{junk}': (raw) => call(`${t.api.origin}/share/${segment(raw)}`),
};

/** Bodies a generator can hit that are in fact valid: those may succeed (with the business's own token). */
const legitimate: Record<string, (raw: string) => boolean> = {
  'GET /invoices?page': (raw) => /^0*[1-9]\d{0,8}$/.test(raw),
  'GET /expenses?page': (raw) => /^0*[1-9]\d{0,8}$/.test(raw),
  'GET /invoices/{id}': () => true,
  'GET /profile': () => true,
  'GET /currencies': () => true,
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
  it(
    'answers every random or hostile request (JSON, multipart, with and without a token) with a 4xx and leaves the stored data as it was',
    { timeout: 60_000 },
    async () => {
      const before = (await t.client.get('/invoices')).body.data;
      const expenseBefore = (await t.client.get(`/expenses/${expenseId}`)).body.data;

      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(targets)),
          body,
          fc.constantFrom<Who>('token', 'token', 'none', 'bogus'),
          async (target, raw, sender) => {
            who = sender;
            const res = await targets[target]!(raw).finally(() => (who = 'token'));
            const why = `${target} as ${sender}: ${raw.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, why).toBeLessThan(500);
            if (sender === 'token' && legitimate[target]?.(raw)) return;
            // Without a valid token an /api route is a 401 (or the spec's redirect without Accept: application/json).
            expect(res.status === 302 || res.status >= 400, why).toBe(true);
          },
        ),
        { numRuns: 700 },
      );
      await fc.assert(
        fc.asyncProperty(nearValidExpense, async (fields) => {
          const res = await t.client.form('PUT', `/expenses/${expenseId}`, uploadForm(fields));
          expect([200, 422], `${JSON.stringify(fields)} → ${res.status} ${res.text}`).toContain(res.status);
          if (res.status === 200)
            await t.client.form('PUT', `/expenses/${expenseId}`, uploadForm(expenseFields));
        }),
        { numRuns: 100 },
      );
      await fc.assert(
        fc.asyncProperty(nearValidInvoice, async (input) => {
          const res = await t.client.put(`/invoices/${invoiceId}`, input);
          // A junk value can still be valid (e.g. a string for notes); then the write is a real update.
          // A `__proto__` key is refused by the JSON parser itself (400, prototype poisoning).
          const poisoned = /"(__proto__|constructor)"/.test(JSON.stringify(input));
          const expected = poisoned ? [200, 400, 422] : [200, 422];
          expect(expected, `${JSON.stringify(input)} → ${res.status} ${res.text}`).toContain(res.status);
          if (res.status === 200)
            await t.client.put(`/invoices/${invoiceId}`, invoiceInput({ invoice_number: '001' }));
        }),
        { numRuns: 150 },
      );

      const after = (await t.client.get('/invoices')).body.data as {
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
      const { updated_at: _u, ...expenseAfter } = (await t.client.get(`/expenses/${expenseId}`)).body.data;
      const { updated_at: _b, ...expenseWas } = expenseBefore;
      expect(expenseAfter).toEqual(expenseWas);
      expect((await t.client.get('/expenses')).body.meta.total).toBe(1);
      expect((await t.client.get('/profile')).status).toBe(200);
    },
  );
});
