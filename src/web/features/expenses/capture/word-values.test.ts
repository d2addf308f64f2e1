import { describe, expect, it } from 'vitest';
import { amountFromWord, currencyFromWord, dateFromWord, wordValue } from './word-values';

describe('a word clicked on the receipt, as a field’s value', () => {
  it('reads amounts with either decimal mark, any grouping, a currency glued on, a minus on either side', () => {
    expect(amountFromWord('29,08', 'lt-LT')).toBe('29.08');
    expect(amountFromWord('29,08', 'en-GB')).toBe('29.08');
    expect(amountFromWord('£1,204.50', 'en-GB')).toBe('1204.50');
    expect(amountFromWord('1.234.567,89', 'de-DE')).toBe('1234567.89');
    expect(amountFromWord('EUR11,9', 'lt-LT')).toBe('11.90');
    expect(amountFromWord('0,25-', 'de-DE')).toBe('-0.25');
    expect(amountFromWord('12', 'en-GB')).toBe('12.00');
    expect(amountFromWord('MOKĖTI', 'lt-LT')).toBeUndefined();
  });

  it('reads "1.234" or "1,234" as the person’s locale does: a decimal mark where it is one, else grouping', () => {
    expect(amountFromWord('1,234', 'en-GB')).toBe('1234.00');
    expect(amountFromWord('1,234', 'lt-LT')).toBe('1.23');
    expect(amountFromWord('1.234', 'de-DE')).toBe('1234.00');
    expect(amountFromWord('1.234', 'en-GB')).toBe('1.23');
  });

  it('reads dates into the field’s YYYY-MM-DD, day and month in the locale’s order when either could be first', () => {
    expect(dateFromWord('2026-01-22', 'lt-LT')).toBe('2026-01-22');
    expect(dateFromWord('2026.03.04', 'lt-LT')).toBe('2026-03-04');
    expect(dateFromWord('22/11/2026', 'en-US')).toBe('2026-11-22'); // 22 cannot be a month
    expect(dateFromWord('03/04/26', 'en-US')).toBe('2026-03-04');
    expect(dateFromWord('03/04/26', 'en-GB')).toBe('2026-04-03');
    expect(dateFromWord('14.03.2026,', 'de-DE')).toBe('2026-03-14');
    expect(dateFromWord('31.02.2026', 'de-DE')).toBeUndefined();
    expect(dateFromWord('Data:', 'lt-LT')).toBeUndefined();
  });

  it('names a currency by its code or mark, only one the form offers', () => {
    expect(currencyFromWord('EUR', ['EUR', 'GBP'])).toBe('EUR');
    expect(currencyFromWord('£18.73', ['EUR', 'GBP'])).toBe('GBP');
    expect(currencyFromWord('€', ['EUR'])).toBe('EUR');
    expect(currencyFromWord('SEK', ['EUR'])).toBeUndefined();
  });

  it('puts text into text fields as it is, and says why a word cannot be an amount, a date or a currency', () => {
    const ctx = { locale: 'en-GB', currencies: ['EUR'] };
    expect(wordValue('seller', ' Maxima ', ctx)).toEqual({ value: 'Maxima' });
    expect(wordValue('total', '29,08', ctx)).toEqual({ value: '29.08' });
    expect(wordValue('vat', 'PVM', ctx)).toEqual({ refused: 'amount' });
    expect(wordValue('date', 'March', ctx)).toEqual({ refused: 'date' });
    expect(wordValue('currency', 'USD', ctx)).toEqual({ refused: 'currency' });
  });
});
