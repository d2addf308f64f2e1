import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../contract/clock';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { uploadForm } from '../../../invoicing-api/testing/upload-form';
import { connectHooked, mirrorsReady, withDesk } from '../../testing/fixture';
import { consoleOf, sampleInvoiceBody, until } from '../../testing/harness';
import { apiAs } from '../../testing/records-fixture';
import { unzipAll } from '../../testing/unpack';
import { readXlsx, sheetRows } from '../../testing/xlsx';
import { xlsxType } from '../../platform/http/table-download';

/** The lists' and the month pack's spreadsheets, over HTTP, from the mirror; today is 2026-04-15 for the BFF. */
const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
  {
    bff: { clock: fixedClock('2026-04-15T12:00:00Z') },
  },
);
let biz: { id: string; token: string };
const day = (d: string) => new Date(`${d}T00:00:00Z`);
const lt = { cookie: 'desk_language=lt' };
const download = async (path: string, headers: Record<string, string> = {}) => {
  const res = await desk.get(`/api/b/${biz.id}/${path}`, { headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(async () => {
  biz = await consoleOf(desk.api).business('Sheets Ltd');
  const a = apiAs(desk.api, biz.token);
  await a.invoice(
    sampleInvoiceBody({
      buyer: { type: 'company', company_name: 'Müller & Söhne GmbH', vat_code: 'DE811907980' },
      series: 'BPS',
      invoice_date: '2026-03-02',
      pay_until_date: '2026-03-09',
    }),
  );
  await a.invoice(
    sampleInvoiceBody({
      buyer: { type: 'company', company_name: '=HYPERLINK("http://x","y")' },
      series: 'CR',
      type: 'credit_invoice',
      invoice_date: '2026-03-04',
      products: [{ name: 'Refund', units: 'pcs', quantity: 1, total: -12.5 }],
    }),
  );
  await connectHooked(desk, biz);
  await mirrorsReady(desk, biz.id);
  // Through the dashboard, so its write-only VAT and document number are remembered.
  const form = uploadForm(
    {
      seller: 'Kavinė Žalia Arbata',
      total: '18.40',
      currency: 'EUR',
      date: '2026-03-20',
      vat: '3.19',
      invoice_number: '0042',
    },
    { name: 'r.pdf', bytes: new Uint8Array([37, 80, 68, 70]), type: 'application/pdf' },
  );
  expect((await desk.get(`/api/b/${biz.id}/expenses`, { method: 'POST', body: form })).status).toBe(201);
  await until(
    async () =>
      ((await (await desk.get(`/api/b/${biz.id}/search/expenses`)).json()) as { meta: { total: number } })
        .meta.total === 1 || undefined,
  );
});

describe('spreadsheet exports of the lists', () => {
  it('invoices.xlsx: typed cells, and headers, sheet and words in the language the person chose', async () => {
    const { res, body } = await download('export/invoices.xlsx?from=2026-03-01&sort=number', lt);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(xlsxType);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoices.xlsx"');
    const book = await readXlsx(body);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Sąskaitos']);
    expect(sheetRows(book.worksheets[0]!)).toEqual([
      [
        'Serija',
        'Numeris',
        'Išrašymo data',
        'Apmokėti iki',
        'Pirkėjas',
        'Pirkėjo kodas',
        'Pirkėjo PVM kodas',
        'Valiuta',
        'Suma be PVM',
        'PVM',
        'Iš viso',
        'Būsena',
        'Tipas',
      ],
      [
        'BPS',
        '001',
        day('2026-03-02'),
        day('2026-03-09'),
        'Müller & Söhne GmbH',
        null,
        'DE811907980',
        'EUR',
        100,
        0,
        100,
        'Pradelsta',
        'Sąskaita faktūra',
      ],
      [
        'CR',
        '001',
        day('2026-03-04'),
        null,
        '=HYPERLINK("http://x","y")',
        null,
        null,
        'EUR',
        -12.5,
        0,
        -12.5,
        'Neapmokėta',
        'Kreditinė sąskaita faktūra',
      ],
    ]);
  });

  it('takes the browser’s language when none was chosen (the chosen one first), else English', async () => {
    const headerOf = async (headers: Record<string, string>) => {
      const book = await readXlsx((await download('export/invoices.xlsx', headers)).body);
      return [book.worksheets[0]!.name, sheetRows(book.worksheets[0]!)[0]![2]];
    };
    expect(await headerOf({ 'accept-language': 'de-AT,de;q=0.9' })).toEqual(['Rechnungen', 'Rechnungsdatum']);
    expect(await headerOf({ 'accept-language': 'de-AT', ...lt })).toEqual(['Sąskaitos', 'Išrašymo data']);
    expect(await headerOf({ 'accept-language': 'ja' })).toEqual(['Invoices', 'Issue date']);
  });

  it('expenses.xlsx: the remembered VAT a number, the document number text', async () => {
    const { res, body } = await download('export/expenses.xlsx', { 'accept-language': 'fr' });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="expenses.xlsx"');
    expect(sheetRows((await readXlsx(body)).worksheets[0]!)).toEqual([
      ['Date', 'Vendeur', 'Devise', 'Total TTC', 'TVA', 'N° de document'],
      [day('2026-03-20'), 'Kavinė Žalia Arbata', 'EUR', 18.4, 3.19, '0042'],
    ]);
  });

  it('refuses what the CSV refuses, with the same answer', async () => {
    for (const [kind, query] of [
      ['invoices', 'page=2'],
      ['expenses', 'per_page=5'],
      ['invoices', 'status=late'],
      ['expenses', 'status=paid'],
      ['expenses', 'from=2026-02-30'],
      ['invoices', '__proto__=1'],
    ] as const) {
      const xlsx = await desk.get(`/api/b/${biz.id}/export/${kind}.xlsx?${query}`);
      const csv = await desk.get(`/api/b/${biz.id}/export/${kind}.csv?${query}`);
      expect(xlsx.status, query).toBe(422);
      expect(await xlsx.json(), query).toEqual(await csv.json());
    }
    expect((await desk.get('/api/b/00000000-0000-4000-8000-000000000000/export/invoices.xlsx')).status).toBe(
      404,
    );
  });

  it('makes no upstream call: both come from the mirror', async () => {
    await consoleOf(desk.api).clearLog();
    for (const path of ['export/invoices.xlsx', 'export/expenses.xlsx'])
      expect((await download(path)).res.status).toBe(200);
    expect((await consoleOf(desk.api).log()).filter((e) => e.business_id === biz.id)).toEqual([]);
  });
});

describe('the month pack’s spreadsheet', () => {
  it('is one workbook with a sheet per kind, in the person’s language', async () => {
    const { res, body } = await download('export/month.zip?month=2026-03', lt);
    expect(res.status).toBe(200);
    const book = await readXlsx(unzipAll(body).get('month-2026-03.xlsx')!);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Sąskaitos', 'Išlaidos', 'PVM']);
    const [invoices, expenses, vat] = book.worksheets.map((s) => sheetRows(s));
    expect(invoices!.map((r) => r[1])).toEqual(['Numeris', '001', '001']);
    expect(expenses!.slice(1)).toEqual([
      [day('2026-03-20'), 'Kavinė Žalia Arbata', 'EUR', 18.4, 3.19, '0042'],
    ]);
    expect(vat![0]!.slice(0, 3)).toEqual(['Laikotarpis', 'Valiuta', 'Eilutė']);
    expect(vat!.map((r) => r[2])).toContain('Iš viso');
  });
});
