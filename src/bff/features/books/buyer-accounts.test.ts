import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody } from '../../testing/harness';

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  connect: ['Accounts Joined UAB'],
});
const issue = async (buyer: Record<string, unknown>, total: number) => {
  const res = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
    method: 'POST',
    ...jsonBody(
      sampleInvoiceBody({
        buyer: { type: 'company', ...buyer },
        products: [{ name: 'Work', units: 'h', quantity: 1, price: total }],
      }),
    ),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
};
const read = async <T>(path: string): Promise<T> => {
  const res = await desk.get(`/api/b/${desk.biz.id}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe("buyers' accounts: one buyer written several ways", () => {
  it('is one account, one statement and one list filter; two companies of one name stay two', async () => {
    const coded = await issue(
      { company_name: 'Müller GmbH', company_code: '304123456', vat_code: 'DE123456789' },
      100,
    );
    const byVat = await issue({ company_name: 'Mueller GmbH', vat_code: 'DE 123456789' }, 20);
    const byName = await issue({ company_name: 'MÜLLER  GmbH.' }, 3);
    await issue({ company_name: 'Baltic Trade UAB', company_code: '111' }, 1);
    await issue({ company_name: 'Baltic Trade UAB', company_code: '222' }, 1);
    type Page = { data: { key: string; invoices: number; currencies: { invoiced: number }[] }[] };
    const accounts = (await read<Page>('/reports/buyers?sort=name')).data.map((a) => [
      a.key,
      a.invoices,
      a.currencies[0]?.invoiced,
    ]);
    expect(accounts).toEqual([
      ['c-111', 1, 1],
      ['c-222', 1, 1],
      ['c-304123456', 3, 123],
    ]);
    const listed = (await read<{ data: { id: string }[] }>('/search/invoices?buyer=c-304123456')).data.map(
      (i) => i.id,
    );
    expect(listed.sort()).toEqual([coded, byVat, byName].sort());
    const res = await desk.get(
      `/api/b/${desk.biz.id}/reports/buyers/c-304123456/statement.csv?from=2026-01-01&to=2026-01-31`,
    );
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(
      ['100', '20', '3'].every((amount) => csv.split('\n').some((l) => l.includes(`,${amount}`))),
      csv,
    ).toBe(true);
  });
});
