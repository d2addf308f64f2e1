import { describe, expect, it } from 'vitest';
import { monthBounds, monthFrom, dayOf, fixedClock } from './clock';
import { daysBetween, typesOf } from './invoice-groups';

describe('daysBetween', () => {
  it('counts whole calendar days, across a month end and a leap day', () => {
    expect(daysBetween('2026-10-25', '2026-11-25')).toBe(31);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('type groups', () => {
  it('stand for their members; a plain type for itself; a prototype name for nothing', () => {
    expect(typesOf('preliminary')).toEqual(['preliminary_invoice', 'preliminary_vat_invoice']);
    expect(typesOf('not_preliminary')).not.toContain('preliminary_invoice');
    expect(typesOf('vat_invoice')).toEqual(['vat_invoice']);
    expect(typesOf('constructor' as 'vat_invoice')).toEqual(['constructor']);
  });
});

describe('the clock and month bounds', () => {
  it('tells the day in a zone from a fixed moment', () => {
    const clock = fixedClock('2026-11-25T12:30:00Z');
    expect(dayOf(clock.now(), 'Pacific/Auckland')).toBe('2026-11-26');
    expect(dayOf(clock.now(), 'America/Los_Angeles')).toBe('2026-11-25');
    expect(() => fixedClock('not a date')).toThrow();
  });

  it('gives a month its first and last day, February in a leap year too', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthFrom(new Date(2026, 0, 31), -1)).toBe('2025-12');
    expect(monthFrom(new Date(2026, 0, 31), 1)).toBe('2026-02');
  });
});
