import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { toCents } from '../../contract/money';
import { activateLocale } from '../i18n/load';
import {
  formatDate,
  formatDay,
  formatFor,
  formatMoment,
  formatMoney,
  holdFormats,
  recordFormats,
  todayYmd,
} from './format';

describe('formatMoney', () => {
  afterAll(() => activateLocale('en'));

  it('rounds exactly as the contract does (half away from zero, on the decimal as written)', () => {
    const plain = (s: string) => s.replace(/[^\d.-]/g, '');
    for (const amount of [
      0.005,
      -0.005,
      -0.001,
      -0.004999,
      1.005,
      2.675,
      1234.565,
      -1234.565,
      0.1 + 0.2,
      1e-7,
      '10.125',
      '-0.015',
      99999999.995,
    ]) {
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

describe('English dates and times in the person’s region', () => {
  const at = Math.floor(Date.parse('2026-11-24T20:19:00Z') / 1000);
  const noon = Math.floor(new Date(2026, 10, 24, 12).getTime() / 1000); // the machine's own noon: formatDay reads its clock
  const now = new Date('2026-11-25T12:00:00Z');
  afterAll(() => formatFor([]));

  it('are day first and 24 h for en-GB (and en-IE), the US way for en-US or English with no region', async () => {
    await activateLocale('en');
    const shown = (languages: string[]) => {
      formatFor(languages);
      return [
        formatDate('2026-11-24'),
        formatMoment(at, 'UTC', now),
        formatDay(noon, new Date('2027-06-01T00:00:00')),
      ];
    };
    expect(shown(['en-GB', 'en'])).toEqual(['24 Nov 2026', '24 Nov, 20:19', '24 Nov 2026']);
    expect(shown(['lt', 'en-IE'])).toEqual(['24 Nov 2026', '24 Nov, 20:19', '24 Nov 2026']);
    expect(shown(['en-US'])).toEqual(['Nov 24, 2026', 'Nov 24, 08:19 PM', 'Nov 24, 2026']);
    expect(shown([])).toEqual(['Nov 24, 2026', 'Nov 24, 08:19 PM', 'Nov 24, 2026']);
    // Money reads the same in either; the region only changes how a date and a time are written.
    formatFor(['en-GB']);
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
  });

  it('follow the language when it is switched: another language’s own region, or none', async () => {
    formatFor(['en-GB', 'de-AT']);
    await activateLocale('de');
    expect(formatDate('2026-01-24')).toBe('24. Jän. 2026');
    await activateLocale('lt');
    expect(formatDate('2026-11-24')).toBe('2026-11-24');
    await activateLocale('en');
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
  });
});

describe('the texts a server render recorded', () => {
  const at = Math.floor(Date.parse('2026-11-24T09:05:00Z') / 1000);
  const now = new Date('2026-11-24T12:00:00Z');

  it('are recorded by call (language, options, input) and answer the same calls later, without Intl', () => {
    const record = recordFormats('en', [], () => {
      formatMoney(1234.5, 'EUR');
      expect(formatMoment(at, 'Pacific/Auckland', now)).toBe('Nov 24, 10:05 PM'); // 22:05 on the 24th there; now is 01:00 on the 25th
      expect(todayYmd('Pacific/Auckland', now)).toBe('2026-11-25');
    });
    expect(Object.values(record)).toEqual(
      expect.arrayContaining(['€1,234.50', 'Nov 24, 10:05 PM', '2026-11-25']),
    );
    // Answered from what is held, whatever Intl would say now.
    holdFormats(Object.fromEntries(Object.entries(record).map(([key, text]) => [key, `held ${text}`])));
    expect(formatMoney(1234.5, 'EUR')).toBe('held €1,234.50');
    expect(formatMoment(at, 'Pacific/Auckland', now)).toBe('held Nov 24, 10:05 PM');
    expect(formatMoney(1234.51, 'EUR')).toBe('€1,234.51'); // another input: Intl
  });

  it('never answer a clock time in no named zone: the server’s clock is not the person’s', () => {
    const record = recordFormats('en', [], () => formatMoment(at, undefined, now));
    expect(record).toEqual({});
    holdFormats({ [`en|date|{"hour":"2-digit","minute":"2-digit"}|${at * 1000}`]: 'forged' });
    expect(formatMoment(at, undefined, now)).not.toBe('forged');
  });
});
