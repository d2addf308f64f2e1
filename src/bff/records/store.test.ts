import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../contract/clock';
import type { Invoice } from '../../contract/invoice';
import { sampleExpense, sampleInvoice } from '../../contract/test-samples';
import { tempDir } from '../testing/harness';
import { derive, derivedNames } from './rows';
import { RecordStore } from './store';

const A = 'business-a';
const B = 'business-b';
const inv = (over: Partial<Invoice> = {}): Invoice => ({ ...sampleInvoice(), id: randomUUID(), ...over });

let dir: { dir: string; remove(): Promise<void> };
let store: RecordStore;
beforeEach(async () => {
  dir = await tempDir('records-');
  store = RecordStore.open(dir.dir);
});
afterEach(async () => {
  store.close();
  await dir.remove();
});

describe('RecordStore', () => {
  it('keeps the file private and in WAL mode', () => {
    expect(statSync(join(dir.dir, 'mirror.sqlite')).mode & 0o777).toBe(0o600);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('derives exactly the columns the upsert binds', () => {
    expect(Object.keys(derive('invoices', sampleInvoice()))).toEqual(derivedNames.invoices);
    expect(Object.keys(derive('expenses', sampleExpense()))).toEqual(derivedNames.expenses);
  });

  it('returns the API object as it was stored, per business only', () => {
    const a = inv();
    store.put(A, 'invoices', a);
    store.put(B, 'expenses', sampleExpense());
    expect([...store.invoices(A)].map((s) => s.invoice)).toEqual([a]);
    expect([...store.invoices(B)]).toEqual([]);
    expect([...store.expenses(A)]).toEqual([]);
    expect(store.invoice(B, a.id)).toBeUndefined();
    expect(store.expense(B, sampleExpense().id)).toEqual(sampleExpense());
  });

  it('never lets an older updated_at overwrite a newer one, and a deletion is final', () => {
    const a = inv({ updated_at: 200, notes: 'new' });
    expect(store.put(A, 'invoices', a)).toBe('stored');
    expect(store.put(A, 'invoices', { ...a, updated_at: 100, notes: 'old' })).toBe('older');
    expect(store.invoice(A, a.id)?.invoice.notes).toBe('new');
    store.remove(A, 'invoices', a.id);
    expect(store.put(A, 'invoices', { ...a, updated_at: 300 })).toBe('deleted');
    expect(store.invoice(A, a.id)).toBeUndefined();
    expect(store.put(B, 'invoices', a)).toBe('stored'); // another business's tombstones are its own
  });

  it('dates a payment by its evidence: seen going from unpaid known, found paid an estimate, never before its date', () => {
    const dayStart = Math.floor(new Date(2024, 2, 1).getTime() / 1000); // the sample's invoice_date, local
    const now = dayStart + 100 * 86_400;
    const clocked = new RecordStore(store.db, fixedClock(now * 1000));
    const dated = (id: string) =>
      store.db.prepare('SELECT paid_seen_at, paid_estimated FROM invoices WHERE business = ? AND id = ?').get(A, id);
    const a = inv({ updated_at: dayStart + 10 });
    clocked.put(A, 'invoices', a);
    expect(dated(a.id)).toEqual({ paid_seen_at: null, paid_estimated: 0 });
    clocked.put(A, 'invoices', { ...a, payment_status: 'paid', updated_at: dayStart + 50 }); // a read: its change
    expect(dated(a.id)).toEqual({ paid_seen_at: dayStart + 50, paid_estimated: 0 });
    clocked.put(A, 'invoices', { ...a, payment_status: 'paid', updated_at: dayStart + 60, notes: 'x' });
    expect(dated(a.id)).toEqual({ paid_seen_at: dayStart + 50, paid_estimated: 0 }); // still paid: the date stays
    clocked.put(A, 'invoices', { ...a, payment_status: 'not_paid', updated_at: dayStart + 70 });
    expect(dated(a.id)).toEqual({ paid_seen_at: null, paid_estimated: 0 });
    clocked.put(A, 'invoices', { ...a, payment_status: 'paid', updated_at: dayStart + 80 }, { live: true });
    expect(dated(a.id)).toEqual({ paid_seen_at: now, paid_estimated: 0 }); // a webhook: its arrival
    const early = inv({ payment_status: 'paid', updated_at: 90 });
    clocked.put(A, 'invoices', early);
    expect(dated(early.id)).toEqual({ paid_seen_at: dayStart, paid_estimated: 1 }); // found paid: never before its date
    const ahead = inv({ payment_status: 'paid', updated_at: now + 500 }); // the API's clock runs ahead
    clocked.put(A, 'invoices', ahead, { live: true });
    expect(dated(ahead.id)).toEqual({ paid_seen_at: now, paid_estimated: 1 });
  });

  it('forgets a business whole, leaving the others', () => {
    store.put(A, 'invoices', inv());
    store.put(B, 'invoices', inv());
    store.forget(A);
    expect([...store.invoices(A)]).toHaveLength(0);
    expect([...store.invoices(B)]).toHaveLength(1);
    expect(store.state(A)).toMatchObject({ state: 'empty', invoices: { stored: 0, total: null } });
  });

  it('a complete walk deletes what it did not see; a walk whose pages shifted deletes nothing', () => {
    const ghost = inv();
    store.put(A, 'invoices', ghost);
    const kept = [inv(), inv()];
    let walk = store.walks.begin(A, 'invoices');
    expect(store.state(A).state).toBe('syncing');
    store.putPage(A, 'invoices', kept, { walkId: walk, page: 1 });
    store.walks.advance(A, 'invoices', walk, 1, 3); // total 3 (the ghost was still there upstream)...
    store.putPage(A, 'invoices', [], { walkId: walk, page: 2 });
    store.walks.advance(A, 'invoices', walk, 2, 2); // ...then 2: the pages shifted during the walk
    expect(store.walks.finish(A, 'invoices', walk)).toBe(false);
    expect([...store.invoices(A)]).toHaveLength(3);

    walk = store.walks.begin(A, 'invoices');
    store.putPage(A, 'invoices', kept, { walkId: walk, page: 1 });
    store.walks.advance(A, 'invoices', walk, 1, 2);
    expect(store.walks.finish(A, 'invoices', walk)).toBe(true);
    expect([...store.invoices(A)].map((s) => s.invoice.id).sort()).toEqual(kept.map((k) => k.id).sort());
    expect(store.state(A).invoices).toEqual({ stored: 2, total: 2 });
  });

  it('a record proved by a fresh answer during a walk is not deleted by it', () => {
    const walk = store.walks.begin(A, 'invoices');
    const fresh = inv();
    store.put(A, 'invoices', fresh); // e.g. created through the BFF while the walk ran
    store.walks.advance(A, 'invoices', walk, 1, 1);
    expect(store.walks.finish(A, 'invoices', walk)).toBe(true);
    expect(store.invoice(A, fresh.id)).toBeDefined();
  });

  it('says ready once both kinds had a complete walk, and error with a reason', () => {
    for (const kind of ['invoices', 'expenses'] as const) {
      const w = store.walks.begin(A, kind);
      store.walks.advance(A, kind, w, 1, 0);
      store.walks.finish(A, kind, w);
    }
    const state = store.state(A);
    expect(state).toMatchObject({ state: 'ready', reason: null });
    expect(state.synced_at).toBeGreaterThan(0);
    store.walks.problem(A, 'token_invalid');
    expect(store.state(A)).toMatchObject({ state: 'error', reason: 'token_invalid' });
    expect(store.state(B).state).toBe('empty');
  });
});
