import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { uploadForm } from '../../../invoicing-api/testing/upload-form';
import { asOwner, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody } from '../../testing/harness';

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }), {
  bff: { maxUploadMb: 1 },
  connect: ['Receipts Ltd'],
});

const form = (fields: Record<string, string>, file?: [string, Uint8Array<ArrayBuffer>, string]) =>
  uploadForm(fields, file && { name: file[0], bytes: file[1], type: file[2] });
const fields = { seller: 'Žalia kavinė', total: '12.50', currency: 'EUR', date: '2026-02-03' };
const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% a tiny receipt\n%%EOF\n');

describe('expenses through the BFF', () => {
  it('uploads a receipt, remembers the write-only fields, and streams the file back with its headers', async () => {
    const made = await desk.get(`/api/b/${desk.biz.id}/expenses`, {
      method: 'POST',
      body: form({ ...fields, vat: '2.17', invoice_number: 'PI-42' }, [
        'kvitas ąčę.pdf',
        pdfBytes,
        'application/pdf',
      ]),
    });
    expect(made.status).toBeLessThan(300);
    const expense = ((await made.json()) as { data: { id: string; seller: string; total: number } }).data;
    expect(expense).toMatchObject({ seller: 'Žalia kavinė', total: 12.5 });

    const one = await (await desk.get(`/api/b/${desk.biz.id}/expenses/${expense.id}`)).json();
    expect(one).toEqual({
      data: expect.objectContaining({ id: expense.id }),
      remembered: { vat: '2.17', invoice_number: 'PI-42' },
    });

    const file = await desk.get(`/api/b/${desk.biz.id}/expenses/${expense.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''kvitas%20%C4%85%C4%8D%C4%99.pdf",
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);

    // replacing only the file keeps the remembered fields; a full replace without VAT clears it
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(
      (
        await desk.get(`/api/b/${desk.biz.id}/expenses/${expense.id}/file`, {
          method: 'POST',
          body: form({}, ['photo.PNG', png, 'image/png']),
        })
      ).status,
    ).toBeLessThan(300);
    const after = (await (await desk.get(`/api/b/${desk.biz.id}/expenses/${expense.id}`)).json()) as {
      remembered: unknown;
    };
    expect(after.remembered).toEqual({ vat: '2.17', invoice_number: 'PI-42' });
    expect(
      (
        await desk.get(`/api/b/${desk.biz.id}/expenses/${expense.id}`, {
          method: 'PUT',
          body: form({ ...fields, invoice_number: 'PI-43' }),
        })
      ).status,
    ).toBeLessThan(300);
    const replaced = (await (await desk.get(`/api/b/${desk.biz.id}/expenses/${expense.id}`)).json()) as {
      remembered: unknown;
    };
    expect(replaced.remembered).toEqual({ vat: null, invoice_number: 'PI-43' });
  });

  it('says remembered: null for an expense made elsewhere', async () => {
    const res = await asOwner(desk.api, desk.biz)(
      'POST',
      '/expenses',
      form(fields, ['r.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg']),
    );
    const id = ((await res.json()) as { data: { id: string } }).data.id;
    expect(
      ((await (await desk.get(`/api/b/${desk.biz.id}/expenses/${id}`)).json()) as { remembered: unknown })
        .remembered,
    ).toBeNull();
  });

  it('refuses a file of the wrong kind or over MAX_UPLOAD_MB before sending anything upstream', async () => {
    await consoleOf(desk.api).clearLog();
    const exe = await desk.get(`/api/b/${desk.biz.id}/expenses`, {
      method: 'POST',
      body: form(fields, ['setup.exe', new Uint8Array([1]), 'application/octet-stream']),
    });
    expect(exe.status).toBe(422);
    expect(await exe.json()).toMatchObject({
      code: 'unsupported_file',
      errors: { file: [expect.stringContaining('setup.exe')] },
    });
    const big = await desk.get(`/api/b/${desk.biz.id}/expenses`, {
      method: 'POST',
      body: form(fields, ['big.pdf', new Uint8Array(3 * 1024 * 1024), 'application/pdf']),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'too_large', message: expect.stringContaining('1 MB') });
    const notMultipart = await desk.get(`/api/b/${desk.biz.id}/expenses`, {
      method: 'POST',
      ...jsonBody(fields),
    });
    expect(notMultipart.status).toBe(415);
    expect((await consoleOf(desk.api).log()).filter((e) => e.method === 'POST')).toHaveLength(0);
  });

  it('stops a file that grows past the cap while streaming (no Content-Length to check first)', async () => {
    const boundary = 'xBoundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="seller"\r\n\r\nS\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    async function* body() {
      yield new TextEncoder().encode(head);
      for (let i = 0; i < 40; i++) yield new Uint8Array(64 * 1024);
      yield new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    }
    const res = await fetch(`${desk.bff.url}/api/b/${desk.biz.id}/expenses`, {
      method: 'POST',
      body: body() as unknown as RequestInit['body'],
      headers: {
        origin: new URL(desk.bff.url).origin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'too_large' });
    const list = (await (await desk.get(`/api/b/${desk.biz.id}/expenses`)).json()) as {
      data: { seller: string }[];
    };
    expect(list.data.some((e) => e.seller === 'S')).toBe(false);
  });
});
