import { describe, expect, it } from 'vitest';
import { buyerKey, buyerKeyPattern, buyerName } from './buyer-key';

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
    expect(new Set(names.map((company_name) => buyerKey({ ...none, company_name })))).toEqual(new Set(['n-saltinis-uab']));
    expect(buyerKey({ ...none, first_name: 'Jonas', last_name: 'Žukauskas' })).toBe('n-jonas-zukauskas');
    expect(buyerKey({ ...none, company_name: 'Müller GmbH' })).not.toBe(buyerKey({ ...none, company_name: 'Muller Ltd' }));
  });

  it('is URL-safe and stable for any name, other scripts included; a buyer with nothing is `u`', () => {
    for (const company_name of ['Иван Петров', '東京 株式会社', '=HYPERLINK("x")', '../../etc', 'a'.repeat(500), '💡 Ideas']) {
      const key = buyerKey({ ...none, company_name });
      expect(key, company_name).toMatch(buyerKeyPattern);
      expect(encodeURIComponent(key)).toBe(key);
      expect(buyerKey({ ...none, company_name })).toBe(key);
    }
    expect(buyerKey({ ...none, company_name: 'Иван Петров' })).not.toBe(buyerKey({ ...none, company_name: 'Иван Сидоров' }));
    expect(buyerKey(none)).toBe('u');
    expect(buyerKey({ ...none, company_name: '   ', company_code: ' - ' })).toBe('u');
  });

  it('names a company by its name, a person by first and last name', () => {
    expect(buyerName({ ...none, company_name: ' ACME ', first_name: 'A' })).toBe('ACME');
    expect(buyerName({ ...none, first_name: 'Jonas', last_name: null })).toBe('Jonas');
  });
});
