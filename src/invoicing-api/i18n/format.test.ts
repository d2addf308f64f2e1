import { describe, expect, it } from 'vitest';
import { invoiceLanguages } from '../../contract/enums';
import { formattersFor } from './format';
import { labelsByLanguage } from './labels';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const f = (lang: keyof typeof labelsByLanguage) => formattersFor(labelsByLanguage[lang].locale);

describe('formattersFor', () => {
  it('formats money per language, exactly to the cent', () => {
    expect(f('en').money(1710.5, 'EUR')).toBe('€1,710.50');
    expect(nbsp(f('lt').money(1710.5, 'EUR'))).toBe('1 710,50 €');
    expect(nbsp(f('de').money('1234567.891', 'EUR'))).toBe('1.234.567,89 €');
    expect(nbsp(f('fr').money(0.005, 'EUR'))).toBe('0,01 €');
    expect(nbsp(f('es').money(-12.345, 'USD'))).toBe('-12,35 US$');
    // a binary float would print 0.30000000000000004 → the decimal string must be what reaches Intl
    expect(f('en').amount(0.1 + 0.2)).toBe('0.30');
    expect(f('en').amount('12345678901234.565')).toBe('12,345,678,901,234.57');
  });

  it('keeps up to four places on unit prices and at least two', () => {
    const en = f('en');
    expect(en.unitPrice(85)).toBe('85.00');
    expect(en.unitPrice(0.1235)).toBe('0.1235');
    expect(en.unitPrice(0.12345)).toBe('0.1235');
    expect(en.unitPrice(1.5)).toBe('1.50');
    expect(en.unitPrice('3.3333333333')).toBe('3.3333');
    expect(nbsp(f('fr').unitPrice(1234.5))).toBe('1 234,50');
  });

  it('formats quantities, VAT percentages and dates per language', () => {
    expect(f('en').quantity(12.5)).toBe('12.5');
    expect(f('de').quantity(1000)).toBe('1.000');
    expect(f('en').percent(21)).toBe('21%');
    expect(nbsp(f('lt').percent(9.5))).toBe('9,5 %');
    expect(f('en').date('2026-02-03')).toBe('3 February 2026');
    expect(f('lt').date('2026-02-03')).toBe('2026 m. vasario 3 d.');
    expect(f('es').date('2026-02-03')).toBe('3 de febrero de 2026');
    expect(f('de').date('2026-02-03')).toBe('3. Februar 2026');
    expect(f('fr').date('2026-02-03')).toBe('3 février 2026');
  });

  it('prints what it cannot format as given instead of throwing', () => {
    expect(f('en').date('not-a-date')).toBe('not-a-date');
    expect(f('en').money(5, 'not a code')).toBe('5.00 not a code');
  });
});

describe('labelsByLanguage', () => {
  it('has every label filled in every language, each language its own words', () => {
    const en = labelsByLanguage.en;
    for (const lang of invoiceLanguages) {
      const labels = labelsByLanguage[lang];
      const texts: [string, unknown][] = [...Object.entries(labels), ...Object.entries(labels.titles)].filter(
        ([, v]) => typeof v !== 'function' && typeof v !== 'object',
      );
      expect(texts.length).toBeGreaterThan(35);
      for (const [key, text] of texts)
        expect(typeof text === 'string' && text.trim() !== '', `${lang}.${key}`).toBe(true);
      if (lang !== 'en') expect(labels.titles.vat_invoice).not.toBe(en.titles.vat_invoice);
      expect(labels.page(2, 5)).toMatch(/2\D+5/);
    }
  });
});
