import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expense } from '../../../contract/expense';
import type { Invoice } from '../../../contract/invoice';
import { sampleExpense, sampleInvoice } from '../../../contract/test-samples';
import { tempDir } from '../../testing/harness';
import { fold } from '../../../contract/fold';
import { amountCents, amountPrefix } from './amounts';
import { parseSearch, type SearchQuery } from '../../../contract/search-params';
import { Mirror } from './mirror';
import { searchPage, searchTexts } from './search-query';

const A = 'a';
const inv = (over: Partial<Invoice>): Invoice => ({ ...sampleInvoice(), id: randomUUID(), ...over });
const buyer = (over: Partial<Invoice['buyer']>): Invoice['buyer'] => ({
  ...sampleInvoice().buyer,
  company_name: null,
  ...over,
});

const muller = inv({
  series: 'BPS',
  invoice_number: '004',
  buyer: buyer({ company_name: 'Müller GmbH' }),
  total_incl_vat: 1234.56,
  subtotal: 1020.3,
  created_at: 5,
  invoice_date: '2024-05-01',
});
const jonas = inv({
  series: 'BPS',
  invoice_number: '014',
  buyer: buyer({ type: 'individual', first_name: 'Jonas', last_name: 'Žukauskas' }),
  currency: 'USD',
  payment_status: 'paid',
  total_incl_vat: 99,
  subtotal: 81.82,
  created_at: 4,
  invoice_date: '2024-04-01',
  notes: 'Paid by card',
});
const overdue = inv({
  series: 'X',
  invoice_number: '004',
  pay_until_date: '2024-02-01',
  invoice_date: '2024-01-20',
  created_at: 3,
  total_incl_vat: 4,
  subtotal: 4,
  items: [{ ...sampleInvoice().items[0]!, name: 'Website redesign' }],
});
const dueLater = inv({
  series: 'X',
  invoice_number: '005',
  pay_until_date: '2030-01-01',
  invoice_date: '2024-01-25',
  created_at: 2,
  invoice_type: 'regular_invoice',
});
const coffee: Expense = { ...sampleExpense(), id: randomUUID(), seller: 'Café Ąžuolas', total: 1234.5 };

let dir: Awaited<ReturnType<typeof tempDir>>;
let mirror: Mirror;
beforeAll(async () => {
  dir = await tempDir('search-');
  mirror = Mirror.open(dir.dir);
  for (const i of [muller, jonas, overdue, dueLater]) mirror.put(A, 'invoices', i);
  mirror.put('other', 'invoices', inv({ buyer: buyer({ company_name: 'Müller GmbH' }) }));
  mirror.put(A, 'expenses', coffee);
});
afterAll(async () => {
  mirror.close();
  await dir.remove();
});

const parse = (kind: 'invoices' | 'expenses', raw: Record<string, unknown>): SearchQuery => {
  const r = parseSearch(kind, raw);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.query;
};
const ids = (raw: Record<string, unknown>) =>
  searchPage(mirror, A, 'invoices', parse('invoices', raw), '2024-06-01').data.map((i) => i.id);

