import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../invoicing-api/server';
import { uploadForm } from '../invoicing-api/testing/upload-form';
import { withApi } from './testing/fixture';
import {
  consoleOf,
  jsonBody,
  noMirrorSync,
  sampleInvoiceBody,
  startTestBff,
  tempDir,
} from './testing/harness';

const embedded = withApi((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, pdfDelayMs: 600_000 }),
);
let bff: Awaited<ReturnType<typeof startTestBff>>;
let webDir: Awaited<ReturnType<typeof tempDir>>;
let biz: { id: string; token: string };
let invoiceId: string;
let expenseId: string;
const budget = { limit: 100_000, windowMs: 60_000, marginMs: 0 }; // the fuzz is about answers, not the rate budget

beforeAll(async () => {
  webDir = await tempDir('desk-web-');
  await writeFile(join(webDir.dir, 'index.html'), '<!doctype html><title>Invoice Desk</title>');
  bff = await startTestBff(embedded.api.baseUrl, {
    ...noMirrorSync,
    rateLimit: budget,
    staticDir: webDir.dir,
    maxUploadMb: 1,
  });
  biz = await consoleOf(embedded.api).business('Fuzz Ltd');
  const origin = { origin: new URL(bff.url).origin };
  await fetch(`${bff.url}/api/businesses`, {
    method: 'POST',
    body: JSON.stringify({ token: biz.token }),
    headers: { ...origin, 'content-type': 'application/json' },
  });
  const made = await fetch(`${bff.url}/api/b/${biz.id}/invoices`, {
    method: 'POST',
    ...jsonBody(sampleInvoiceBody()),
    headers: { ...origin, 'content-type': 'application/json' },
  });
  invoiceId = ((await made.json()) as { data: { id: string } }).data.id;
  const form = uploadForm(
    { seller: 'Rimi', total: '3.10', currency: 'EUR', date: '2026-01-02' },
    { name: 'r.pdf', bytes: '%PDF-1.4' },
  );
  const expense = await fetch(`${bff.url}/api/b/${biz.id}/expenses`, {
    method: 'POST',
    body: form,
    headers: origin,
  });
  expenseId = ((await expense.json()) as { data: { id: string } }).data.id;
});
afterAll(async () => {
  await bff.close();
  await webDir.remove();
});

/** What the API holds for the business, read past the BFF: the fuzz must not change it. */
const stored = async () => {
  const headers = { authorization: `Bearer ${biz.token}`, accept: 'application/json' };
  const read = async (path: string) =>
    ((await (await fetch(`${embedded.api.baseUrl}${path}`, { headers })).json()) as { data: unknown }).data;
  return { invoices: await read('/invoices'), expenses: await read('/expenses') };
};

/** Path-safe junk: lone surrogates cannot be percent-encoded. */
const segment = (raw: string) => encodeURIComponent(raw.replace(/[\ud800-\udfff]/g, '\ufffd') || 'x');
const junk = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{"__proto__": {"admin": true}}',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    '{"token": "' + 'x'.repeat(100_000) + '"}',
    '--X\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    '../../../../etc/passwd',
    '\u0000\uffff',
    // Names a plain object already has, and text that folds to nothing.
    'constructor',
    '__proto__',
    'hasOwnProperty',
    'toString',
    '\u0301',
    '¨',
    '´',
    '--X\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut',
  ),
);
type Request = { method: string; path: string; body?: string; type?: string };
/** A path of the connected business. */
const own = (rest: string) => `/api/b/${biz.id}${rest}`;
const multipart = 'multipart/form-data; boundary=X';
// The junk as the body or in the path. Paths are built per request: the business exists once beforeAll ran.
const inBody =
  (method: string, path: (raw: string) => string, type = 'application/json') =>
  (raw: string): Request => ({ method, path: path(raw), body: raw, type });
const inPath =
  (method: string, path: (raw: string) => string) =>
  (raw: string): Request => ({ method, path: path(raw) });
