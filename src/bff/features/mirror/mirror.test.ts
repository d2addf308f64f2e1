import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../contract/clock';
import type { Invoice } from '../../../contract/invoice';
import { sampleExpense, sampleInvoice } from '../../../contract/test-samples';
import { withTempMirror } from '../../testing/temp-mirror';
import { derive, derivedNames } from './rows';
import { Mirror } from './mirror';

const A = 'business-a';
const B = 'business-b';
const inv = (over: Partial<Invoice> = {}): Invoice => ({ ...sampleInvoice(), id: randomUUID(), ...over });

const temp = withTempMirror('records-');

describe('Mirror', () => {
  it('keeps the file private and in WAL mode', () => {
    expect(statSync(join(temp.dir, 'mirror.sqlite')).mode & 0o777).toBe(0o600);
    expect(temp.mirror.db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('derives exactly the columns the upsert binds', () => {
    expect(Object.keys(derive('invoices', sampleInvoice()))).toEqual(derivedNames.invoices);
    expect(Object.keys(derive('expenses', sampleExpense()))).toEqual(derivedNames.expenses);
  });

  it('returns the API object as it was stored, per business only', () => {
    const a = inv();
    temp.mirror.put(A, 'invoices', a);
    temp.mirror.put(B, 'expenses', sampleExpense());
    expect([...temp.mirror.invoices(A)].map((s) => s.invoice)).toEqual([a]);
    expect([...temp.mirror.invoices(B)]).toEqual([]);
    expect([...temp.mirror.expenses(A)]).toEqual([]);
    expect(temp.mirror.invoice(B, a.id)).toBeUndefined();
    expect(temp.mirror.expense(B, sampleExpense().id)).toEqual(sampleExpense());
  });

  it('never lets an older updated_at overwrite a newer one, and a deletion is final', () => {
    const a = inv({ updated_at: 200, notes: 'new' });
    expect(temp.mirror.put(A, 'invoices', a)).toBe('stored');
    expect(temp.mirror.put(A, 'invoices', { ...a, updated_at: 100, notes: 'old' })).toBe('older');
    expect(temp.mirror.invoice(A, a.id)?.notes).toBe('new');
    temp.mirror.remove(A, 'invoices', a.id);
    expect(temp.mirror.put(A, 'invoices', { ...a, updated_at: 300 })).toBe('deleted');
    expect(temp.mirror.invoice(A, a.id)).toBeUndefined();
    expect(temp.mirror.put(B, 'invoices', a)).toBe('stored'); // another business's tombstones are its own
  });

  it('dates a payment by its evidence: seen going from unpaid known, found paid an estimate, never before its date', () => {
    const dayStart = Math.floor(new Date(2024, 2, 1).getTime() / 1000); // the sample's invoice_date, local
    const now = dayStart + 100 * 86_400;
    const clocked = new Mirror(temp.mirror.db, fixedClock(now * 1000));
    const dated = (id: string) =>
      temp.mirror.db
        .prepare('SELECT paid_seen_at, paid_estimated FROM invoices WHERE business = ? AND id = ?')
        .get(A, id);
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
    temp.mirror.put(A, 'invoices', inv());
    temp.mirror.put(B, 'invoices', inv());
    temp.mirror.forget(A);
    expect([...temp.mirror.invoices(A)]).toHaveLength(0);
    expect([...temp.mirror.invoices(B)]).toHaveLength(1);
    expect(temp.mirror.state(A)).toMatchObject({ state: 'empty', invoices: { stored: 0, total: null } });
  });

  it('a complete walk deletes what it did not see; a walk whose pages shifted deletes nothing', () => {
    const ghost = inv();
    temp.mirror.put(A, 'invoices', ghost);
    const kept = [inv(), inv()];
    let walk = temp.mirror.walks.begin(A, 'invoices');
    expect(temp.mirror.state(A).state).toBe('syncing');
    temp.mirror.putPage(A, 'invoices', kept, { walkId: walk, page: 1 });
    temp.mirror.walks.advance(A, 'invoices', walk, 1, 3); // total 3 (the ghost was still there upstream)...
    temp.mirror.putPage(A, 'invoices', [], { walkId: walk, page: 2 });
    temp.mirror.walks.advance(A, 'invoices', walk, 2, 2); // ...then 2: the pages shifted during the walk
    expect(temp.mirror.walks.finish(A, 'invoices', walk)).toBe(false);
    expect([...temp.mirror.invoices(A)]).toHaveLength(3);

    walk = temp.mirror.walks.begin(A, 'invoices');
    temp.mirror.putPage(A, 'invoices', kept, { walkId: walk, page: 1 });
    temp.mirror.walks.advance(A, 'invoices', walk, 1, 2);
    expect(temp.mirror.walks.finish(A, 'invoices', walk)).toBe(true);
    expect([...temp.mirror.invoices(A)].map((s) => s.invoice.id).sort()).toEqual(
      kept.map((k) => k.id).sort(),
    );
    expect(temp.mirror.state(A).invoices).toEqual({ stored: 2, total: 2 });
  });

  it('a page given with its answer text: records found there as stored are not written out again; a same-version record that reads differently is stored, in any layout', () => {
    const [a, b, c] = [inv(), inv(), inv()];
    temp.mirror.putPage(A, 'invoices', [a, b, c], { page: 1 });
    const unchanged = JSON.stringify({ data: [a, b, c], meta: { total: 3 } });
    const stringify = vi.spyOn(JSON, 'stringify');
    temp.mirror.putPage(A, 'invoices', JSON.parse(unchanged).data, { page: 1, text: unchanged });
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();

    const moved = (r: Invoice) => ({ ...r, share_link: `http://127.0.0.1:4999/share/${r.id}` }); // the API on a new port
    const page = [a, moved(b), moved(c)];
    temp.mirror.putPage(A, 'invoices', page, { page: 1, text: JSON.stringify({ data: page }) });
    expect([b.id, c.id].map((id) => temp.mirror.invoice(A, id)?.share_link)).toEqual(
      page.slice(1).map((r) => r.share_link),
    );
    const spaced = [moved(a), ...page.slice(1)];
    temp.mirror.putPage(A, 'invoices', spaced, { page: 1, text: JSON.stringify({ data: spaced }, null, 1) });
    expect(temp.mirror.invoice(A, a.id)).toEqual(moved(a));
  });

  it('a record proved by a fresh answer during a walk is not deleted by it', () => {
    const walk = temp.mirror.walks.begin(A, 'invoices');
    const fresh = inv();
    temp.mirror.put(A, 'invoices', fresh); // e.g. created through the BFF while the walk ran
    temp.mirror.walks.advance(A, 'invoices', walk, 1, 1);
    expect(temp.mirror.walks.finish(A, 'invoices', walk)).toBe(true);
    expect(temp.mirror.invoice(A, fresh.id)).toBeDefined();
  });

  it('says ready once both kinds had a complete walk, and error with a reason', () => {
    for (const kind of ['invoices', 'expenses'] as const) {
      const w = temp.mirror.walks.begin(A, kind);
      temp.mirror.walks.advance(A, kind, w, 1, 0);
      temp.mirror.walks.finish(A, kind, w);
    }
    const state = temp.mirror.state(A);
    expect(state).toMatchObject({ state: 'ready', reason: null });
    expect(state.synced_at).toBeGreaterThan(0);
    temp.mirror.walks.problem(A, 'token_invalid');
    expect(temp.mirror.state(A)).toMatchObject({ state: 'error', reason: 'token_invalid' });
    expect(temp.mirror.state(B).state).toBe('empty');
  });
});
