import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseSchema } from '../contract/expense';
import { call, createBusiness, withTestApi, type ApiClient } from './testing/harness';
import { uploadForm } from './testing/upload-form';

let theirs: ApiClient;
const t = withTestApi({ maxUploadMb: 1 });
beforeAll(async () => {
  theirs = (await createBusiness(t.api)).client;
});

const fields = {
  seller: 'Maxima LT',
  total: '12.50',
  currency: 'EUR',
  date: '2026-02-01',
  vat: '2.17',
  invoice_number: 'MX-1',
};
const form = (
  values: Record<string, string> = fields,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer> | string },
) => uploadForm(values, file);
const pdfBytes = '%PDF-1.4 receipt';
const storedFiles = async () => readdir(join(t.api.dataDir, 'files'));
const download = (c: ApiClient, id: string) =>
  fetch(`${t.api.baseUrl}/expenses/${id}/download`, {
    headers: { Authorization: `Bearer ${c.token}`, Accept: 'application/json' },
  });

const create = async (file = { name: 'receipt.pdf', bytes: pdfBytes }, values = fields) => {
  const res = await t.client.form('POST', '/expenses', form(values, file));
  expect(res.status, res.text).toBe(201);
  return expenseSchema.parse(res.body.data);
};

describe('expenses', () => {
  it('creates from multipart and returns the expense without vat, invoice_number or file', async () => {
    const res = await t.client.form(
      'POST',
      '/expenses',
      form(fields, { name: 'receipt.pdf', bytes: pdfBytes }),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'created_at',
      'currency',
      'date',
      'id',
      'seller',
      'total',
      'updated_at',
    ]);
    expect(res.body.data).toMatchObject({
      seller: 'Maxima LT',
      total: 12.5,
      currency: 'EUR',
      date: '2026-02-01',
    });
    expect((await t.client.get(`/expenses/${res.body.data.id}`)).body.data).toEqual(res.body.data);
    const list = await t.client.get('/expenses');
    expect(list.body.data[0]).toEqual(res.body.data);
    expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 50, total: 1 });
  });

  it('checks the file extension case-insensitively and requires a file on create', async () => {
    expect((await create({ name: 'SCAN.JPEG', bytes: 'jpeg' })).seller).toBe('Maxima LT');
    const before = await storedFiles();
    for (const name of ['virus.exe', 'noextension', 'receipt.pdf.sh']) {
      const res = await t.client.form('POST', '/expenses', form(fields, { name, bytes: 'x' }));
      expect(res.status, name).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['file']);
    }
    const missing = await t.client.form('POST', '/expenses', form(fields));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['file']);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses bad fields on their paths and keeps no file of a refused upload', async () => {
    const before = await storedFiles();
    const res = await t.client.form(
      'POST',
      '/expenses',
      form(
        { seller: ' ', total: '12,50', currency: 'XYZ', date: '2026-13-01', vat: '99' },
        { name: 'r.pdf', bytes: pdfBytes },
      ),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['currency', 'date', 'seller', 'total']);
    expect(await storedFiles()).toEqual(before);
    const json = await t.client.post('/expenses', fields);
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart/);
  });

  it('refuses a file over the upload cap with 413 JSON', async () => {
    const before = await storedFiles();
    const res = await t.client.form(
      'POST',
      '/expenses',
      form(fields, { name: 'big.pdf', bytes: new Uint8Array(1024 * 1024 + 10) }),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/1 MB/);
    expect(await storedFiles()).toEqual(before);
    expect((await readdir(join(t.api.dataDir, 'tmp'))).length).toBe(0);
  });

  it('downloads chunked with the original UTF-8 name as an attachment', async () => {
    const name = 'Sąskaita Nr. 5 — “Žalgiris”.pdf';
    const exp = await create({ name, bytes: pdfBytes });
    const res = await download(t.client, exp.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
    expect(await res.text()).toBe(pdfBytes);

    const image = await create({ name: 'photo.PNG', bytes: 'png-bytes' });
    expect((await download(t.client, image.id)).headers.get('content-type')).toBe('application/octet-stream');
  });

  it('replaces every field on PUT, the file only when sent', async () => {
    const exp = await create();
    const res = await t.client.form(
      'PUT',
      `/expenses/${exp.id}`,
      form({ seller: 'Rimi', total: '3', currency: 'USD', date: '2026-01-09' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: exp.id,
      seller: 'Rimi',
      total: 3,
      currency: 'USD',
      date: '2026-01-09',
      created_at: exp.created_at,
    });
    expect(res.body.data.updated_at).toBeGreaterThan(exp.updated_at);
    expect(await (await download(t.client, exp.id)).text()).toBe(pdfBytes);

    const withFile = await t.client.form(
      'PUT',
      `/expenses/${exp.id}`,
      form(fields, { name: 'new.png', bytes: 'new' }),
    );
    expect(withFile.status).toBe(200);
    expect(await (await download(t.client, exp.id)).text()).toBe('new');
    const invalid = await t.client.form('PUT', `/expenses/${exp.id}`, form({ ...fields, total: 'twelve' }));
    expect(invalid.status).toBe(422);
    expect((await t.client.get(`/expenses/${exp.id}`)).body.data.total).toBe(12.5);
  });

  it('accepts what the spec does not refuse: a total below the stored VAT, a negative total, no date', async () => {
    const exp = await create(); // stored with vat 2.17, which no t.client can read back
    const lower = await t.client.form(
      'PUT',
      `/expenses/${exp.id}`,
      form(
        { seller: 'Rimi', total: '1.50', currency: 'EUR', date: '2026-01-09' },
        { name: 'r.pdf', bytes: pdfBytes },
      ),
    );
    expect(lower.status, lower.text).toBe(200);
    expect(lower.body.data.total).toBe(1.5);
    const withVat = await t.client.form(
      'PUT',
      `/expenses/${exp.id}`,
      form({ ...fields, total: '1.50', vat: '2.17' }),
    );
    expect(withVat.status, withVat.text).toBe(200);
    const refund = await t.client.form(
      'PUT',
      `/expenses/${exp.id}`,
      form({ seller: 'Rimi', total: '-3.10', currency: 'EUR' }),
    );
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.data).toMatchObject({ total: -3.1, date: null });
  });

  it('replaces only the file with POST /expenses/{id}/file, and removes the old file', async () => {
    const exp = await create();
    const filesBefore = await storedFiles();
    const res = await t.client.form(
      'POST',
      `/expenses/${exp.id}/file`,
      form({}, { name: 'better.jpg', bytes: 'jpg' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ seller: exp.seller, total: exp.total, date: exp.date });
    expect(await (await download(t.client, exp.id)).text()).toBe('jpg');
    expect((await storedFiles()).length).toBe(filesBefore.length);
    const none = await t.client.form('POST', `/expenses/${exp.id}/file`, form({}));
    expect(none.status).toBe(422);
    const bad = await t.client.form(
      'POST',
      `/expenses/${exp.id}/file`,
      form({}, { name: 'x.exe', bytes: 'x' }),
    );
    expect(bad.status).toBe(422);
  });

  it('deletes the expense with its file', async () => {
    const exp = await create();
    const count = (await storedFiles()).length;
    const res = await t.client.delete(`/expenses/${exp.id}`);
    expect(res.status).toBe(200);
    expect((await storedFiles()).length).toBe(count - 1);
    expect((await t.client.get(`/expenses/${exp.id}`)).status).toBe(404);
    expect((await download(t.client, exp.id)).status).toBe(404);
  });

  it('treats an expense of another business as missing on every route', async () => {
    const exp = await create();
    const path = `/expenses/${exp.id}`;
    for (const res of [
      await theirs.get(path),
      await theirs.form('PUT', path, form(fields)),
      await theirs.form('POST', `${path}/file`, form({}, { name: 'x.pdf', bytes: 'x' })),
      await theirs.delete(path),
      await call(`${t.api.baseUrl}${path}/download`, {
        headers: { Authorization: `Bearer ${theirs.token}`, Accept: 'application/json' },
      }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await (await download(t.client, exp.id)).text()).toBe(pdfBytes);
  });
});
