import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { toCents } from '../../contract/money';
import { activateLocale } from '../i18n/load';
import { formatMoment, formatMoney, holdFormats, recordFormats, todayYmd } from './format';

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

describe('the texts a server render recorded', () => {
  const at = Math.floor(Date.parse('2026-11-24T09:05:00Z') / 1000);
  const now = new Date('2026-11-24T12:00:00Z');

  it('are recorded by call (language, options, input) and answer the same calls later, without Intl', () => {
    const record = recordFormats(() => {
      formatMoney(1234.5, 'EUR');
      expect(formatMoment(at, 'Pacific/Auckland', now)).toBe('Nov 24, 10:05 PM'); // 22:05 on the 24th there; now is 01:00 on the 25th
      expect(todayYmd('Pacific/Auckland', now)).toBe('2026-11-25');
    });
    expect(Object.values(record)).toEqual(expect.arrayContaining(['€1,234.50', 'Nov 24, 10:05 PM', '2026-11-25']));
    // Answered from what is held, whatever Intl would say now.
    holdFormats(Object.fromEntries(Object.entries(record).map(([key, text]) => [key, `held ${text}`])));
    expect(formatMoney(1234.5, 'EUR')).toBe('held €1,234.50');
    expect(formatMoment(at, 'Pacific/Auckland', now)).toBe('held Nov 24, 10:05 PM');
    expect(formatMoney(1234.51, 'EUR')).toBe('€1,234.51'); // another input: Intl
  });

  it('never answer a clock time in no named zone: the server’s clock is not the person’s', () => {
    const record = recordFormats(() => formatMoment(at, undefined, now));
    expect(record).toEqual({});
    holdFormats({ [`en|date|{"hour":"2-digit","minute":"2-digit"}|${at * 1000}`]: 'forged' });
    expect(formatMoment(at, undefined, now)).not.toBe('forged');
  });
});
