import { describe, expect, it } from 'vitest';
import { formatLocaleFor, pickLocale } from './locales';

describe('the language at a visit', () => {
  it('is the remembered one, else the first browser language spoken here, else English', () => {
    expect(pickLocale('de', ['lt-LT'])).toBe('de');
    expect(pickLocale('xx', ['fr-CA', 'lt'])).toBe('fr');
    expect(pickLocale(undefined, ['ja', 'pt-BR'])).toBe('en');
  });
});

describe('the locale dates and numbers are written in', () => {
  it('takes the region of the person’s first language that is the dashboard’s', () => {
    expect(formatLocaleFor('en', ['lt-LT', 'en-GB', 'en-US'])).toBe('en-GB');
    expect(formatLocaleFor('en', ['en-ie'])).toBe('en-IE');
    expect(formatLocaleFor('en', ['en-US'])).toBe('en-US');
    expect(formatLocaleFor('es', ['es-419'])).toBe('es-419');
    expect(formatLocaleFor('de', ['en-GB', 'de-AT'])).toBe('de-AT');
  });

  it('is the language alone when that first one has no region, or there is none of it', () => {
    expect(formatLocaleFor('en', ['en', 'en-GB'])).toBe('en');
    expect(formatLocaleFor('en', ['lt-LT', 'de'])).toBe('en');
    expect(formatLocaleFor('lt', [])).toBe('lt');
  });

  it('takes nothing but a plain region from a tag, so Intl can always read it and a page can carry it', () => {
    for (const tag of ['en-Latn-GB', 'en-"><b>', 'en-G', 'en-GBR', 'en-', 'en-12'])
      expect(formatLocaleFor('en', [tag]), tag).toBe('en');
    expect(() => new Intl.DateTimeFormat(formatLocaleFor('en', ['en-ZZ']))).not.toThrow();
  });
});
