import { describe, expect, it } from 'vitest';
import type { Email } from '../../../contract/email';
import { buyerKey } from '../../../contract/buyer-key';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';

/**
 * What is still owed (contract/owed.ts) through every figure that asks: a credit note made from an invoice takes
 * back what it credits, whatever sign it was entered with; a whole credit leaves nothing to remind of or be late with.
 * The desk's clock stands on 1 March 2026, 08:30 in Vilnius; every invoice was due 1 February.
 */
const at = Date.parse('2026-03-01T06:30:00Z');
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  connect: ['Owed Figures UAB'],
  bff: {
    clock: { now: () => new Date(at) },
    mail: {
      ...(await import('../../platform/config')).defaultConfig({ dataDir: '' }).mail,
      reminderCheckMs: 40,
      zone: 'Europe/Vilnius',
    },
  },
});

type Created = { id: string; total_incl_vat: number };
const buyer = (name: string) => ({ type: 'company', company_name: name, email: 'pay@example.lt' });
const line = (amount: number, quantity = 1) => ({
  name: 'Work',
  units: 'h',
  quantity,
  total_incl_vat: amount,
});
const invoice = async (name: string, amount: number) => {
  const res = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
    method: 'POST',
    ...jsonBody(
      sampleInvoiceBody({
        invoice_date: '2026-01-15',
        pay_until_date: '2026-02-01',
        buyer: buyer(name),
        products: [line(amount)],
      }),
    ),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Created }).data;
};
/** A credit note made from `source` through the BFF (the link kept), with `amount` on one line as entered. */
const credit = async (source: Created, name: string, amount: number) => {
  const res = await desk.get(`/api/b/${desk.biz.id}/invoices?source=${source.id}`, {
    method: 'POST',
    ...jsonBody(
      sampleInvoiceBody({
        type: 'credit_invoice',
        series: 'CR',
        invoice_date: '2026-01-20',
        buyer: buyer(name),
        products: [line(amount, amount < 0 ? -1 : 1)],
      }),
    ),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Created }).data;
};
const read = async <T>(path: string): Promise<T> => {
  const res = await desk.get(`/api/b/${desk.biz.id}${path}`);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
};
type Figure = { currency: string; amount: number; count: number };

