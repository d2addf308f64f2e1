import { describe, expect, it } from 'vitest';
import { formTotals, lineAmounts, lineMode, switchedLine, toNumberOrNull } from './line-amounts';

const line = (over: object) => ({ name: 'Work', units: 'h', quantity: 3, ...over });

describe('amount modes', () => {
  it('reads the mode from the one amount key the line holds, even when empty', () => {
    expect(lineMode(line({ price: null }))).toBe('price');
    expect(lineMode(line({ total: 10 }))).toBe('total');
    expect(lineMode(line({ price: undefined, total_incl_vat: null }))).toBe('total_incl_vat');
  });

  it('derives the other two amounts from a unit price, a line total or a total incl. VAT', () => {
    const fromPrice = lineAmounts(line({ price: 33.335, vat_percentage: 21 }), true);
    expect(fromPrice?.total.toString()).toBe('100.01');
    expect(fromPrice?.totalInclVat.toString()).toBe('121.01');
    const fromTotal = lineAmounts(line({ total: 100 }), false);
    expect(fromTotal?.price.toString()).toBe('33.33333');
    expect(fromTotal?.totalInclVat.toString()).toBe('100');
    const fromIncl = lineAmounts(line({ total_incl_vat: 121, vat_percentage: 21 }), true);
    expect(fromIncl?.total.toString()).toBe('100');
    expect(fromIncl?.vat.toString()).toBe('21');
  });

  it('gives no amounts while a figure is missing or not a number', () => {
    expect(lineAmounts(line({ price: null }), false)).toBeUndefined();
    expect(lineAmounts(line({ price: Number.NaN }), false)).toBeUndefined();
    expect(lineAmounts(line({ total: 10, quantity: 0 }), false)).toBeUndefined(); // no unit price to derive
    expect(lineAmounts(line({ price: 10, quantity: Number.NaN }), false)).toBeUndefined();
    expect(lineAmounts(line({ price: 10 }), true)).toBeUndefined(); // VAT applies but no VAT % yet
  });

  it('derives credit lines (negative quantities or amounts) and a zero quantity as the API does', () => {
    const credit = lineAmounts(line({ quantity: -2, price: 50, vat_percentage: 21 }), true);
    expect([credit?.total.toString(), credit?.vat.toString(), credit?.totalInclVat.toString()]).toEqual([
      '-100',
      '-21',
      '-121',
    ]);
    expect(lineAmounts(line({ quantity: -1, total: -15 }), false)?.price.toString()).toBe('15');
    expect(lineAmounts(line({ quantity: 0, price: 10 }), false)?.totalInclVat.toString()).toBe('0');
    const t = formTotals([line({ price: 10 }), line({ quantity: -1, price: 10 })], false);
    expect([t.totalInclVat.toString(), t.complete]).toEqual(['20', true]);
  });

  it('ignores a VAT % left on a line where VAT does not apply', () => {
    expect(lineAmounts(line({ total: 100, vat_percentage: 21 }), false)?.totalInclVat.toString()).toBe('100');
  });

  it('switches mode carrying the figure the line stands for, and leaves only the new key set', () => {
    const switched = switchedLine(line({ price: 10, vat_percentage: 21 }), 'total_incl_vat', true);
    expect(switched).toMatchObject({ price: undefined, total_incl_vat: 36.3 });
    expect(lineMode(switched)).toBe('total_incl_vat');
    expect(switchedLine(line({ price: null }), 'total', false)).toMatchObject({
      price: undefined,
      total: null,
    });
  });

  it('sums only complete lines and says when some are incomplete', () => {
    const t = formTotals(
      [
        line({ price: 10, vat_percentage: 21 }),
        line({ total: 5.55, vat_percentage: 9 }),
        line({ price: null }),
      ],
      true,
    );
    expect([t.subtotal.toString(), t.vat.toString(), t.totalInclVat.toString()]).toEqual([
      '35.55',
      '6.8',
      '42.35',
    ]);
    expect(t.complete).toBe(false);
  });

  it('reads typed numbers with a comma or point, and empty as not given', () => {
    expect(toNumberOrNull('12,5')).toBe(12.5);
    expect(toNumberOrNull(' 7 ')).toBe(7);
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('abc')).toBeNaN();
  });
});
