import { describe, expect, it } from 'vitest';
import { buyerAccounts, buyerIdentity, buyerKey, buyerKeyPattern, buyerName } from './buyer-key';

const none = { company_name: null, company_code: null, vat_code: null, first_name: null, last_name: null };

describe('buyerKey', () => {
  it('matches by the company code first, however it is written', () => {
    const a = buyerKey({ ...none, company_name: 'Müller GmbH', company_code: '304123456', vat_code: 'DE1' });
    expect(a).toBe('c-304123456');
    expect(buyerKey({ ...none, company_name: 'Other name', company_code: ' 304 123-456 ' })).toBe(a);
  });

  it('else by the VAT code, else by the name folded (case, accents, spaces, signs)', () => {
    expect(buyerKey({ ...none, company_name: 'Redwood', vat_code: 'LT 100001234' })).toBe('v-lt100001234');
    const names = ['Šaltinis UAB', 'SALTINIS  uab.', ' saltinis, UAB ', 'Šaltinis-UAB'];
    expect(new Set(names.map((company_name) => buyerKey({ ...none, company_name })))).toEqual(
      new Set(['n-saltinis-uab']),
    );
    expect(buyerKey({ ...none, first_name: 'Jonas', last_name: 'Žukauskas' })).toBe('n-jonas-zukauskas');
    expect(buyerKey({ ...none, company_name: 'Müller GmbH' })).not.toBe(
      buyerKey({ ...none, company_name: 'Muller Ltd' }),
    );
  });

  it('is URL-safe and stable for any name, other scripts included; a buyer with nothing is `u`', () => {
    for (const company_name of [
      'Иван Петров',
      '東京 株式会社',
      '=HYPERLINK("x")',
      '../../etc',
      'a'.repeat(500),
      '💡 Ideas',
    ]) {
      const key = buyerKey({ ...none, company_name });
      expect(key, company_name).toMatch(buyerKeyPattern);
      expect(encodeURIComponent(key)).toBe(key);
      expect(buyerKey({ ...none, company_name })).toBe(key);
    }
    expect(buyerKey({ ...none, company_name: 'Иван Петров' })).not.toBe(
      buyerKey({ ...none, company_name: 'Иван Сидоров' }),
    );
    expect(buyerKey(none)).toBe('u');
    expect(buyerKey({ ...none, company_name: '   ', company_code: ' - ' })).toBe('u');
  });

  it('names a company by its name, a person by first and last name', () => {
    expect(buyerName({ ...none, company_name: ' ACME ', first_name: 'A' })).toBe('ACME');
    expect(buyerName({ ...none, first_name: 'Jonas', last_name: null })).toBe('Jonas');
  });
});

describe('buyerAccounts: one buyer written several ways is one account', () => {
  const ids = (...buyers: Partial<Record<keyof typeof none, string>>[]) =>
    buyers.map((b) => buyerIdentity({ ...none, ...b }));

  it('joins an invoice with only the VAT code (prefix or not) or only the name to the buyer with the company code', () => {
    const list = ids(
      { company_name: 'Müller GmbH', company_code: '304123456', vat_code: 'DE 123456789' },
      { company_name: 'Mueller GmbH', vat_code: '123456789' },
      { company_name: 'MÜLLER GmbH.' },
    );
    const accounts = buyerAccounts(list);
    expect(new Set(list.map((i) => accounts.get(i.key)))).toEqual(new Set(['c-304123456']));
  });

  it('joins a name to a buyer known only by its VAT code', () => {
    const list = ids(
      { company_name: 'Redwood UAB', vat_code: 'LT100001234' },
      { company_name: 'redwood, UAB' },
    );
    expect(buyerAccounts(list).get('n-redwood-uab')).toBe('v-lt100001234');
  });

  it('keeps two companies of one VAT number in two countries apart', () => {
    const list = ids(
      { company_name: 'Alfa UAB', company_code: '304123456', vat_code: 'LT123456789' },
      { company_name: 'Beta GmbH', vat_code: 'DE123456789' },
    );
    expect(buyerAccounts(list).get('v-de123456789')).toBe('v-de123456789');
  });

  it('keeps two companies of one name apart, and a name that both could be stays its own', () => {
    const list = ids(
      { company_name: 'Baltic Trade UAB', company_code: '111' },
      { company_name: 'Baltic Trade UAB', company_code: '222' },
      { company_name: 'Baltic Trade UAB' },
    );
    const accounts = buyerAccounts(list);
    expect([accounts.get('c-111'), accounts.get('c-222'), accounts.get('n-baltic-trade-uab')]).toEqual([
      'c-111',
      'c-222',
      'n-baltic-trade-uab',
    ]);
  });
});