/** Every route of the BFF, each with the junk placed where a client could put it. */
const routes: Record<string, (raw: string) => Request> = {
  'POST /api/session': inBody('POST', () => '/api/session'),
  'DELETE /api/session': inBody('DELETE', () => '/api/session'),
  'GET /api/businesses': inPath('GET', (raw) => `/api/businesses?${segment(raw)}`),
  'POST /api/businesses': inBody('POST', () => '/api/businesses'),
  'DELETE /api/businesses/{junk}': inPath('DELETE', (raw) => `/api/businesses/${segment(raw)}`),
  'GET /api/b/{junk}/invoices': inPath('GET', (raw) => `/api/b/${segment(raw)}/invoices`),
  'GET …/invoices?page': inPath('GET', (raw) => own(`/invoices?page=${segment(raw)}`)),
  'POST …/invoices': inBody('POST', () => own('/invoices')),
  'PUT …/invoices/{id}': inBody('PUT', () => own(`/invoices/${invoiceId}`)),
  'GET …/invoices/{junk}': inPath('GET', (raw) => own(`/invoices/${segment(raw)}`)),
  'DELETE …/invoices/{junk}': inPath('DELETE', (raw) => own(`/invoices/${segment(raw)}`)),
  'GET …/invoices/{junk}/download': inPath('GET', (raw) => own(`/invoices/${segment(raw)}/download`)),
  'POST …/expenses': inBody('POST', () => own('/expenses'), multipart),
  'POST …/expenses (no boundary)': inBody('POST', () => own('/expenses'), 'multipart/form-data'),
  'PUT …/expenses/{id}': inBody('PUT', () => own(`/expenses/${expenseId}`), multipart),
  'POST …/expenses/{id}/file': inBody('POST', () => own(`/expenses/${expenseId}/file`), multipart),
  'PUT …/expenses/{id} (json)': inBody('PUT', () => own(`/expenses/${expenseId}`)),
  'GET …/expenses/{junk}': inPath('GET', (raw) => own(`/expenses/${segment(raw)}`)),
  'DELETE …/expenses/{junk}': inPath('DELETE', (raw) => own(`/expenses/${segment(raw)}`)),
  'GET …/expenses/{junk}/download': inPath('GET', (raw) => own(`/expenses/${segment(raw)}/download`)),
  'GET …/profile': inPath('GET', (raw) => own(`/profile?refresh=${segment(raw)}`)),
  'GET …/currencies': inPath('GET', (raw) => own(`/currencies?${segment(raw)}`)),
  'GET …/mirror': inPath('GET', (raw) => own(`/mirror?${segment(raw)}`)),
  'POST …/mirror/refresh': inBody('POST', () => own('/mirror/refresh')),
  'GET …/search/invoices': inPath('GET', (raw) =>
    own(
      `/search/invoices?q=${segment(raw)}&sort=${segment(raw)}&page=${segment(raw)}&status=${segment(raw)}`,
    ),
  ),
  'GET …/search/expenses': inPath('GET', (raw) =>
    own(`/search/expenses?q=${segment(raw)}&from=${segment(raw)}&min=${segment(raw)}`),
  ),
  'GET …/overview': inPath('GET', (raw) => own(`/overview?from=${segment(raw)}&${segment(raw)}=1`)),
  'GET …/buyers': inPath('GET', (raw) => own(`/buyers?q=${segment(raw)}&${segment(raw)}=1`)),
  'GET …/products': inPath('GET', (raw) => own(`/products?q=${segment(raw)}&${segment(raw)}=1`)),
  'GET …/export/invoices.csv': inPath('GET', (raw) =>
    own(`/export/invoices.csv?type=${segment(raw)}&q=${segment(raw)}&${segment(raw)}=1`),
  ),
  'GET …/export/expenses.csv': inPath('GET', (raw) =>
    own(`/export/expenses.csv?${segment(raw)}=${segment(raw)}`),
  ),
  'GET …/export/invoices.xlsx': inPath('GET', (raw) =>
    own(`/export/invoices.xlsx?status=${segment(raw)}&q=${segment(raw)}&${segment(raw)}=1`),
  ),
  'GET …/export/expenses.xlsx': inPath('GET', (raw) =>
    own(`/export/expenses.xlsx?${segment(raw)}=${segment(raw)}`),
  ),
  'GET …/export/month.zip': inPath('GET', (raw) => own(`/export/month.zip?month=${segment(raw)}`)),
  'GET …/reports/vat': inPath('GET', (raw) =>
    own(`/reports/vat?from=${segment(raw)}&to=${segment(raw)}&group=${segment(raw)}&${segment(raw)}=1`),
  ),
  'GET …/reports/vat.csv': inPath('GET', (raw) => own(`/reports/vat.csv?from=2026-01-01&to=${segment(raw)}`)),
  'GET …/reports/vat.xlsx': inPath('GET', (raw) =>
    own(`/reports/vat.xlsx?from=2026-01-01&to=${segment(raw)}`),
  ),
  'GET …/reports/vat/unknown-expenses': inPath('GET', (raw) =>
    own(`/reports/vat/unknown-expenses?group=${segment(raw)}`),
  ),
  'POST …/receipts/read': inBody('POST', () => own('/receipts/read'), multipart),
  'POST …/receipts/read (no boundary)': inBody('POST', () => own('/receipts/read'), 'multipart/form-data'),
  'GET /%61pi/… (encoded path)': inPath(
    'GET',
    (raw) => `/%61pi/b/${biz.id}/search/invoices?${segment(raw)}=${segment(raw)}`,
  ),
  'POST /webhooks/{business}': inBody('POST', () => `/webhooks/${biz.id}`),
  'POST /webhooks/{junk}': inBody('POST', (raw) => `/webhooks/${segment(raw)}`),
  'GET /{junk} (static)': inPath(
    'GET',
    (raw) => `/${raw.replace(/[\s#?]/g, '').replace(/[\ud800-\udfff]/g, '') || 'x'}`,
  ),
  'GET /assets/{junk}': inPath('GET', (raw) => `/assets/${segment(raw)}`),
};
/** Requests the junk can make valid: a read of an existing page, a search, the SPA's index for any path. */
const readOnly = (r: Request) =>
  r.method === 'GET' || r.path === '/api/session' || r.path.endsWith('/mirror/refresh');

