import { beforeAll, expect } from 'vitest';
import { systemClock } from '../../../contract/clock';
import { type ApiUnderTest, connectHooked, mirrorsReady, withDesk } from '../../testing/fixture';
import { consoleOf, sampleInvoiceBody } from '../../testing/harness';
import { apiAs, monthsAround, paid } from '../../testing/records-fixture';

export const invoiceHeader = [
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

/**
 * One business's books of last month for an export test file: invoices in two currencies, a credit note, an invoice
 * of another month, an overdue pro forma, expenses with and without a receipt and one sent through the dashboard
 * (its VAT and document number remembered), the mirror ready. The file passes the API's start function, as to
 * `withDesk`.
 */
export function exportDesk(startApi: (dataDir: string) => Promise<ApiUnderTest>) {
  // The embedded API stamps real times, so the BFF counts months on the real clock too; the test's months follow it.
  const clock = systemClock;
  const desk = withDesk(startApi, { bff: { clock } });
  const { prevMonth } = monthsAround(clock);
  const company = (name: string, more: Record<string, unknown> = {}) => ({
    buyer: { type: 'company', company_name: name, ...more },
  });
  const bytes = async (path: string, init?: RequestInit) => {
    const res = await desk.get(path, init);
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };
  const downloads = async (business: string) =>
    (await consoleOf(desk.api).log()).filter((e) => e.business_id === business);

  /** The books the tests read, filled in by `beforeAll`. */
  const books = {} as { biz: { id: string; token: string }; first: { id: string } };
  beforeAll(async () => {
    const biz = (books.biz = await consoleOf(desk.api).business('Export Ltd'));
    const a = apiAs(desk.api, biz.token);
    books.first = await a.invoice(
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
    await connectHooked(desk, biz);
    await mirrorsReady(desk, biz.id);
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
  return { desk, books, prevMonth, bytes, downloads };
}
