import { memoryDeskDb } from '../../platform/desk-db';
import { describe, expect, it } from 'vitest';
import { IntentStore } from './intent-store';

const key = '3f0c6f0e-6d0e-4c9a-9d55-6a4c1c1f1a01';

/** Two desks' processes on one database: a process that died leaves its claims to the next one. */
const twoProcesses = () => {
  const db = memoryDeskDb();
  return { db, first: new IntentStore(db, 1_000), second: new IntentStore(db, 1_000) };
};

describe('the intents of captures', () => {
  it('lets the first request claim a capture; its own others wait, and once done they answer its expense', () => {
    const { first } = twoProcesses();
    expect(first.claim('b', key, 100)).toEqual({ kind: 'new' });
    expect(first.claim('b', key, 200)).toEqual({ kind: 'busy' });
    expect(first.claim('other', key, 200)).toEqual({ kind: 'new' });
    first.settle('b', key, 'e-1');
    expect(first.claim('b', key, 300)).toEqual({ kind: 'done', expenseId: 'e-1' });
  });

  it('hands a claim of a process that died to the next one, once, as unknown: look before sending', () => {
    const { first, second } = twoProcesses();
    first.claim('b', key, 100);
    expect(second.claim('b', key, 150)).toEqual({ kind: 'unknown', sinceMs: 100 });
    // the new claim is this process's own now: a second request meanwhile waits for it
    expect(second.claim('b', key, 160)).toEqual({ kind: 'busy' });
    expect(first.claim('b', key, 170)).toEqual({ kind: 'unknown', sinceMs: 100 });
  });

  it('takes over its own claim only after it has been left too long, or released without an answer', () => {
    const { first } = twoProcesses();
    first.claim('b', key, 100);
    expect(first.claim('b', key, 1_099)).toEqual({ kind: 'busy' });
    expect(first.claim('b', key, 1_100)).toEqual({ kind: 'unknown', sinceMs: 100 });
    first.release('b', key);
    expect(first.claim('b', key, 1_101)).toEqual({ kind: 'unknown', sinceMs: 100 });
  });

  it('forgets a capture the API refused, so that it is sent afresh; a settled one is never dropped', () => {
    const { first } = twoProcesses();
    first.claim('b', key, 100);
    first.drop('b', key);
    expect(first.claim('b', key, 200)).toEqual({ kind: 'new' });
    first.settle('b', key, 'e-2');
    first.drop('b', key);
    first.release('b', key);
    expect(first.claim('b', key, 300)).toEqual({ kind: 'done', expenseId: 'e-2' });
    expect([...first.madeSince('b', 0)]).toEqual(['e-2']);
    expect([...first.madeSince('b', 201)]).toEqual([]);
  });
});
