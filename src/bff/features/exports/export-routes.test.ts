import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../contract/clock';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, sseClient, until } from '../../testing/harness';
import { apiAs, monthsAround, paid } from '../../testing/records-fixture';
import { parseCsv, unzipAll } from '../../testing/unpack';

let biz: { id: string; token: string };
// The embedded API stamps real times, so the BFF counts months on the real clock too; the test's months follow it.
const clock = systemClock;
const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
  {
    bff: { clock },
  },
);
const { prevMonth } = monthsAround(clock);
const invoiceHeader = [
  'series',
  'number',
  'invoice_date',
  'pay_until_date',
  'buyer_name',
  'buyer_code',
  'buyer_vat_code',
  'currency',
  'subtotal',
  'vat',
  'total',
  'status',
  'type',
];

const company = (name: string, more: Record<string, unknown> = {}) => ({
  buyer: { type: 'company', company_name: name, ...more },
});
const ready = async (b: string) =>
  until(
    async () =>
      ((await (await desk.get(`/api/b/${b}/mirror`)).json()) as { data: { state: string } }).data.state ===
        'ready' || undefined,
  );
const bytes = async (path: string, init?: RequestInit) => {
  const res = await desk.get(path, init);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};
const downloads = async (business: string) =>
  (await consoleOf(desk.api).log()).filter((e) => e.business_id === business);

