import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, withTestApi } from './testing/harness';
import { uploadForm } from './testing/upload-form';

let expenseId: string;
const t = withTestApi({ maxUploadMb: 1 });
beforeAll(async () => {
  const form = uploadForm(
    { seller: 'Rimi', total: '3.10', currency: 'EUR', date: '2026-01-02' },
    { name: 'r.pdf', bytes: '%PDF-1.4' },
  );
  expenseId = (await t.client.form('POST', '/expenses', form)).body.data.id;
});

const part = (headers: string, body: string) => `--XX\r\n${headers}\r\n\r\n${body}\r\n`;
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const filePart = (body: string) =>
  part('Content-Disposition: form-data; name="file"; filename="r.pdf"', body);
const valid = ['seller', 'total', 'currency', 'date'].map((k, i) =>
  field(k, ['Maxima', '9.99', 'EUR', '2026-03-01'][i]!),
);
const boundary = 'multipart/form-data; boundary=XX';

/** Raw bodies a broken t.client or a hostile one sends: [what, Content-Type, body]. */
const cases: [string, string | undefined, string][] = [
  ['multipart without boundary', 'multipart/form-data', valid.join('') + '--XX--\r\n'],
  ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
  ['a boundary that never appears', boundary, 'just text'],
  [
    'a truncated file part',
    boundary,
    valid.join('') + '--XX\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\n\r\n%PDF',
  ],
  ['a truncated field', boundary, '--XX\r\nContent-Disposition: form-data; name="seller"\r\n\r\nMax'],
  ['a part without headers', boundary, part('Garbage', 'x') + '--XX--\r\n'],
  [
    'a file field that is not a file',
    boundary,
    [...valid, field('file', '%PDF-1.4')].join('') + '--XX--\r\n',
  ],
  [
    'too many fields',
    boundary,
    Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x')).join('') + '--XX--\r\n',
  ],
  [
    'too many files',
    boundary,
    [...valid, ...Array.from({ length: 5 }, () => filePart('x'))].join('') + '--XX--\r\n',
  ],
  ['an oversized file', boundary, [...valid, filePart('x'.repeat(1024 * 1024 + 10))].join('') + '--XX--\r\n'],
  ['JSON', 'application/json', '{"seller":"Maxima","total":"9.99"}'],
  ['invalid JSON', 'application/json', '{"seller":'],
  ['no Content-Type', undefined, 'seller=Maxima'],
  ['a Content-Type that does not parse', ';;;', 'x'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'seller=Maxima&total=9.99'],
];

const send = (method: string, path: string, type: string | undefined, body: string) =>
  call(`${t.api.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${t.client.token}`,
      Accept: 'application/json',
      ...(type === undefined ? {} : { 'Content-Type': type }),
    },
    body,
  });

describe('a malformed expense upload gets a 4xx with a JSON message and changes nothing', () => {
  const routes: [string, () => string][] = [
    ['POST', () => '/expenses'],
    ['PUT', () => `/expenses/${expenseId}`],
    ['POST', () => `/expenses/${expenseId}/file`],
  ];
  it.each(cases)('%s', async (_, type, body) => {
    const before = (await t.client.get(`/expenses/${expenseId}`)).body.data;
    const files = await readdir(join(t.api.dataDir, 'files'));
    for (const [method, path] of routes) {
      const res = await send(method, path(), type, body);
      const why = `${method} ${path()} → ${res.status} ${res.text}`;
      expect(res.status, why).toBeGreaterThanOrEqual(400);
      expect(res.status, why).toBeLessThan(500);
      expect(res.body?.message, why).toEqual(expect.any(String));
    }
    expect((await t.client.get(`/expenses/${expenseId}`)).body.data).toEqual(before);
    expect((await t.client.get('/expenses')).body.meta.total).toBe(1);
    expect(await readdir(join(t.api.dataDir, 'files'))).toEqual(files);
    expect(await readdir(join(t.api.dataDir, 'tmp'))).toEqual([]);
  });

  it('names the problem: a body without boundary or cut short is a 400 that says it could not be read', async () => {
    const res = await send('POST', '/expenses', 'multipart/form-data', 'x');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/multipart body could not be read/);
    const cut = await send('PUT', `/expenses/${expenseId}`, boundary, cases[3]![2]);
    expect(cut.status).toBe(400);
  });
});

describe('JSON routes', () => {
  it('treat an empty JSON body as no body: 422 on create, a DELETE still deletes', async () => {
    const create = await send('POST', '/invoices', 'application/json', '');
    expect(create.status).toBe(422);
    expect(create.body.errors).toEqual({ _: ['Send the invoice as a JSON object'] });
    const missing = await send(
      'DELETE',
      '/invoices/00000000-0000-4000-8000-000000000000',
      'application/json',
      '',
    );
    expect(missing.status).toBe(404);
  });
});
