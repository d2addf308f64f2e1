// A schedule made from an issued invoice: it bills that invoice's totals, and the invoice is its first occurrence.
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract/invoice';
import { type EnteredLines, lineEntriesFor } from '../../../contract/line-entry';
import { templateFromInvoice } from '../../../contract/recurring';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { recurringDesk } from './recurring-fixture';

const desk = recurringDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const { afterChecks, business, create, get, invoicesInApi, scheduleOf } = desk;

const buyer = { type: 'company', company_name: 'Hosting Client UAB', vat_code: 'LT100001738313' };
/** An invoice made through the desk (its lines' entries remembered), as the owner issued it. */
async function issue(b: string, over: Record<string, unknown>): Promise<Invoice> {
  const body = sampleInvoiceBody({
    type: 'vat_invoice',
    series: 'HOST',
    buyer,
    products: [{ name: 'Hosting', units: 'month', quantity: 1, vat_percentage: 21, total_incl_vat: 100 }],
    ...over,
  });
  const res = await get(`/api/b/${b}/invoices`, { method: 'POST', ...jsonBody(body) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Invoice }).data;
}
/** "Make recurring" as the screen does it: the invoice, and its lines as the desk says they were entered. */
async function recurringFrom(b: string, invoice: Invoice) {
  const kept = (await (await get(`/api/b/${b}/invoices/${invoice.id}/entered-lines`)).json()) as {
    data: EnteredLines | null;
  };
  return templateFromInvoice(invoice, lineEntriesFor(invoice, kept.data).entries);
}
const totals = (i: Invoice) => ({ subtotal: i.subtotal, vat: i.vat, total_incl_vat: i.total_incl_vat });
const mine = async (b: string) =>
  (await invoicesInApi(b)).filter((i) => i.buyer.company_name === buyer.company_name);

describe('recurring invoices made from an invoice', () => {
  it('issue exactly that invoice’s subtotal, VAT and total, to the cent, every time', async () => {
    desk.at = Date.parse('2026-11-20T09:00:00Z');
    const b = await business('Totals Kept Ltd');
    const original = await issue(b, {
      invoice_date: '2026-11-02',
      products: [
        { name: 'Hosting', units: 'month', quantity: 1, vat_percentage: 21, total_incl_vat: 100 },
        { name: 'Support', units: 'h', quantity: 3, vat_percentage: 21, total: 50 },
      ],
    });
    expect(totals(original)).toEqual({ subtotal: 132.64, vat: 27.86, total_incl_vat: 160.5 });
    const s = await create(b, { ...(await recurringFrom(b, original)), start_date: '2026-11-20' });
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    desk.at = Date.parse('2026-12-20T09:00:00Z');
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 2);
    const made = (await scheduleOf(b, s.id)).issued.map((i) => i.invoice_id);
    const copies = (await mine(b)).filter((i) => made.includes(i.id));
    expect(copies.map((i) => i.invoice_date).sort()).toEqual(['2026-11-20', '2026-12-20']);
    for (const copy of copies) expect(totals(copy)).toEqual(totals(original));
  });

  it('count the invoice as the occurrence of its own date, unless the owner asks for one more that day', async () => {
    desk.at = Date.parse('2026-11-20T09:00:00Z');
    const b = await business('First Is Source Ltd');
    const original = await issue(b, { invoice_date: '2026-11-20' });
    const from = await recurringFrom(b, original);
    const s = await create(b, { ...from, start_date: '2026-11-20', first_invoice_id: original.id });
    expect(s).toMatchObject({
      next_date: '2026-12-20',
      issued: [{ date: '2026-11-20', invoice_id: original.id, status: 'issued', error: null }],
    });
    await afterChecks(b);
    expect((await mine(b)).map((i) => i.id)).toEqual([original.id]);

    // "Also issue one today": the same schedule without the invoice named issues a new one dated today.
    const again = await create(b, { ...from, start_date: '2026-11-20' });
    await until(async () => (await scheduleOf(b, again.id)).issued.length === 1);
    expect((await mine(b)).map((i) => i.invoice_date)).toEqual(['2026-11-20', '2026-11-20']);

    // The invoice named must be that date's, of the template's type and currency, and no other schedule's already:
    // anything else is refused on the field.
    const template = (from as { template: Record<string, unknown> }).template;
    const spare = await issue(b, { invoice_date: '2026-11-20' });
    for (const over of [
      { start_date: '2026-11-21', first_invoice_id: original.id },
      { start_date: '2026-11-20', first_invoice_id: '00000000-0000-4000-8000-000000000000' },
      { start_date: '2026-11-20', first_invoice_id: original.id }, // counted by the first schedule above
      { start_date: '2026-11-20', first_invoice_id: spare.id, template: { ...template, currency: 'USD' } },
    ]) {
      const res = await get(`/api/b/${b}/recurring`, {
        method: 'POST',
        ...jsonBody({ ...from, frequency: 'monthly', interval: 1, end: null, email: null, ...over }),
      });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual(['first_invoice_id']);
    }
  });
});