let first: { id: string };
beforeAll(async () => {
  biz = await consoleOf(desk.api).business('Export Ltd');
  const a = apiAs(desk.api, biz.token);
  first = await a.invoice(
    sampleInvoiceBody({
      ...company('Müller & Söhne GmbH', { company_code: 'HRB 1', vat_code: 'DE811907980' }),
      series: 'BPS',
      invoice_date: `${prevMonth}-02`,
      pay_until_date: `${prevMonth}-09`,
    }),
  );
  const usd = await a.invoice(
    sampleInvoiceBody({
      buyer: { type: 'individual', first_name: 'Jonas', last_name: 'Žukauskas, "Jr."' },
      series: 'BPS',
      currency: 'USD',
      invoice_date: `${prevMonth}-03`,
    }),
  );
  await paid(desk.api, biz.id, usd.id);
  await a.invoice(
    sampleInvoiceBody({
      ...company('Credit SARL'),
      series: 'CR',
      type: 'credit_invoice',
      invoice_date: `${prevMonth}-04`,
      products: [{ name: 'Avoir', units: 'pcs', quantity: 1, total: -12.5 }],
    }),
  );
  await a.invoice(
    sampleInvoiceBody({ ...company('Other month Ltd'), series: 'BPS', invoice_date: '2020-01-10' }),
  );
  // A pro forma invoice past its due date: an offer, never `overdue` (as the overview counts it).
  await a.invoice(
    sampleInvoiceBody({
      ...company('Offer Oy'),
      series: 'PF',
      type: 'preliminary_invoice',
      invoice_date: '2020-02-05',
      pay_until_date: '2020-02-06',
    }),
  );
  await a.expense({
    seller: 'Kavinė Žalia Arbata',
    total: '18.40',
    currency: 'EUR',
    date: `${prevMonth}-20`,
  });
  await a.expense(
    { seller: 'Kavinė Žalia Arbata', total: '5.10', currency: 'EUR', date: `${prevMonth}-20` },
    ['scan.pdf', 'application/pdf'],
  );
  await consoleOf(desk.api).business('Unrelated Ltd');
  const { secret } = await consoleOf(desk.api).webhook(biz.id, `${desk.bff.url}/webhooks/${biz.id}`);
  await desk.get('/api/businesses', {
    method: 'POST',
    ...jsonBody({ token: biz.token, webhook_secret: secret }),
  });
  await ready(biz.id);
  // An expense sent through the dashboard: its write-only VAT and document number are remembered.
  const form = new FormData();
  for (const [k, v] of Object.entries({
    seller: 'Telia Lietuva, AB',
    total: '24.19',
    currency: 'EUR',
    date: `${prevMonth}-21`,
    vat: '4.20',
    invoice_number: 'TL-88123',
  }))
    form.set(k, v);
  form.set('file', new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' }), 'telia.pdf');
  expect((await desk.get(`/api/b/${biz.id}/expenses`, { method: 'POST', body: form })).status).toBe(201);
});

describe('CSV exports', () => {
  it('streams the filtered invoices as UTF-8 CSV with a BOM, one row each, as an attachment', async () => {
    const { res, body } = await bytes(
      `/api/b/${biz.id}/export/invoices.csv?from=${prevMonth}-01&sort=number`,
    );
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoices.csv"');
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(body);
    expect(rows[0]).toEqual(invoiceHeader);
    expect(rows.slice(1)).toEqual([
      [
        'BPS',
        '001',
        `${prevMonth}-02`,
        `${prevMonth}-09`,
        'Müller & Söhne GmbH',
        'HRB 1',
        'DE811907980',
        'EUR',
        '100.00',
        '0.00',
        '100.00',
        'overdue',
        'regular_invoice',
      ],
      [
        'BPS',
        '002',
        `${prevMonth}-03`,
        '',
        'Jonas Žukauskas, "Jr."',
        '',
        '',
        'USD',
        '100.00',
        '0.00',
        '100.00',
        'paid',
        'regular_invoice',
      ],
      [
        'CR',
        '001',
        `${prevMonth}-04`,
        '',
        'Credit SARL',
        '',
        '',
        'EUR',
        '-12.50',
        '0.00',
        '-12.50',
        'not_paid',
        'credit_invoice',
      ],
    ]);
  });

  it('takes the search filters: currency, status, q', async () => {
    const usd = parseCsv((await bytes(`/api/b/${biz.id}/export/invoices.csv?currency=USD`)).body);
    expect(usd.slice(1).map((r) => r[4])).toEqual(['Jonas Žukauskas, "Jr."']);
    const overdue = parseCsv((await bytes(`/api/b/${biz.id}/export/invoices.csv?status=overdue`)).body);
    expect(overdue.slice(1).map((r) => `${r[0]}-${r[1]}`)).toEqual(['BPS-001']);
    // The pro forma invoice past its due date is an offer: neither in `status=overdue` nor `overdue` in its row.
    const offers = parseCsv((await bytes(`/api/b/${biz.id}/export/invoices.csv?type=preliminary`)).body);
    expect(offers.slice(1)).toEqual([
      [
        'PF',
        '001',
        '2020-02-05',
        '2020-02-06',
        'Offer Oy',
        '',
        '',
        'EUR',
        '100.00',
        '0.00',
        '100.00',
        'not_paid',
        'preliminary_invoice',
      ],
    ]);
    expect(parseCsv((await bytes(`/api/b/${biz.id}/export/invoices.csv?q=nobody`)).body)).toEqual([
      invoiceHeader,
    ]);
    // A type group: every credit note, VAT or not.
    const credit = parseCsv((await bytes(`/api/b/${biz.id}/export/invoices.csv?type=credit`)).body);
    expect(credit.slice(1).map((r) => r[12])).toEqual(['credit_invoice']);
  });

  it('exports expenses with the VAT and document number the dashboard remembers', async () => {
    const { res, body } = await bytes(`/api/b/${biz.id}/export/expenses.csv?sort=date`);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="expenses.csv"');
    expect(parseCsv(body)).toEqual([
      ['date', 'seller', 'currency', 'total', 'vat', 'document_number'],
      // One date: newest first, as the lists order ties.
      [`${prevMonth}-20`, 'Kavinė Žalia Arbata', 'EUR', '5.10', '', ''],
      [`${prevMonth}-20`, 'Kavinė Žalia Arbata', 'EUR', '18.40', '', ''],
      [`${prevMonth}-21`, 'Telia Lietuva, AB', 'EUR', '24.19', '4.20', 'TL-88123'],
    ]);
  });

  it('refuses a page or a page size, a bad filter, a filter of the other kind — on the parameter', async () => {
    for (const [kind, query, name] of [
      ['invoices', 'page=2', 'page'],
      ['expenses', 'per_page=5', 'per_page'],
      ['invoices', 'status=late', 'status'],
      ['expenses', 'status=paid', 'status'],
      ['expenses', 'from=2026-02-30', 'from'],
    ] as const) {
      const res = await desk.get(`/api/b/${biz.id}/export/${kind}.csv?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([name]);
    }
    expect((await desk.get(`/api/b/00000000-0000-4000-8000-000000000000/export/invoices.csv`)).status).toBe(
      404,
    );
  });
});

describe('the month pack', () => {
  it('holds both CSVs, every PDF (cached ones not fetched again) and every receipt; progress over SSE', async () => {
    // One PDF already in the BFF's cache: the pack must not ask the API for it again.
    await until(
      async () =>
        (await desk.get(`/api/b/${biz.id}/invoices/${first.id}/download`)).status === 200 || undefined,
    );
    await consoleOf(desk.api).clearLog();
    const sse = sseClient(`${desk.bff.url}/api/events`);
    await sse.ready;
    const { res, body } = await bytes(`/api/b/${biz.id}/export/month.zip?month=${prevMonth}`);
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
    const calls = await downloads(biz.id);
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
      business: biz.id,
      month: prevMonth,
      done: 6,
      total: 6,
      missing: 0,
      state: 'done',
    });
    sse.close();
  });

  it('an empty month is a valid pack with header-only CSVs', async () => {
    const { res, body } = await bytes(`/api/b/${biz.id}/export/month.zip?month=2001-02`);
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
      const res = await desk.get(`/api/b/${biz.id}/export/month.zip?${query}`);
      expect(res.status, query).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe('validation');
    }
    const cross = await desk.get(`/api/b/${biz.id}/export/month.zip?month=${prevMonth}`, {
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