describe('search over the mirror', () => {
  it('folds case and diacritics', () => {
    expect(fold('Müller  ŽUKAUSKAS Łódź')).toBe('muller zukauskas lodz');
    expect(ids({ q: 'muller' })).toEqual([muller.id]);
    expect(ids({ q: 'MÜLLER gmbh' })).toEqual([muller.id]);
    expect(ids({ q: 'jonas zukausk' })).toEqual([jonas.id]);
    expect(ids({ q: 'redesign' })).toEqual([overdue.id]);
    expect(ids({ q: 'card' })).toEqual([jonas.id]);
  });

  it('finds a number in any of its forms', () => {
    expect(ids({ q: 'BPS-004' })).toEqual([muller.id]);
    expect(ids({ q: 'bps004' })).toEqual([muller.id]);
    expect(ids({ q: 'BPS4' })).toEqual([muller.id]);
    expect(ids({ q: '004', sort: 'number' })).toEqual(
      [muller.id, overdue.id, jonas.id].filter((id) => id !== jonas.id),
    );
    expect(ids({ q: '14' })).toEqual([jonas.id]);
  });

  it('reads amounts in the usual forms, on the total or the subtotal', () => {
    expect(['1234.56', '1 234,56', '1234,56', '1,234.56', '1.234,56'].map(amountCents)).toEqual(
      Array(5).fill(123456),
    );
    expect(amountCents('12.345')).toBe(1234500); // a dot groups thousands when three digits follow
    expect(amountCents('12.3456')).toBeUndefined();
    expect(ids({ q: '1 234,56' })).toEqual([muller.id]);
    expect(ids({ q: '1020.30' })).toEqual([muller.id]);
    expect(ids({ q: '1234.50' })).toEqual([]);
    expect(ids({ q: '1234.57' })).toEqual([]);
    expect(ids({ q: '4', sort: 'number' })).toEqual([muller.id, overdue.id]); // number 4 and the 4.00 total
    expect(searchPage(mirror, A, 'expenses', parse('expenses', { q: '1234,50' }), '2024-06-01').data).toEqual(
      [coffee],
    );
    expect(
      searchPage(mirror, A, 'expenses', parse('expenses', { q: 'cafe azuolas' }), '2024-06-01').data,
    ).toEqual([coffee]);
  });

  it('finds amounts that start with three digits or more, or with a decimal part, as written with two decimals', () => {
    expect(
      ['734', '0734', '734,', '734.0', '734,04', '1 234,5', '1.234,5', '1,234.5', '−734'].map(amountPrefix),
    ).toEqual([
      { text: '734', negative: false },
      { text: '734', negative: false },
      { text: '734.', negative: false },
      { text: '734.0', negative: false },
      { text: '734.04', negative: false },
      { text: '1234.5', negative: false },
      { text: '1234.5', negative: false },
      { text: '1234.5', negative: false },
      { text: '734', negative: true },
    ]);
    // One or two digits stay a number and an exact amount; letters, three decimals and signs inside are no amount.
    expect(['4', '14', '004', 'BPS-734', '734.0456', '73-4', '', '-'].map(amountPrefix)).toEqual(
      Array(8).fill(undefined),
    );
    expect(amountCents('-30,03')).toBe(-3003);
    const P = 'prefix';
    const total = (total_incl_vat: number, over: Partial<Invoice> = {}) =>
      inv({ total_incl_vat, subtotal: 1, invoice_number: '900', ...over });
    const [a, b, c, d, e, f] = [
      total(734.04),
      total(7340),
      total(73.4),
      total(1734),
      total(-734.5, { invoice_type: 'credit_invoice' }),
      total(12, { subtotal: 734.1 }),
    ];
    for (const i of [a, b, c, d, e, f]) mirror.put(P, 'invoices', i);
    const found = (q: string) =>
      searchPage(mirror, P, 'invoices', parse('invoices', { q }), '2024-06-01')
        .data.map((i) => i.id)
        .sort();
    expect(found('734')).toEqual([a.id, b.id, e.id, f.id].sort()); // not 73.40, not 1734.00
    expect(found('734.0')).toEqual([a.id]);
    expect(found('734,')).toEqual([a.id, e.id, f.id].sort());
    expect(found('7340')).toEqual([b.id]);
    expect(found('-734')).toEqual([e.id]);
    expect(found('73')).toEqual([]); // two digits: exactly 73.00
    expect(found('73,4')).toEqual([c.id]);
    expect(found('900')).toEqual([a, b, c, d, e, f].map((i) => i.id).sort()); // still the number
    const coffeeFound = (q: string) =>
      searchPage(mirror, A, 'expenses', parse('expenses', { q }), '2024-06-01').data;
    expect(coffeeFound('123')).toEqual([coffee]);
    expect(coffeeFound('1234,6')).toEqual([]);
  });

  it('sums the whole result per currency, most used first, every page alike', () => {
    const page = (raw: Record<string, unknown>) =>
      searchTexts(mirror, A, 'invoices', parse('invoices', raw), '2024-06-01');
    expect(page({ per_page: '1' }).sums).toEqual([
      { currency: 'EUR', amount: 1311.12, count: 3 }, // 1234.56 + 4 + 72.56
      { currency: 'USD', amount: 99, count: 1 },
    ]);
    expect(page({ per_page: '1', page: '3' }).sums).toEqual(page({ per_page: '1' }).sums);
    expect(page({ currency: 'USD' }).sums).toEqual([{ currency: 'USD', amount: 99, count: 1 }]);
    expect(page({ q: 'nothing-like-this' }).sums).toEqual([]);
    const expenses = searchTexts(mirror, A, 'expenses', parse('expenses', {}), '2024-06-01');
    expect(expenses.sums).toEqual([{ currency: coffee.currency, amount: 1234.5, count: 1 }]);
  });

  it('filters by status (overdue = not paid and due before today), currency, type, series and dates', () => {
    expect(ids({ status: 'paid' })).toEqual([jonas.id]);
    expect(ids({ status: 'overdue' })).toEqual([overdue.id]);
    expect(ids({ status: 'not_paid', currency: 'eur', sort: 'invoice_date' })).toEqual([
      overdue.id,
      dueLater.id,
      muller.id,
    ]);
    expect(ids({ type: 'regular_invoice' })).toEqual([dueLater.id]);
    expect(ids({ series: 'bps', from: '2024-04-01', to: '2024-04-30' })).toEqual([jonas.id]);
  });

  it('sorts by each key both ways, newest first by default, and pages by 50', () => {
    expect(ids({})).toEqual([muller.id, jonas.id, dueLater.id, overdue.id]);
    expect(ids({ sort: 'total_incl_vat' })[0]).toBe(overdue.id);
    expect(ids({ sort: '-total_incl_vat' })[0]).toBe(muller.id);
    expect(ids({ sort: '-buyer' }).slice(0, 2)).toEqual([muller.id, jonas.id]); // "muller gmbh", "jonas zukauskas", "buyer ltd"
    expect(ids({ sort: 'pay_until_date' }).slice(0, 2)).toEqual([overdue.id, dueLater.id]); // no due date last
    const page2 = searchPage(mirror, A, 'invoices', parse('invoices', { page: '2' }), '2024-06-01');
    expect(page2).toEqual({
      data: [],
      meta: { current_page: 2, last_page: 1, per_page: 50, total: 4, from: null, to: null },
    });
  });

  it('gives per_page rows a page when asked (1 to 50): the overview asks for the five it shows', () => {
    const page = searchPage(
      mirror,
      A,
      'invoices',
      parse('invoices', { per_page: '3', page: '2' }),
      '2024-06-01',
    );
    expect(page.data.map((i) => i.id)).toEqual([overdue.id]);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4, from: 4, to: 4 });
    const text = searchTexts(
      mirror,
      A,
      'invoices',
      parse('invoices', { per_page: '1', q: '4' }),
      '2024-06-01',
    );
    expect(text.texts.map((t) => (JSON.parse(t) as Invoice).id)).toEqual([muller.id]);
    expect(text.meta).toMatchObject({ per_page: 1, total: 2, last_page: 2 });
    for (const bad of ['0', '51', '2.5', 'five', '-1'])
      expect(parseSearch('invoices', { per_page: bad }), bad).toMatchObject({
        ok: false,
        errors: { per_page: [expect.any(String)] },
      });
  });

  it('refuses malformed parameters on their own names', () => {
    const errors = (raw: Record<string, unknown>) => {
      const r = parseSearch('invoices', raw);
      return r.ok ? {} : r.errors;
    };
    expect(
      Object.keys(
        errors({ status: 'late', sort: 'price', from: '2024-02-30', page: '0', colour: 'red' }),
      ).sort(),
    ).toEqual(['colour', 'from', 'page', 'sort', 'status']);
    expect(Object.keys(errors({ q: ['a', 'b'] }))).toEqual(['q']);
    expect(Object.keys(errors({ from: '2024-05-01', to: '2024-04-01' }))).toEqual(['to']);
    expect(parseSearch('expenses', { status: 'paid' }).ok).toBe(false);
  });
});
