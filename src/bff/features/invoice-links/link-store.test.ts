import { memoryDeskDb } from '../../platform/desk-db';
import { describe, expect, it } from 'vitest';
import { LinkStore } from './link-store';

const link = (source_id: string, target_id: string, at = 100) => ({
  source_id,
  target_id,
  relation: 'invoiced' as const,
  at,
});

describe('LinkStore', () => {
  it('reads a link from both ends, per business', () => {
    const store = new LinkStore(memoryDeskDb());
    expect(store.add('b1', link('pre-1', 'inv-1'))).toBe(true);
    expect(store.sourceOf('b1', 'inv-1')).toEqual(link('pre-1', 'inv-1'));
    expect(store.targetsOf('b1', 'pre-1')).toEqual([link('pre-1', 'inv-1')]);
    expect(store.sourceOf('b2', 'inv-1')).toBeUndefined();
    expect(store.targetsOf('b2', 'pre-1')).toEqual([]);
    expect(store.all('b1', 'credited')).toEqual([]);
  });

  it('keeps one source per target, and many targets per source in the order made', () => {
    const store = new LinkStore(memoryDeskDb());
    store.add('b1', link('pre-1', 'inv-2', 200));
    store.add('b1', link('pre-1', 'inv-1', 100));
    expect(store.add('b1', link('pre-9', 'inv-1', 300))).toBe(false);
    expect(store.sourceOf('b1', 'inv-1')?.source_id).toBe('pre-1');
    expect(store.targetsOf('b1', 'pre-1').map((l) => l.target_id)).toEqual(['inv-1', 'inv-2']);
    expect(store.all('b1', 'invoiced')).toHaveLength(2);
  });

  it('opens again on a database that has the table', () => {
    const db = memoryDeskDb();
    new LinkStore(db).add('b1', link('pre-1', 'inv-1'));
    expect(new LinkStore(db).sourceOf('b1', 'inv-1')?.source_id).toBe('pre-1');
  });
});
