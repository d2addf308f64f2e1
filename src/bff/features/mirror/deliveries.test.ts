import { describe, expect, it } from 'vitest';
import { Deliveries } from './deliveries';

const raw = (o: unknown) => Buffer.from(JSON.stringify(o));

describe('Deliveries', () => {
  const inv = (updated_at: number, total = 1) => ({ id: 'i1', updated_at, total });
  it('drops a repeated delivery, an older version, and anything after a delete', () => {
    const d = new Deliveries();
    expect(d.judge('b', 'invoice.created', inv(10), raw(inv(10)))).toBe('new');
    expect(d.judge('b', 'invoice.created', inv(10), raw(inv(10)))).toBe('duplicate');
    expect(d.judge('b', 'invoice.updated', inv(12), raw(inv(12)))).toBe('new');
    expect(d.judge('b', 'invoice.updated', inv(11), raw(inv(11)))).toBe('stale');
    expect(d.judge('b', 'invoice.updated', inv(12, 2), raw(inv(12, 2)))).toBe('new'); // two changes in one second
    expect(d.judge('b', 'invoice.deleted', { id: 'i1' }, raw({ id: 'i1' }))).toBe('new');
    expect(d.judge('b', 'invoice.updated', inv(13), raw(inv(13)))).toBe('after-delete');
    expect(d.judge('b', 'invoice.deleted', { id: 'i1' }, raw({ id: 'i1' }))).toBe('after-delete');
  });
  it('keeps businesses and record kinds apart, and stays bounded', () => {
    const d = new Deliveries(2);
    expect(d.judge('a', 'invoice.created', inv(10), raw(inv(10)))).toBe('new');
    expect(d.judge('b', 'invoice.created', inv(10), raw(inv(10)))).toBe('new');
    expect(d.judge('a', 'expense.created', inv(10), raw(inv(10)))).toBe('new');
    expect(d.judge('a', 'invoice.created', inv(10), raw(inv(10)))).toBe('new'); // forgotten: the oldest entry
  });
});
