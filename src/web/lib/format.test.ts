import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { toCents } from '../../contract/money';
import { activateLocale } from '../i18n/load';
import { formatMoney } from './format';

describe('formatMoney', () => {
  afterAll(() => activateLocale('en'));

  it('rounds exactly as the contract does (half away from zero, on the decimal as written)', () => {
    const plain = (s: string) => s.replace(/[^\d.-]/g, '');
    for (const amount of [0.005, -0.005, -0.001, -0.004999, 1.005, 2.675, 1234.565, -1234.565, 0.1 + 0.2, 1e-7, '10.125', '-0.015', 99999999.995]) {
      expect(plain(formatMoney(amount, 'EUR')), String(amount)).toBe(toCents(amount).toFixed(2));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 3 }), (units, places) => {
        const amount = units / 10 ** places;
        expect(plain(formatMoney(amount, 'EUR'))).toBe(toCents(amount).toFixed(2));
      }),
    );
  });

  it('writes money the language’s way', async () => {
    await activateLocale('lt');
    expect(formatMoney(1234.56, 'EUR')).toBe('1\u00a0234,56\u00a0€');
    await activateLocale('de');
    expect(formatMoney(1234.56, 'EUR')).toBe('1.234,56\u00a0€');
    await activateLocale('fr');
    expect(formatMoney(-1234.5, 'EUR')).toBe('-1\u202f234,50\u00a0€');
    await activateLocale('en');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(3, 'XTS')).toMatch(/3\.00/);
  });
});
