import { describe, expect, it } from 'vitest';
import type { JsonAnswer } from './normalise';
import { ReadCache, resourceOf } from './read-cache';

const answer = (text: string, status = 200): JsonAnswer => ({ status, body: JSON.parse(text), text, waitedMs: 12 });
const id = '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e01';

function cacheAt(start = 1_000) {
  const clock = { t: start };
  return { clock, cache: new ReadCache(30_000, 3, () => clock.t) };
}

describe('ReadCache bounds', () => {
  it('forgets an answer once its TTL has passed (the freshness bound without webhooks)', () => {
    const { clock, cache } = cacheAt();
    cache.store('b1', '/invoices?page=1', cache.begin('b1'), answer('{"data":[]}'));
    clock.t += 29_999;
    expect(cache.get('b1', '/invoices?page=1')).toMatchObject({ text: '{"data":[]}', waitedMs: 0 });
    clock.t += 1;
    expect(cache.get('b1', '/invoices?page=1')).toBeUndefined();
  });

  it('does not store a read that was under way while something of that business was dropped', () => {
    const { cache } = cacheAt();
    const before = cache.begin('b1');
    const other = cache.begin('b2');
    cache.drop('b1', 'expenses');
    cache.store('b1', '/invoices?page=1', before, answer('{"data":[]}'));
    cache.store('b2', '/invoices?page=1', other, answer('{"data":[]}'));
    expect(cache.get('b1', '/invoices?page=1')).toBeUndefined();
    expect(cache.get('b2', '/invoices?page=1')).toBeDefined();
  });

  it('stores only 200 answers, and keeps at most maxEntries (the oldest go first)', () => {
    const { cache } = cacheAt();
    cache.store('b1', `/invoices/${id}`, 0, answer('{"message":"x"}', 404));
    expect(cache.get('b1', `/invoices/${id}`)).toBeUndefined();
    for (const page of [1, 2, 3, 4]) cache.store('b1', `/invoices?page=${page}`, 0, answer(`{"p":${page}}`));
    expect(cache.get('b1', '/invoices?page=1')).toBeUndefined();
    expect(cache.get('b1', '/invoices?page=4')?.text).toBe('{"p":4}');
  });

  it('drops a kind\u2019s lists and the named record only', () => {
    const { cache } = cacheAt();
    for (const path of ['/invoices', `/invoices/${id}`, '/expenses?page=1']) cache.store('b1', path, 0, answer('{}'));
    cache.drop('b1', 'invoices');
    expect(cache.get('b1', '/invoices')).toBeUndefined();
    expect(cache.get('b1', `/invoices/${id}`)).toBeDefined();
    expect(cache.get('b1', '/expenses?page=1')).toBeDefined();
    cache.drop('b1', 'invoices', id.toUpperCase());
    expect(cache.get('b1', `/invoices/${id}`)).toBeUndefined();
  });

  it('knows which paths it covers and what a write path names', () => {
    expect(ReadCache.covers('/invoices?page=2')).toBe(true);
    expect(ReadCache.covers(`/expenses/${id}`)).toBe(true);
    expect(ReadCache.covers(`/invoices/${id}/download`)).toBe(false);
    expect(ReadCache.covers('/profile')).toBe(false);
    expect(resourceOf(`/expenses/${id}/file`)).toEqual({ resource: 'expenses', id });
    expect(resourceOf('/invoices')).toEqual({ resource: 'invoices' });
    expect(resourceOf('/currencies')).toBeUndefined();
  });
});
