import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../contract/clock';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { xlsxType } from '../../platform/http/table-download';
import { connectHooked, mirrorsReady, withDesk } from '../../testing/fixture';
import { consoleOf } from '../../testing/harness';
import { apiAs, paid } from '../../testing/records-fixture';
import { readXlsx, sheetRows } from '../../testing/xlsx';

/** The VAT report's and a buyer's statement's spreadsheets beside their CSVs; today is 2026-04-15 for the BFF. */
const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
  {
    bff: { clock: fixedClock('2026-04-15T12:00:00Z') },
  },
);
let biz: { id: string; token: string };
const buyer = 'c-304123456';
const day = (d: string) => new Date(`${d}T00:00:00Z`);
const download = async (path: string, headers: Record<string, string> = {}) => {
  const res = await desk.get(`/api/b/${biz.id}/${path}`, { headers });
  expect(res.status, path).toBe(200);
  return { res, book: await readXlsx(Buffer.from(await res.arrayBuffer())) };
};

beforeAll(async () => {
  biz = await consoleOf(desk.api).business('Sheets Ltd');
  const a = apiAs(desk.api, biz.token);
  const seller = {
    use_default_seller_info: false,
    seller: { company_name: 'Sheets Ltd', vat_code: 'LT100000000011', address: 'Vilnius' },
  };
  const common = {
    series: 'V',
    currency: 'EUR',
    language: 'en',
    buyer: { type: 'company', company_name: 'Müller GmbH', company_code: '304123456' },
    ...seller,
  };
  const work = (price: number) => [{ name: 'Work', units: 'pcs', quantity: 1, price, vat_percentage: 21 }];
  const first = await a.invoice({
    ...common,
    type: 'vat_invoice',
    invoice_date: '2026-03-02',
    pay_until_date: '2026-03-09',
    products: work(100),
  });
  await a.invoice({
    ...common,
    type: 'vat_invoice',
    invoice_date: '2026-03-05',
    pay_until_date: '2026-03-12',
    products: work(50),
  });
  await paid(desk.api, biz.id, first.id);
  await connectHooked(desk, biz);
  await mirrorsReady(desk, biz.id);
});

describe('the VAT report as a spreadsheet', () => {
  it('vat.xlsx: the CSV’s rows, typed, in the person’s language', async () => {
    const { res, book } = await download('reports/vat.xlsx?from=2026-03-01&to=2026-03-31', {
      cookie: 'desk_language=lt',
    });
    expect(res.headers.get('content-type')).toBe(xlsxType);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="vat-report.xlsx"');
    expect(book.worksheets.map((s) => s.name)).toEqual(['PVM']);
    const rows = sheetRows(book.worksheets[0]!);
    expect(rows[0]!.slice(0, 7)).toEqual([
      'Laikotarpis',
      'Valiuta',
      'Eilutė',
      'PVM tarifas, %',
      'Be PVM',
      'PVM',
      'Su PVM',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 8))).toEqual([
      ['2026-03', 'EUR', 'Pardavimai', 21, 150, 31.5, 181.5, 2],
      ['2026-03', 'EUR', 'Iš viso', null, 150, 31.5, 181.5, null],
    ]);
    const csv = await (
      await desk.get(`/api/b/${biz.id}/reports/vat.csv?from=2026-03-01&to=2026-03-31`)
    ).text();
    expect(csv.trim().split('\r\n')).toHaveLength(rows.length);
  });

  it('refuses what vat.csv refuses, with the same answer', async () => {
    for (const query of ['from=2026-02-30', 'group=week', 'from=2026-03-02&to=2026-03-01', 'x=1']) {
      const xlsx = await desk.get(`/api/b/${biz.id}/reports/vat.xlsx?${query}`);
      const csv = await desk.get(`/api/b/${biz.id}/reports/vat.csv?${query}`);
      expect(xlsx.status, query).toBe(422);
      expect(await xlsx.json(), query).toEqual(await csv.json());
    }
  });
});

describe('a buyer’s statement as a spreadsheet', () => {
  it('statement.xlsx: each row’s words, amounts as numbers, dates as dates, numbers as text', async () => {
    const { res, book } = await download(
      `reports/buyers/${buyer}/statement.xlsx?from=2026-03-01&to=2026-03-31`,
      {
        'accept-language': 'de',
      },
    );
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${buyer}-2026-03-01-2026-03-31.xlsx"`,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['Kontoauszug']);
    expect(sheetRows(book.worksheets[0]!)).toEqual([
      ['Währung', 'Zeile', 'Rechnungsdatum', 'Nummer', 'Art', 'Fällig am', 'Betrag', 'Status', 'Bezahlt am'],
      ['EUR', 'Anfangssaldo', day('2026-03-01'), null, null, null, 0, null, null],
      [
        'EUR',
        'Beleg',
        day('2026-03-02'),
        'V-001',
        'Rechnung mit Umsatzsteuer',
        day('2026-03-09'),
        121,
        'Bezahlt',
        day('2026-04-15'),
      ],
      [
        'EUR',
        'Beleg',
        day('2026-03-05'),
        'V-002',
        'Rechnung mit Umsatzsteuer',
        day('2026-03-12'),
        60.5,
        'Überfällig',
        null,
      ],
      ['EUR', 'Im Zeitraum berechnet', null, null, null, null, 181.5, null, null],
      ['EUR', 'Im Zeitraum bezahlt', null, null, null, null, 0, null, null],
      ['EUR', 'Endsaldo', day('2026-03-31'), null, null, null, 181.5, null, null],
    ]);
  });

  it('refuses what statement.csv refuses, with the same answer; no such buyer is 404', async () => {
    for (const query of ['from=2026-02-30', 'month=2026-01']) {
      const path = `/api/b/${biz.id}/reports/buyers/${buyer}/statement`;
      const xlsx = await desk.get(`${path}.xlsx?${query}`);
      expect(xlsx.status, query).toBe(422);
      expect(await xlsx.json(), query).toEqual(await (await desk.get(`${path}.csv?${query}`)).json());
    }
    expect((await desk.get(`/api/b/${biz.id}/reports/buyers/c-999/statement.xlsx`)).status).toBe(404);
  });
});
