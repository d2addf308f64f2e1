import { describe, expect, it } from 'vitest';
import { buyerKey } from '../../../contract/buyer-key';
import { isPreliminary } from '../../../contract/invoice-groups';
import { isOverdue } from '../../../contract/owed';
import type { Invoice } from '../../../contract/invoice';
import { dec, toNumber } from '../../../contract/money';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { buyerBooksDesk, muller, redwood, saltinis, today } from './buyer-books-fixture';

const { books, json, base, upstreamCalls } = buyerBooksDesk((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
);

type Figure = { currency: string; invoiced: number; paid: number; outstanding: number; overdue: number };
type Account = {
  key: string;
  buyer: Invoice['buyer'];
  invoices: number;
  last_invoice_date: string;
  currencies: Figure[];
};
type Page = { data: Account[]; meta: Record<string, number | null>; mirror: { state: string } };

/** The figures recomputed from the API's books.own invoices with the contract's rules: what the report must equal. */
function expected(key: string): Figure[] {
  const per = new Map<string, Figure>();
  for (const i of books.own.filter((i) => buyerKey(i.buyer) === key && !isPreliminary(i.invoice_type))) {
    const f = per.get(i.currency) ?? {
      currency: i.currency,
      invoiced: 0,
      paid: 0,
      outstanding: 0,
      overdue: 0,
    };
    const add = (k: 'invoiced' | 'paid' | 'outstanding' | 'overdue') =>
      (f[k] = toNumber(dec(f[k]).plus(i.total_incl_vat)));
    add('invoiced');
    add(i.payment_status === 'paid' ? 'paid' : 'outstanding');
    if (isOverdue(i, today)) add('overdue');
    per.set(i.currency, f);
  }
  return [...per.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1));
}

describe('GET …/reports/buyers', () => {
  it('matches buyers by company code, VAT code, else the normalised name; sums reconcile with the invoices', async () => {
    const { data, meta, mirror } = await json<Page>(base());
    expect(mirror.state).toBe('ready');
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 3, from: 1, to: 3 });
    expect(data.map((a) => [a.key, a.invoices, a.last_invoice_date])).toEqual([
      [saltinis, 3, '2026-03-03'],
      [redwood, 2, '2026-03-02'],
      [muller, 4, '2026-03-01'],
    ]);
    for (const a of data) expect(a.currencies, a.key).toEqual(expected(a.key));
    expect(data[2]!.currencies).toEqual([
      { currency: 'EUR', invoiced: 160.07, paid: 90, outstanding: 70.07, overdue: 100.1 },
      { currency: 'USD', invoiced: 200, paid: 0, outstanding: 200, overdue: 0 },
    ]);
    expect(data[2]!.buyer).toMatchObject({ company_name: 'Müller GmbH', address: 'Königstraße 14' });
    expect(data[0]!.buyer.company_name).toBe('SALTINIS  uab.');
    expect(data[0]!.currencies).toEqual([
      { currency: 'EUR', invoiced: 30, paid: 0, outstanding: 30, overdue: 10 },
    ]);
    expect(await upstreamCalls()).toEqual([]);
  });

  it('searches by name or code, sorts and pages', async () => {
    const keys = async (q: string) => (await json<Page>(`${base()}?${q}`)).data.map((a) => a.key);
    expect(await keys('q=šaltinis')).toEqual([saltinis]);
    expect(await keys('q=304%20123')).toEqual([muller]);
    expect(await keys('q=LT100001234')).toEqual([redwood]);
    expect(await keys('q=nobody')).toEqual([]);
    expect(await keys('sort=name')).toEqual([muller, redwood, saltinis]);
    expect(await keys('sort=-invoices')).toEqual([muller, saltinis, redwood]);
    expect(await keys('sort=-outstanding')).toEqual([muller, redwood, saltinis]);
    expect(await keys('sort=overdue')).toEqual([redwood, saltinis, muller]);
    expect((await json<Page>(`${base()}?page=2`)).meta).toEqual({
      current_page: 2,
      last_page: 1,
      per_page: 50,
      total: 3,
      from: null,
      to: null,
    });
  });

  it('gives one buyer, and 404 for a key no invoice has, of this business or at all', async () => {
    const one = await json<{ data: Account }>(`${base()}/${muller}`);
    expect(one.data.currencies).toEqual(expected(muller));
    await json(`${base()}/n-nobody`, 404);
    await json(`${base()}/NOT%20A%20KEY`, 404);
    await json(`/api/b/${books.other.id}/reports/buyers/${redwood}`, 404);
    const theirs = await json<Page>(`/api/b/${books.other.id}/reports/buyers`);
    expect(theirs.data.map((a) => [a.key, a.currencies[0]!.invoiced])).toEqual([[muller, 999]]);
  });

  it('refuses malformed and unknown parameters with 422 on their names', async () => {
    const bad = async (path: string, name: string) => {
      const body = await json<{ code: string; errors: Record<string, string[]> }>(path, 422);
      expect(body.code).toBe('validation');
      expect(Object.keys(body.errors)).toEqual([name]);
    };
    await bad(`${base()}?sort=price`, 'sort');
    await bad(`${base()}?page=0`, 'page');
    await bad(`${base()}?q=a%00b`, 'q');
    await bad(`${base()}?name=x`, 'name');
    await bad(`${base()}?__proto__=x`, '__proto__');
    await bad(`${base()}/${muller}/statement.csv?from=2026-02-30`, 'from');
    await bad(`${base()}/${muller}/statement.pdf?from=2026-03-01&to=2026-02-01`, 'to');
    await bad(`${base()}/${muller}/statement.csv?month=2026-01`, 'month');
    await bad(`/api/b/${books.biz.id}/search/invoices?buyer=Müller`, 'buyer');
  });
});

describe('GET …/search/invoices?buyer=', () => {
  it('lists exactly the buyer’s documents, offers and credit notes too', async () => {
    const found = await json<{ data: Invoice[]; meta: { total: number } }>(
      `/api/b/${books.biz.id}/search/invoices?buyer=${saltinis}`,
    );
    expect(found.meta.total).toBe(3);
    expect(found.data.map((i) => i.invoice_date)).toEqual(['2026-03-03', '2026-02-20', '2026-02-01']);
    const mullers = await json<{ data: Invoice[] }>(
      `/api/b/${books.biz.id}/search/invoices?buyer=${muller}&currency=EUR`,
    );
    expect(mullers.data.map((i) => i.total_incl_vat)).toEqual([-30.03, 90, 100.1]);
    expect(
      (await json<{ data: Invoice[] }>(`/api/b/${books.biz.id}/search/invoices?buyer=n-nobody`)).data,
    ).toEqual([]);
  });
});
