// What the schedules answer and refuse: the next 30 days, a schedule made from an issued invoice, bad rules.
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract/invoice';
import { lineEntriesFor } from '../../../contract/line-entry';
import { templateFromInvoice, type Upcoming } from '../../../contract/recurring';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { recurringDesk, scheduleBody, template } from './recurring-fixture';

const desk = recurringDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const { act, business, create, get, invoicesInApi, scheduleOf } = desk;

describe('recurring invoices: the schedules', () => {
  it('tells what the next 30 days will bill, per currency, without the paused ones', async () => {
    desk.at = Date.parse('2026-11-02T09:00:00Z');
    const b = await business('Upcoming Ltd');
    await create(b, { frequency: 'weekly', start_date: '2026-11-03' });
    await create(b, {
      start_date: '2026-11-05',
      template: {
        ...template,
        currency: 'USD',
        products: [{ name: 'Rent', units: 'month', quantity: 1, total: 1234.5 }],
      },
    });
    const paused = await create(b, { start_date: '2026-11-04' });
    await act(b, paused.id, 'pause');
    const res = await get(`/api/b/${b}/recurring/upcoming`);
    const { data } = (await res.json()) as { data: Upcoming };
    expect(data.occurrences.map((o) => [o.date, o.currency, o.total, o.buyer])).toEqual([
      ['2026-11-03', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-11-05', 'USD', '1234.50', 'Retainer UAB'],
      ['2026-11-10', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-11-17', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-11-24', 'EUR', '100.00', 'Retainer UAB'],
      ['2026-12-01', 'EUR', '100.00', 'Retainer UAB'],
    ]);
    expect(data.totals).toEqual([
      { currency: 'EUR', total: '500.00', count: 5 },
      { currency: 'USD', total: '1234.50', count: 1 },
    ]);
  });

  it('makes an issued invoice recurring: its occurrences bill the same lines to the same buyer', async () => {
    desk.at = Date.parse('2026-11-20T09:00:00Z');
    const b = await business('From Invoice Ltd');
    const made = await get(`/api/b/${b}/invoices`, {
      method: 'POST',
      ...jsonBody(
        sampleInvoiceBody({
          invoice_date: '2026-11-01',
          pay_until_date: '2026-11-11',
          language: 'de',
          notes: 'Monthly hosting',
          buyer: { type: 'company', company_name: 'Host GmbH', email: 'ap@host.example' },
          products: [
            { name: 'Hosting', units: 'month', quantity: 1, price: 49.9 },
            { name: 'Backup', units: 'GB', quantity: 3, price: 0.5 },
          ],
        }),
      ),
    });
    const original = ((await made.json()) as { data: Invoice }).data;
    const entries = lineEntriesFor(original, null).entries;
    const s = await create(b, { ...templateFromInvoice(original, entries), start_date: '2026-11-20' });
    expect(s.pay_in_days).toBe(10);
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    const id = (await scheduleOf(b, s.id)).issued[0]!.invoice_id;
    const copy = (await invoicesInApi(b)).find((i) => i.id === id)!;
    const same = (i: Invoice) => ({
      buyer: i.buyer,
      items: i.items.map(({ id: _id, ...rest }) => rest),
      total: i.total_incl_vat,
      language: i.language,
      notes: i.notes,
      series: i.series,
      currency: i.currency,
    });
    expect(same(copy)).toEqual(same(original));
    expect(copy).toMatchObject({ invoice_date: '2026-11-20', pay_until_date: '2026-11-30' });
  });

  it('refuses a bad rule or a template the API’s rules refuse, on the field, storing nothing', async () => {
    const b = await business('Refused Ltd');
    const cases: [Record<string, unknown>, string][] = [
      [{ frequency: 'daily' }, 'frequency'],
      [{ interval: 0 }, 'interval'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end: { after: 0 } }, 'end.after'],
      [{ email: { to: ['not an address'] } }, 'email.to.0'],
      [{ template: { ...template, invoice_date: '2026-03-10' } }, 'template.invoice_date'],
      [{ template: { ...template, invoice_number: '7' } }, 'template.invoice_number'],
      [{ template: { ...template, products: [] } }, 'template.products'],
      [
        { template: { ...template, products: [{ name: 'Work', units: 'h', quantity: 'many', price: 50 }] } },
        'template.products.0.quantity',
      ],
    ];
    for (const [over, field] of cases) {
      const res = await get(`/api/b/${b}/recurring`, { method: 'POST', ...jsonBody(scheduleBody(over)) });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors), JSON.stringify(over)).toContain(
        field,
      );
    }
    expect(await (await get(`/api/b/${b}/recurring`)).json()).toEqual({ data: [] });
  });
});