describe('what is still owed, after credit notes', () => {
  let whole: Created;
  let partial: Created;
  let plus: Created;
  it('is set up: three unpaid invoices, one credited whole, one in part, one by a credit note stated positive', async () => {
    whole = await invoice('Whole Credit UAB', 100);
    partial = await invoice('Partial Credit UAB', 100);
    plus = await invoice('Positive Credit UAB', 50);
    expect((await credit(whole, 'Whole Credit UAB', -100)).total_incl_vat).toBe(-100);
    expect((await credit(partial, 'Partial Credit UAB', -30)).total_incl_vat).toBe(-30);
    // Made as a credit note with positive amounts (as the vendor's app and other clients do): it takes back 20.
    expect((await credit(plus, 'Positive Credit UAB', 20)).total_incl_vat).toBe(20);
    await until(async () => (await read<{ state: string }>('/mirror')).state === 'ready');
  });

  it('the overview: outstanding and overdue count only what is left; spent credit notes are not open credit', async () => {
    const o = await read<{ outstanding: Figure[]; overdue: Figure[]; credit_open: Figure[] }>('/overview');
    expect(o.outstanding).toEqual([{ currency: 'EUR', amount: 100, count: 2 }]); // 70 + 30
    expect(o.overdue).toEqual([{ currency: 'EUR', amount: 100, count: 2 }]);
    expect(o.credit_open).toEqual([]);
  });

  it('the lists: "overdue" and "not paid" leave out an invoice credited whole, and add up what is still owed', async () => {
    for (const status of ['overdue', 'not_paid']) {
      const res = await desk.get(`/api/b/${desk.biz.id}/search/invoices?status=${status}`);
      const page = (await res.json()) as { data: { id: string }[]; sums: Figure[] };
      expect(page.data.map((i) => i.id).sort(), status).toEqual([partial.id, plus.id].sort());
      expect(page.sums, status).toEqual([{ currency: 'EUR', amount: 100, count: 2 }]); // 70 + 30, as the overview
    }
  });

  it("buyers' accounts: one sign for a credit note, whichever it was entered with; overdue only what is owed", async () => {
    type Account = { currencies: { invoiced: number; paid: number; outstanding: number; overdue: number }[] };
    const account = (name: string) =>
      read<Account>(`/reports/buyers/${encodeURIComponent(buyerKey(buyer(name) as never))}`);
    expect((await account('Whole Credit UAB')).currencies).toEqual([
      { currency: 'EUR', invoiced: 0, paid: 0, outstanding: 0, overdue: 0 },
    ]);
    expect((await account('Partial Credit UAB')).currencies).toEqual([
      { currency: 'EUR', invoiced: 70, paid: 0, outstanding: 70, overdue: 70 },
    ]);
    expect((await account('Positive Credit UAB')).currencies).toEqual([
      { currency: 'EUR', invoiced: 30, paid: 0, outstanding: 30, overdue: 30 },
    ]);
  });

  it('the VAT report counts the positive credit note negative, as the accounts do', async () => {
    const report = await read<{ period: string; sales_total: { gross: number } }[]>(
      '/reports/vat?from=2026-01-01&to=2026-01-31&group=month',
    );
    expect(report.map((p) => [p.period, p.sales_total.gross])).toEqual([['2026-01', 100]]); // 250 − 100 − 30 − 20
  });

  it('reminders go to what is still owed (the rest after a partial credit), never to an invoice credited whole', async () => {
    const on = await desk.get(`/api/b/${desk.biz.id}/reminders`, {
      method: 'PUT',
      ...jsonBody({ enabled: true, steps: [3], window: null }),
    });
    expect(on.status).toBe(200);
    const reminders = async () => (await read<Email[]>('/emails')).filter((e) => e.kind === 'reminder');
    await until(async () => (await reminders()).length >= 2);
    await new Promise((r) => setTimeout(r, 300)); // several more checks
    const sent = await reminders();
    expect(sent.map((e) => e.invoice_id).sort()).toEqual([partial.id, plus.id].sort());
    // The reminder names what is left: 70.00 of the 100.00 invoice.
    const about = sent.find((e) => e.invoice_id === partial.id)!;
    await until(
      async () => (await read<Email[]>('/emails')).find((e) => e.id === about.id)?.status === 'outbox',
    );
    const eml = await (await desk.get(`/api/b/${desk.biz.id}/emails/${about.id}/message`)).text();
    expect(eml).toMatch(/70[.,]00/);
    expect(eml).not.toMatch(/100[.,]00/);
  });

  it('"not paid" lists an open pro forma, never one turned into an invoice', async () => {
    const offer = async (name: string) => {
      const res = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
        method: 'POST',
        ...jsonBody(
          sampleInvoiceBody({
            type: 'preliminary_invoice',
            series: 'PRE',
            buyer: buyer(name),
            products: [line(40)],
          }),
        ),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: Created }).data;
    };
    const open = await offer('Open Offer UAB');
    const taken = await offer('Taken Offer UAB');
    const res = await desk.get(`/api/b/${desk.biz.id}/invoices?source=${taken.id}`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody({ buyer: buyer('Taken Offer UAB'), products: [line(40)] })),
    });
    expect(res.status).toBe(201);
    const made = ((await res.json()) as { data: Created }).data;
    const notPaid = (
      (await (await desk.get(`/api/b/${desk.biz.id}/search/invoices?status=not_paid`)).json()) as {
        data: { id: string }[];
      }
    ).data.map((i) => i.id);
    expect(notPaid).toContain(open.id);
    expect(notPaid).toContain(made.id);
    expect(notPaid).not.toContain(taken.id);
  });

  it('a credit note made without a source, unlinked, stays open credit', async () => {
    const res = await desk.get(`/api/b/${desk.biz.id}/invoices`, {
      method: 'POST',
      ...jsonBody(
        sampleInvoiceBody({
          type: 'credit_invoice',
          series: 'CR',
          buyer: buyer('Unlinked UAB'),
          products: [line(-10, -1)],
        }),
      ),
    });
    expect(res.status).toBe(201);
    expect((await read<{ credit_open: Figure[] }>('/overview')).credit_open).toEqual([
      { currency: 'EUR', amount: -10, count: 1 },
    ]);
  });

  it('a credit note larger than its invoice: the invoice owes nothing, the rest is open credit the seller owes', async () => {
    const small = await invoice('Over Credit UAB', 50);
    await credit(small, 'Over Credit UAB', -80);
    const o = await read<{ outstanding: Figure[]; credit_open: Figure[] }>('/overview');
    expect(o.credit_open).toEqual([{ currency: 'EUR', amount: -40, count: 2 }]); // −10 unlinked, −30 left of −80
    type Account = { currencies: { invoiced: number; paid: number; outstanding: number; overdue: number }[] };
    const account = await read<Account>(
      `/reports/buyers/${encodeURIComponent(buyerKey(buyer('Over Credit UAB') as never))}`,
    );
    expect(account.currencies).toEqual([
      { currency: 'EUR', invoiced: -30, paid: 0, outstanding: -30, overdue: 0 },
    ]);
  });
});
