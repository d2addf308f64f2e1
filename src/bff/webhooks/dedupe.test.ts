import { describe, expect, it } from 'vitest';
import { Deduper } from './dedupe';
import { sign, verifySignature } from './signature';

const raw = (o: unknown) => Buffer.from(JSON.stringify(o));

describe('verifySignature', () => {
  const body = raw({ event: 'expense.deleted', data: { id: 'x' } });
  it('accepts the lowercase hex HMAC of the exact bytes', () => {
    expect(verifySignature(body, sign(body, 'whsec_k'), 'whsec_k')).toBe(true);
  });
  it('refuses a missing, malformed, uppercase, wrong-key or tampered signature', () => {
    const good = sign(body, 'whsec_k');
    expect(verifySignature(body, undefined, 'whsec_k')).toBe(false);
    expect(verifySignature(body, 'abc', 'whsec_k')).toBe(false);
    expect(verifySignature(body, good.toUpperCase(), 'whsec_k')).toBe(false);
    expect(verifySignature(body, sign(body, 'whsec_other'), 'whsec_k')).toBe(false);
    expect(verifySignature(Buffer.concat([body, Buffer.from(' ')]), good, 'whsec_k')).toBe(false);
  });
});

describe('Deduper', () => {
  const inv = (updated_at: number, total = 1) => ({ id: 'i1', updated_at, total });
  it('drops a repeated delivery, an older version, and anything after a delete', () => {
    const d = new Deduper();
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
    const d = new Deduper(2);
    expect(d.judge('a', 'invoice.created', inv(10), raw(inv(10)))).toBe('new');
    expect(d.judge('b', 'invoice.created', inv(10), raw(inv(10)))).toBe('new');
    expect(d.judge('a', 'expense.created', inv(10), raw(inv(10)))).toBe('new');
    expect(d.judge('a', 'invoice.created', inv(10), raw(inv(10)))).toBe('new'); // forgotten: the oldest entry
  });
});
