import { beforeAll, expect } from 'vitest';
import { fixedClock } from '../../../contract/clock';
import type { Invoice } from '../../../contract/invoice';
import { type ApiUnderTest, asOwner, connectHooked, mirrorsReady, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody } from '../../testing/harness';
import { paid } from '../../testing/records-fixture';

export const today = '2026-03-15';
/** The buyers' keys the books below make: by company code, by VAT code, by the normalised name. */
export const muller = 'c-304123456';
export const redwood = 'v-lt100001234';
export const saltinis = 'n-saltinis-uab';

/**
 * A business's books of buyers for a test file, the desk's day fixed at `today`: one buyer matched by company code
 * (two currencies, a credit note, overdue), one by VAT code, one by the normalised name (an offer, the latest in
 * Lithuanian), and another business with the same buyer; both mirrors ready, the request log cleared. The file
 * passes the API's start function, as to `withDesk`.
 */
export function buyerBooksDesk(startApi: (dataDir: string) => Promise<ApiUnderTest>) {
  const desk = withDesk(startApi, { bff: { clock: fixedClock(`${today}T12:00:00`) } });
  /** Filled in by `beforeAll`; `own` is the API's own list of the business's invoices. */
  const books = {} as {
    biz: { id: string; token: string };
    other: { id: string; token: string };
    own: Invoice[];
  };
  const co = (company_name: string, more: Record<string, unknown> = {}) => ({
    buyer: { type: 'company', company_name, ...more },
  });
  const line = (price: number, quantity = 1) => ({
    products: [{ name: 'Work', units: 'h', quantity, price }],
  });
  const json = async <T>(path: string, status = 200): Promise<T> => {
    const res = await desk.get(path);
    expect(res.status, path).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    const biz = (books.biz = await consoleOf(desk.api).business('Books Ltd'));
    const other = (books.other = await consoleOf(desk.api).business('Elsewhere Ltd'));
    const post = async (b: { token: string }, body: Record<string, unknown>) => {
      const res = await asOwner(desk.api, b)('POST', '/invoices', sampleInvoiceBody(body));
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: Invoice }).data;
    };
    // Matched by company code, however the name and the code are written; two currencies, a credit note, overdue.
    await post(biz, {
      ...co('Müller GmbH', { company_code: '304123456' }),
      ...line(50.05, 2),
      invoice_date: '2026-01-10',
      pay_until_date: '2026-01-20',
    });
    const later = await post(biz, {
      ...co('MULLER GmbH (new)', { company_code: '304 123 456' }),
      ...line(90),
      invoice_date: '2026-02-05',
      pay_until_date: '2099-01-01',
    });
    await post(biz, {
      ...co('Müller GmbH', { company_code: '304123456' }),
      type: 'credit_invoice',
      ...line(-30.03),
      invoice_date: '2026-02-10',
    });
    await post(biz, {
      ...co('Müller GmbH', { company_code: '304123456', address: 'Königstraße 14' }),
      currency: 'USD',
      ...line(200),
      invoice_date: '2026-03-01',
      pay_until_date: '2026-03-31',
    });
    // Matched by VAT code (no company code).
    const redwoodPaid = await post(biz, {
      ...co('Redwood Inc.', { vat_code: 'LT100001234' }),
      ...line(40.1),
      invoice_date: '2026-01-05',
    });
    await post(biz, {
      ...co('Redwood, Inc', { vat_code: 'lt 100001234' }),
      ...line(60),
      invoice_date: '2026-03-02',
    });
    // Matched by the normalised name: case, accents, spaces and a full stop; the latest one in Lithuanian; an offer.
    await post(biz, {
      ...co('Šaltinis UAB'),
      ...line(10),
      invoice_date: '2026-02-01',
      pay_until_date: '2026-02-15',
    });
    await post(biz, {
      ...co('Saltinis UAB'),
      type: 'preliminary_invoice',
      ...line(500),
      invoice_date: '2026-02-20',
    });
    await post(biz, {
      ...co('SALTINIS  uab.'),
      ...line(20),
      invoice_date: '2026-03-03',
      language: 'lt',
      use_default_seller_info: false,
      seller: { business_type: 'association', company_name: 'Knygos MB', company_code: '305000111' },
    });
    await post(other, { ...co('Müller GmbH', { company_code: '304123456' }), ...line(999) });
    for (const id of [later.id, redwoodPaid.id]) await paid(desk.api, biz.id, id);
    books.own = (
      (await (await asOwner(desk.api, biz)('GET', '/invoices')).json()) as { data: Invoice[] }
    ).data;

    await connectHooked(desk, biz);
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: other.token }) });
    await mirrorsReady(desk, biz.id, other.id);
    await consoleOf(desk.api).clearLog();
  });

  const base = () => `/api/b/${books.biz.id}/reports/buyers`;
  const upstreamCalls = async () =>
    (await consoleOf(desk.api).log()).filter((e) => e.business_id === books.biz.id);
  return { desk, books, json, base, upstreamCalls };
}
