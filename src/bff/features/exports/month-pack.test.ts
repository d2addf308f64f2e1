import { beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, sseClient, until } from '../../testing/harness';
import { apiAs } from '../../testing/records-fixture';
import { parseCsv, unzipAll } from '../../testing/unpack';
import { exportDesk, invoiceHeader } from './export-fixture';

const { desk, books, prevMonth, bytes, downloads } = exportDesk((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
);

describe('the month pack', () => {
  it('holds both CSVs, every PDF (cached ones not fetched again) and every receipt; progress over SSE', async () => {
    // One PDF already in the BFF's cache: the pack must not ask the API for it again.
    await until(
      async () =>
        (await desk.get(`/api/b/${books.biz.id}/invoices/${books.first.id}/download`)).status === 200 ||
        undefined,
    );
    await consoleOf(desk.api).clearLog();
    const sse = sseClient(`${desk.bff.url}/api/events`);
    await sse.ready;
    const { res, body } = await bytes(`/api/b/${books.biz.id}/export/month.zip?month=${prevMonth}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="month-${prevMonth}.zip"`);
    const files = unzipAll(body);
    expect([...files.keys()].sort()).toEqual([
      'expenses.csv',
      'invoices.csv',
      'invoices/BPS-001.pdf',
      'invoices/BPS-002.pdf',
      'invoices/CR-001.pdf',
      `month-${prevMonth}.xlsx`,
      `receipts/${prevMonth}-20 Kavinė Žalia Arbata.pdf`,
      `receipts/${prevMonth}-20 Kavinė Žalia Arbata.png`,
      `receipts/${prevMonth}-21 Telia Lietuva, AB.pdf`,
      'vat-report.csv',
    ]);
    for (const [name, data] of files)
      if (name.startsWith('invoices/')) expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(parseCsv(files.get('invoices.csv')!).map((r) => r[1])).toEqual(['number', '001', '002', '001']);
    expect(parseCsv(files.get('expenses.csv')!)).toHaveLength(4);
    const calls = await downloads(books.biz.id);
    expect(
      calls.map((c) => `${c.method} ${c.url.replace(/[0-9a-f-]{36}/, 'ID')} ${c.status}`).sort(),
    ).toEqual([
      ...Array(3).fill('GET /api/expenses/ID/download 200'),
      ...Array(2).fill('GET /api/invoices/ID/download 200'),
    ]);
    const progress = await until(
      () =>
        sse.messages.filter((m) => m.event === 'month-pack').at(-1)?.data as { state: string } | undefined,
    );
    expect(progress).toEqual({
      business: books.biz.id,
      month: prevMonth,
      done: 6,
      total: 6,
      missing: 0,
      state: 'done',
    });
    sse.close();
  });

  it('an empty month is a valid pack with header-only CSVs', async () => {
    const { res, body } = await bytes(`/api/b/${books.biz.id}/export/month.zip?month=2001-02`);
    expect(res.status).toBe(200);
    const files = unzipAll(body);
    expect([...files.keys()].sort()).toEqual([
      'expenses.csv',
      'invoices.csv',
      'month-2001-02.xlsx',
      'vat-report.csv',
    ]);
    expect(parseCsv(files.get('invoices.csv')!)).toEqual([invoiceHeader]);
    expect(parseCsv(files.get('vat-report.csv')!)).toHaveLength(1);
  });

  it('refuses a malformed month, other parameters, and a start from another site', async () => {
    for (const query of ['month=2026-13', 'month=2026-1', 'month=', '', 'month=2026-01&x=1']) {
      const res = await desk.get(`/api/b/${books.biz.id}/export/month.zip?${query}`);
      expect(res.status, query).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe('validation');
    }
    const cross = await desk.get(`/api/b/${books.biz.id}/export/month.zip?month=${prevMonth}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
  });
});

describe('the month pack against an API whose PDFs never come', () => {
  // The API holds a download 400 ms, then answers 500 (the spec's 20 s, shortened): no PDF ever renders.
  const slow = withDesk((dataDir) =>
    startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, pdfDelayMs: 600_000, pdfWaitMs: 400 }),
  );
  let b: { id: string; token: string };
  beforeAll(async () => {
    b = await consoleOf(slow.api).business('Slow Ltd');
    for (let i = 0; i < 8; i++)
      await apiAs(slow.api, b.token).invoice(sampleInvoiceBody({ invoice_date: `${prevMonth}-1${i}` }));
    await slow.get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) });
    await until(
      async () =>
        ((await (await fetch(`${slow.bff.url}/api/b/${b.id}/mirror`)).json()) as { data: { state: string } })
          .data.state === 'ready' || undefined,
    );
  });
  const pdfCalls = async () =>
    (await consoleOf(slow.api).log()).filter((e) => e.business_id === b.id && e.url.endsWith('/download'))
      .length;

  it('stops fetching at once when the browser abandons the download', async () => {
    await consoleOf(slow.api).clearLog();
    const ctrl = new AbortController();
    const res = await fetch(`${slow.bff.url}/api/b/${b.id}/export/month.zip?month=${prevMonth}`, {
      signal: ctrl.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the CSVs arrive at once
    await until(async () => (await pdfCalls()) >= 1 || undefined);
    ctrl.abort();
    await new Promise((r) => setTimeout(r, 1000));
    const after = await pdfCalls();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await pdfCalls()).toBe(after);
    expect(after).toBeLessThanOrEqual(2);
  });

  it('lists the PDFs it could not have in missing.txt instead of failing', async () => {
    const res = await fetch(`${slow.bff.url}/api/b/${b.id}/export/month.zip?month=${prevMonth}`);
    const files = unzipAll(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual([
      'expenses.csv',
      'invoices.csv',
      'missing.txt',
      `month-${prevMonth}.xlsx`,
      'vat-report.csv',
    ]);
    const missing = files.get('missing.txt')!.toString();
    for (let n = 1; n <= 8; n++)
      expect(missing).toContain(`invoices/T-00${n}.pdf: The API failed (HTTP 500)`);
  }, 30_000);
});
