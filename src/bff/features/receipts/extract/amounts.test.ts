import { describe, expect, it } from 'vitest';
import { amountsIn, parseAmount, ratesIn } from './amounts';

const values = (line: string) => amountsIn(line).map((a) => a.value);

describe('amounts as printed', () => {
  it('reads comma and point decimals with every thousands separator', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1 234,56')).toBe(1234.56);
    expect(parseAmount("1'234.56")).toBe(1234.56);
    expect(values('Gesamt 1.234.567,89 EUR')).toEqual([1234567.89]);
    expect(values('Total: €1,204.50')).toEqual([1204.5]);
  });
  it('keeps two amounts side by side apart and reads minus signs, leading or trailing', () => {
    expect(values('Kava latte     2 x 3,50   7,00')).toEqual([3.5, 7]);
    expect(values('Nuolaida -1,00')).toEqual([-1]);
    expect(values('Pfand Rückgabe 0,25-')).toEqual([-0.25]);
  });
  it('never reads a rate, a date or a time as an amount', () => {
    expect(values('MwSt 19,00% 1,90')).toEqual([1.9]);
    expect(values('14.03.2026 12:31 Kasse 2')).toEqual([]);
    expect(ratesIn('PVM 21% 2,07')).toEqual([21]);
    expect(ratesIn('IVA 10,00 %')).toEqual([10]);
    // the % sign read as 96 by the OCR: a rate when set apart, never a number that merely ends in 96
    expect(ratesIn('PVM 21 96 653,72 €  137,28€')).toEqual([21]);
    expect(ratesIn('PVM 21% 2196 1,00')).toEqual([21]);
    expect(ratesIn('Kasa 2196 12,00')).toEqual([]);
    expect(ratesIn('Prekė 196 12,00')).toEqual([]);
  });
  it('mends OCR gaps inside an amount', () => {
    expect(values('MOKĖTI EUR 11, 90')).toEqual([11.9]);
    expect(values('Total TTC                1 B59,00 €')).toEqual([1859]);
    // a B that is not inside a grouped amount stays a letter (a VAT class)
    expect(values('B 59,00 5,12')).toEqual([59, 5.12]);
  });
});
