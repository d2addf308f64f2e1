import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyerKey } from '../../../contract/buyer-key';
import { fixedClock } from '../../../contract/clock';
import { isPreliminary } from '../../../contract/invoice-groups';
import { isOverdue } from '../../../contract/owed';
import type { Invoice } from '../../../contract/invoice';
import { dec, toNumber } from '../../../contract/money';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { asOwner, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { paid } from '../../testing/records-fixture';

const today = '2026-03-15';
const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
  {
    bff: { clock: fixedClock(`${today}T12:00:00`) },
  },
);
let biz: { id: string; token: string };
let other: { id: string; token: string };

type Figure = { currency: string; invoiced: number; paid: number; outstanding: number; overdue: number };
type Account = {
  key: string;
  buyer: Invoice['buyer'];
  invoices: number;
  last_invoice_date: string;
  currencies: Figure[];
};
type Page = { data: Account[]; meta: Record<string, number | null>; mirror: { state: string } };

const co = (company_name: string, more: Record<string, unknown> = {}) => ({
  buyer: { type: 'company', company_name, ...more },
});
const line = (price: number, quantity = 1) => ({ products: [{ name: 'Work', units: 'h', quantity, price }] });
const json = async <T>(path: string, status = 200): Promise<T> => {
  const res = await desk.get(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
};
const base = () => `/api/b/${biz.id}/reports/buyers`;
const muller = 'c-304123456';
const redwood = 'v-lt100001234';
const saltinis = 'n-saltinis-uab';
let own: Invoice[] = [];

beforeAll(async () => {
  biz = await consoleOf(desk.api).business('Books Ltd');
  other = await consoleOf(desk.api).business('Elsewhere Ltd');
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
  own = ((await (await asOwner(desk.api, biz)('GET', '/invoices')).json()) as { data: Invoice[] }).data;

  const { secret } = await consoleOf(desk.api).webhook(biz.id, `${desk.bff.url}/webhooks/${biz.id}`);
  await desk.get('/api/businesses', {
    method: 'POST',
    ...jsonBody({ token: biz.token, webhook_secret: secret }),
  });
  await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: other.token }) });
  for (const b of [biz, other])
    await until(
      async () =>
        (await json<{ data: { state: string } }>(`/api/b/${b.id}/mirror`)).data.state === 'ready' ||
        undefined,
    );
  await consoleOf(desk.api).clearLog();
});

/** The figures recomputed from the API's own invoices with the contract's rules: what the report must equal. */
function expected(key: string): Figure[] {
  const per = new Map<string, Figure>();
  for (const i of own.filter((i) => buyerKey(i.buyer) === key && !isPreliminary(i.invoice_type))) {
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
    await json(`/api/b/${other.id}/reports/buyers/${redwood}`, 404);
    const theirs = await json<Page>(`/api/b/${other.id}/reports/buyers`);
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
    await bad(`/api/b/${biz.id}/search/invoices?buyer=Müller`, 'buyer');
  });
});

describe('GET …/search/invoices?buyer=', () => {
  it('lists exactly the buyer’s documents, offers and credit notes too', async () => {
    const found = await json<{ data: Invoice[]; meta: { total: number } }>(
      `/api/b/${biz.id}/search/invoices?buyer=${saltinis}`,
    );
    expect(found.meta.total).toBe(3);
    expect(found.data.map((i) => i.invoice_date)).toEqual(['2026-03-03', '2026-02-20', '2026-02-01']);
    const mullers = await json<{ data: Invoice[] }>(
      `/api/b/${biz.id}/search/invoices?buyer=${muller}&currency=EUR`,
    );
    expect(mullers.data.map((i) => i.total_incl_vat)).toEqual([-30.03, 90, 100.1]);
    expect((await json<{ data: Invoice[] }>(`/api/b/${biz.id}/search/invoices?buyer=n-nobody`)).data).toEqual(
      [],
    );
  });
});

describe('the statement of account', () => {
  it('as CSV: opening, each document, paid, closing per currency; opening + invoiced − paid = closing', async () => {
    const res = await desk.get(`${base()}/${muller}/statement.csv?from=2026-02-01&to=2099-12-31`);
    expect(res.status).toBe(200);
    expect(res.headers['get']('content-disposition')).toContain(
      `statement-${muller}-2026-02-01-2099-12-31.csv`,
    );
    const rows = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(rows[0]).toEqual([
      'currency',
      'row',
      'invoice_date',
      'number',
      'type',
      'pay_until_date',
      'amount',
      'status',
      'paid_on',
    ]);
    const eur = rows.filter((r) => r[0] === 'EUR').map((r) => [r[1], r[2], r[6], r[7]]);
    // The January invoice is owed at the start; the one paid during the test is paid within the range.
    expect(eur).toEqual([
      ['opening_balance', '2026-02-01', '100.10', ''],
      ['document', '2026-02-05', '90.00', 'paid'],
      ['document', '2026-02-10', '-30.03', 'not_paid'],
      ['invoiced', '', '59.97', ''],
      ['paid', '', '90.00', ''],
      ['closing_balance', '2099-12-31', '70.07', ''],
    ]);
    expect(rows.filter((r) => r[0] === 'USD').map((r) => r[6])).toEqual([
      '0.00',
      '200.00',
      '200.00',
      '0.00',
      '200.00',
    ]);
    const first = await (
      await desk.get(`${base()}/${redwood}/statement.csv?from=2026-02-01&to=2099-12-31`)
    ).text();
    expect(first).toContain('EUR,opening_balance,2026-02-01,,,,40.10');
    expect(first).toContain('EUR,closing_balance,2099-12-31,,,,60.00');
  });

  it('as a PDF in the language of the buyer’s latest invoice, with the seller from it', async () => {
    const res = await desk.get(`${base()}/${saltinis}/statement.pdf?from=2026-01-01&to=2026-03-15`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Atsiskaitymų suderinimo aktas');
    expect(text).toContain('SALTINIS uab.'); // pdftotext writes one space for two
    expect(text).toMatch(/Knygos MB[\s\S]*Įmonės kodas: 305000111/);
    expect(text).toMatch(/Vėluojama/);
    expect(text).toMatch(/Likutis laikotarpio pabaigoje\s+30,00\s*EUR/);
    expect(text).not.toContain('500,00'); // the offer
    const en = pdfText(
      Buffer.from(await (await desk.get(`${base()}/${muller}/statement.pdf`)).arrayBuffer()),
    );
    expect(en).toContain('Statement of account');
    expect(en).toContain('Credit note');
    expect(en).toMatch(/Overdue/);
  });

  it('made from the mirror alone, and 404 for an unknown buyer', async () => {
    await json(`${base()}/n-nobody/statement.pdf`, 404);
    await json(`${base()}/n-nobody/statement.csv`, 404);
    expect((await json<{ data: unknown[] }>(`${base()}/${muller}/emails`)).data).toEqual([]);
    expect(await upstreamCalls()).toEqual([]);
  });
});

const upstreamCalls = async () => (await consoleOf(desk.api).log()).filter((e) => e.business_id === biz.id);

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'statement-'));
  try {
    writeFileSync(join(dir, 's.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
