import { describe, expect, it } from 'vitest';
import type { Expense } from '../../../contract/expense';
import { sampleInvoice } from '../../../contract/test-samples';
import { withTempMirror } from '../../testing/temp-mirror';
import { unknownVatExpensesOf, vatReportOf } from './vat-query';

const temp = withTempMirror('vat-query-');

const B = 'b1';
const year = { from: '2024-01-01', to: '2024-12-31', group: 'quarter' as const };
const none = () => null;
const sales = () => vatReportOf(temp.mirror, B, year, none).map((p) => [p.period, p.currency, p.sales]);
const item = (price: number, quantity: number, vat_percentage: number | null) => ({
  id: crypto.randomUUID(),
  name: 'Work',
  units: 'h',
  price,
  quantity,
  vat_percentage,
});

describe('the VAT report over the record store', () => {
  it('follows an invoice as it is stored, edited (lines, date, type) and deleted, and a business forgotten', () => {
    const inv = sampleInvoice(); // 3 × 19.99 at 21 %: 59.97 + 12.59, dated 2024-03-01
    temp.mirror.put(B, 'invoices', inv);
    temp.mirror.put('other', 'invoices', {
      ...inv,
      subtotal: 1,
      vat: 0.21,
      total_incl_vat: 1.21,
      items: [item(1, 1, 21)],
    });
    expect(sales()).toEqual([
      ['2024-Q1', 'EUR', [{ vat_percentage: 21, net: 59.97, vat: 12.59, gross: 72.56, invoices: 1 }]],
    ]);
    // Edited: two rates, moved to May.
    temp.mirror.put(B, 'invoices', {
      ...inv,
      invoice_date: '2024-05-02',
      updated_at: inv.updated_at + 1,
      subtotal: 110,
      vat: 19,
      total_incl_vat: 129,
      items: [item(50, 2, 9), item(10, 1, 100)],
    });
    expect(sales()).toEqual([
      [
        '2024-Q2',
        'EUR',
        [
          { vat_percentage: 100, net: 10, vat: 10, gross: 20, invoices: 1 },
          { vat_percentage: 9, net: 100, vat: 9, gross: 109, invoices: 1 },
        ],
      ],
    ]);
    // Turned into a pro forma: not a sale.
    temp.mirror.put(B, 'invoices', {
      ...inv,
      invoice_type: 'preliminary_vat_invoice',
      updated_at: inv.updated_at + 2,
    });
    expect(sales()).toEqual([]);
    temp.mirror.put(B, 'invoices', { ...inv, updated_at: inv.updated_at + 3 });
    temp.mirror.remove(B, 'invoices', inv.id);
    expect(sales()).toEqual([]);
    temp.mirror.forget('other');
    expect(temp.mirror.db.prepare('SELECT count(*) FROM invoice_vat').pluck().get()).toBe(0);
  });

  it('counts expenses with and without a known VAT, lists those without, and leaves undated ones out', () => {
    const expense = (id: string, date: string | null, total: number, currency = 'EUR'): Expense => ({
      id,
      date,
      total,
      currency,
      seller: `Shop ${id}`,
      created_at: 1_700_000_000,
      updated_at: 1_700_000_000,
    });
    temp.mirror.put(B, 'expenses', expense('e1', '2024-02-01', 12.1));
    temp.mirror.put(B, 'expenses', expense('e2', '2024-02-02', 30));
    temp.mirror.put(B, 'expenses', expense('e3', '2024-04-02', 5, 'USD'));
    temp.mirror.put(B, 'expenses', expense('e4', null, 99));
    const known = (id: string) => ({ e1: '2.10', e3: '  ', e2: 'not an amount' })[id] ?? null;
    const report = vatReportOf(temp.mirror, B, year, known);
    expect(report.map((p) => [p.period, p.currency, p.purchases, p.vat_payable])).toEqual([
      ['2024-Q1', 'EUR', { gross: 42.1, vat_known: 2.1, with_vat: 1, without_vat: 1 }, -2.1],
      ['2024-Q2', 'USD', { gross: 5, vat_known: 0, with_vat: 0, without_vat: 1 }, 0],
    ]);
    expect(unknownVatExpensesOf(temp.mirror, B, year, known).map((e) => [e.id, e.seller, e.period])).toEqual([
      ['e2', 'Shop e2', '2024-Q1'],
      ['e3', 'Shop e3', '2024-Q2'],
    ]);
  });
});
