import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { parseCsv } from '../../testing/unpack';
import { exportDesk, invoiceHeader } from './export-fixture';

const { desk, books, prevMonth, bytes } = exportDesk((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
);

describe('CSV exports', () => {
  it('streams the filtered invoices as UTF-8 CSV with a BOM, one row each, as an attachment', async () => {
    const { res, body } = await bytes(
      `/api/b/${books.biz.id}/export/invoices.csv?from=${prevMonth}-01&sort=number`,
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
    const usd = parseCsv((await bytes(`/api/b/${books.biz.id}/export/invoices.csv?currency=USD`)).body);
    expect(usd.slice(1).map((r) => r[4])).toEqual(['Jonas Žukauskas, "Jr."']);
    const overdue = parseCsv((await bytes(`/api/b/${books.biz.id}/export/invoices.csv?status=overdue`)).body);
    expect(overdue.slice(1).map((r) => `${r[0]}-${r[1]}`)).toEqual(['BPS-001']);
    // The pro forma invoice past its due date is an offer: neither in `status=overdue` nor `overdue` in its row.
    const offers = parseCsv(
      (await bytes(`/api/b/${books.biz.id}/export/invoices.csv?type=preliminary`)).body,
    );
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
    expect(parseCsv((await bytes(`/api/b/${books.biz.id}/export/invoices.csv?q=nobody`)).body)).toEqual([
      invoiceHeader,
    ]);
    // A type group: every credit note, VAT or not.
    const credit = parseCsv((await bytes(`/api/b/${books.biz.id}/export/invoices.csv?type=credit`)).body);
    expect(credit.slice(1).map((r) => r[12])).toEqual(['credit_invoice']);
  });

  it('exports expenses with the VAT and document number the dashboard remembers', async () => {
    const { res, body } = await bytes(`/api/b/${books.biz.id}/export/expenses.csv?sort=date`);
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
      const res = await desk.get(`/api/b/${books.biz.id}/export/${kind}.csv?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([name]);
    }
    expect((await desk.get(`/api/b/00000000-0000-4000-8000-000000000000/export/invoices.csv`)).status).toBe(
      404,
    );
  });
});
