import { describe, expect, it } from 'vitest';
import type { Invoice } from './invoice';
import { lineEntriesFor } from './line-entry';
import {
  nextOccurrence,
  occurrenceDate,
  occurrencesBetween,
  type Rule,
  templateFromInvoice,
  templateTotal,
} from './recurring';
import { sampleInvoice } from './test-samples';

const rule = (over: Partial<Rule>): Rule => ({
  frequency: 'monthly',
  interval: 1,
  start_date: '2026-01-31',
  end: null,
  ...over,
});
const first = (r: Rule, count: number) => Array.from({ length: count }, (_, n) => occurrenceDate(r, n));

describe('occurrence dates', () => {
  it('keep the start’s day of the month, or the month’s last day when it is shorter', () => {
    expect(first(rule({}), 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    // A leap year's February has 29 days; the year after, 28 again.
    expect(first(rule({ start_date: '2028-01-31' }), 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(first(rule({ frequency: 'yearly', start_date: '2028-02-29' }), 3)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
    ]);
  });

  it('step by weeks, quarters and every N of them, across year ends', () => {
    expect(first(rule({ frequency: 'weekly', start_date: '2026-12-24' }), 3)).toEqual([
      '2026-12-24',
      '2026-12-31',
      '2027-01-07',
    ]);
    expect(first(rule({ frequency: 'weekly', interval: 2, start_date: '2026-03-26' }), 3)).toEqual([
      '2026-03-26',
      '2026-04-09',
      '2026-04-23',
    ]);
    expect(first(rule({ frequency: 'quarterly', start_date: '2026-11-30' }), 3)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
    ]);
    expect(first(rule({ interval: 2, start_date: '2026-12-01' }), 3)).toEqual([
      '2026-12-01',
      '2027-02-01',
      '2027-04-01',
    ]);
  });

  it('end after N invoices or on a date, inclusive', () => {
    expect(
      occurrencesBetween(rule({ start_date: '2026-01-01', end: { after: 3 } }), '2000-01-01', '2030-01-01'),
    ).toEqual([
      { n: 0, date: '2026-01-01' },
      { n: 1, date: '2026-02-01' },
      { n: 2, date: '2026-03-01' },
    ]);
    const until = rule({ start_date: '2026-01-01', end: { on: '2026-03-01' } });
    expect(occurrencesBetween(until, '2026-02-01', '2030-01-01').map((o) => o.date)).toEqual([
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(nextOccurrence(until, '2026-03-02', new Set())).toBeUndefined();
  });

  it('name the next one not yet recorded', () => {
    const r = rule({ start_date: '2026-01-01' });
    expect(nextOccurrence(r, '2026-01-15', new Set())).toBe('2026-02-01');
    expect(nextOccurrence(r, '2026-02-01', new Set(['2026-02-01']))).toBe('2026-03-01');
    expect(nextOccurrence(r, '2025-06-01', new Set())).toBe('2026-01-01');
  });
});

describe('a schedule made from an invoice', () => {
  // 100.00 incl. 21 % entered by its total: the API keeps 82.64 as the price, and 82.64 by price is 99.99 incl. VAT.
  const invoice: Invoice = {
    ...sampleInvoice(),
    subtotal: 82.64,
    vat: 17.36,
    total_incl_vat: 100,
    items: [{ ...sampleInvoice().items[0]!, price: 82.64, quantity: 1, vat_percentage: 21 }],
  };

  it('bills the invoice’s own total to the cent, from its lines as entered or as derived to keep the totals', () => {
    const remembered = {
      updated_at: invoice.updated_at,
      item_ids: [invoice.items[0]!.id],
      lines: [{ mode: 'total_incl_vat' as const, amount: 100 }],
    };
    for (const kept of [remembered, null]) {
      const { template } = templateFromInvoice(invoice, lineEntriesFor(invoice, kept).entries);
      expect(templateTotal(template)).toBe('100.00');
      expect(template.products).toEqual([
        { name: 'Work', units: 'h', quantity: 1, vat_percentage: 21, total_incl_vat: 100 },
      ]);
    }
  });
});