const send = (r: Request, sameOrigin: boolean) =>
  fetch(`${bff.url}${r.path}`, {
    method: r.method,
    redirect: 'manual',
    headers: {
      ...(sameOrigin ? { origin: new URL(bff.url).origin } : {}),
      ...(r.type ? { 'content-type': r.type } : {}),
    },
    body: r.body,
  });

describe('the BFF under generated garbage', () => {
  it(
    'answers every route, from the page or from elsewhere, with no 5xx, changes nothing and still answers',
    { timeout: 60_000 },
    async () => {
      const before = await stored();
      const businesses = await (await fetch(`${bff.url}/api/businesses`)).json();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(routes)),
          junk,
          fc.boolean(),
          async (route, raw, sameOrigin) => {
            const request = routes[route]!(raw);
            const res = await send(request, sameOrigin);
            const text = await res.text();
            const why = `${route} ${sameOrigin ? 'same-origin' : 'cross-origin'}: ${raw.slice(0, 120)} → ${res.status} ${text.slice(0, 200)}`;
            expect(res.status, why).toBeLessThan(500);
            if (!readOnly(request)) expect(res.status, why).toBeGreaterThanOrEqual(400);
            // A 431 (a 100 kB URL) comes from Node's HTTP parser, before any BFF code runs: Fastify's own shape.
            if (
              res.status >= 400 &&
              res.status !== 431 &&
              (res.headers.get('content-type') ?? '').includes('json')
            ) {
              const body = JSON.parse(text) as { status: number; code: string; message: string };
              expect([body.status, typeof body.code, typeof body.message], why).toEqual([
                res.status,
                'string',
                'string',
              ]);
            }
          },
        ),
        { numRuns: 600 },
      );
      expect(await stored()).toEqual(before);
      expect(await (await fetch(`${bff.url}/api/businesses`)).json()).toEqual(businesses);
      expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
    },
  );

  it('answers a path-traversal request 403 with the code that says so', async () => {
    // Raw paths: fetch would resolve the dot segments before sending them.
    const raw = (path: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(`${bff.url}${path}`, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end();
      });
    const nul = await raw('/%00'); // @fastify/static refuses it as a malicious path
    expect([nul.status, JSON.parse(nul.text)]).toEqual([
      403,
      { status: 403, code: 'forbidden', message: 'Forbidden' },
    ]);
    for (const path of [
      '/../../etc/passwd',
      '/assets/../../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fpackage.json',
    ]) {
      const res = await raw(path);
      expect(res.text, path).not.toMatch(/root:|"dependencies"/);
      if (res.status === 403)
        expect(JSON.parse(res.text), path).toMatchObject({ status: 403, code: 'forbidden' });
      else expect(res.status, path).toBe(200); // the SPA's index.html for a client-side route
    }
  });
});
