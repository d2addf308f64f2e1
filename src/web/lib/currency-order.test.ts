import { describe, expect, it } from 'vitest';
import { usualCurrency } from '../../contract/usual-currency';
import { currenciesUsualFirst } from './currency-order';

const currencies = [
  { code: 'USD', title: 'US Dollar' },
  { code: 'AED', title: 'UAE Dirham' },
  { code: 'EUR', title: 'Euro' },
  { code: 'GBP', title: 'British Pound' },
];

describe('the usual currency', () => {
  it('is the one most recent expenses use, EUR when there are none', () => {
    expect(usualCurrency([{ currency: 'GBP' }, { currency: 'USD' }, { currency: 'GBP' }])).toBe('GBP');
    expect(usualCurrency([])).toBe('EUR');
    // A tie goes to the newer record's (the records come newest first).
    expect(
      usualCurrency([{ currency: 'USD' }, { currency: 'GBP' }, { currency: 'GBP' }, { currency: 'USD' }]),
    ).toBe('USD');
  });

  it('comes first, the rest in code order', () => {
    expect(currenciesUsualFirst(currencies, 'GBP').map((c) => c.code)).toEqual(['GBP', 'AED', 'EUR', 'USD']);
  });

  it('may be the ones in use, most used first (a list filter), then the rest in code order', () => {
    expect(currenciesUsualFirst(currencies, ['USD', 'GBP']).map((c) => c.code)).toEqual([
      'USD',
      'GBP',
      'AED',
      'EUR',
    ]);
    expect(currenciesUsualFirst(currencies, ['XYZ', 'EUR']).map((c) => c.code)).toEqual([
      'EUR',
      'AED',
      'GBP',
      'USD',
    ]);
    expect(currenciesUsualFirst(currencies, []).map((c) => c.code)).toEqual(['AED', 'EUR', 'GBP', 'USD']);
  });

  it('is left out when the API does not accept it, rather than offered', () => {
    expect(currenciesUsualFirst(currencies, 'XYZ').map((c) => c.code)).toEqual(['AED', 'EUR', 'GBP', 'USD']);
  });
});
