import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../contract/invoice';
import { sampleExpense, sampleInvoice } from '../../../contract/test-samples';
import { BffHttpError } from '../../platform/errors';
import { tempDir } from '../../testing/harness';
import type { JsonAnswer } from '../../platform/json-answer';
import { AnswerCache } from '../../platform/upstream/answer-cache';
import { readOf, resourceOf } from './paths';
import { MirrorFeed } from './mirror-feed';
import { Mirror } from './mirror';

const B = 'biz';
const inv = (over: Partial<Invoice> = {}): Invoice => ({ ...sampleInvoice(), id: randomUUID(), ...over });
const answer = (body: unknown, status = 200): JsonAnswer => ({
  status,
  body,
  text: JSON.stringify(body),
  waitedMs: 5,
});
const listAnswer = (data: unknown[], total = data.length) =>
  answer({
    data,
    meta: { current_page: 1, from: 1, last_page: 1, path: null, per_page: 50, to: data.length, total },
  });

let dir: Awaited<ReturnType<typeof tempDir>>;
let mirror: Mirror;
let feed: MirrorFeed;
/** Whether the business has a webhook secret (live) or not (quiet). */
let live: boolean;
beforeEach(async () => {
  dir = await tempDir('mirror-feed-');
  mirror = Mirror.open(dir.dir);
  live = true;
  feed = new MirrorFeed(mirror, () => live, { checkMs: { quiet: 30_000, live: 600_000 } });
});
afterEach(async () => {
  vi.useRealTimers();
  mirror.close();
  await dir.remove();
});

/** A complete walk of both kinds just now, its one invoice page holding `invoices`. */
function completeWalk(invoices: Invoice[] = []) {
  for (const kind of ['invoices', 'expenses'] as const) {
    const id = mirror.walks.begin(B, kind);
    const data = kind === 'invoices' ? invoices : [];
    feed.learn(B, 'GET', `/${kind}?page=1`, listAnswer(data), { sync: true });
    mirror.walks.advance(B, kind, id, 1, data.length);
    expect(mirror.walks.finish(B, kind, id)).toBe(true);
  }
}

describe('MirrorFeed', () => {
  it('with webhooks, answers lists and details while fresh: after a complete walk and a recent page-1 check', () => {
    const a = inv();
    feed.learn(B, 'GET', '/invoices?page=1', listAnswer([a]));
    expect(feed.cached(B, '/invoices?page=1')).toBeUndefined(); // no complete walk yet
    completeWalk([a]);
    const list = feed.cached(B, '/invoices?page=1')!;
    expect(list.body).toEqual({
      data: [a],
      meta: { current_page: 1, from: 1, last_page: 1, path: null, per_page: 50, to: 1, total: 1 },
    });
    expect(list.waitedMs).toBe(0);
    expect(feed.cached(B, `/invoices/${a.id}`)?.text).toBe(`{"data":${JSON.stringify(a)}}`);
    expect(feed.cached(B, `/invoices/${randomUUID()}`)).toBeUndefined(); // unknown: ask the API
    expect(feed.cached('another', '/invoices?page=1')).toBeUndefined();

    feed.learn(B, 'POST', '/invoices', answer({ data: inv() }, 201)); // the total follows a creation
    expect(feed.cached(B, '/invoices?page=1')?.body).toMatchObject({ meta: { total: 2 } });
    mirror.walks.observed(B, 'invoices', 5); // page 1 says there are more than the mirror holds
    expect(feed.cached(B, '/invoices?page=1')).toBeUndefined();
    mirror.walks.observed(B, 'invoices', 2);
    vi.useFakeTimers({ now: Date.now() + 600_000 + 15_000 + 1000 }); // the check interval and its grace have passed
    expect(feed.cached(B, '/invoices?page=1')).toBeUndefined();
  });

  it('without webhooks, answers only what the person read from the API within 30 s', () => {
    live = false;
    const a = inv();
    completeWalk([a]);
    expect(feed.cached(B, '/invoices?page=1')).toBeUndefined(); // the walk's read is not the person's
    expect(feed.cached(B, `/invoices/${a.id}`)).toBeUndefined();
    feed.learn(B, 'GET', '/invoices?page=1', listAnswer([a]));
    feed.learn(B, 'GET', `/invoices/${a.id}`, answer({ data: a }));
    expect(feed.cached(B, '/invoices?page=1')).toBeDefined();
    expect(feed.cached(B, `/invoices/${a.id}`)).toBeDefined();
    expect(feed.cached(B, '/invoices?page=2')).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + 30_001 });
    expect(feed.cached(B, '/invoices?page=1')).toBeUndefined();
  });

  it('after a restart answers nothing until the API listed the kind again, which also refreshes same-version rows', () => {
    const a = inv();
    completeWalk([a]);
    expect(feed.cached(B, '/invoices?page=1')).toBeDefined();
    const restarted = new MirrorFeed(mirror, () => true, { checkMs: { quiet: 30_000, live: 600_000 } });
    expect(restarted.cached(B, '/invoices?page=1')).toBeUndefined();
    const moved = { ...a, share_link: 'http://127.0.0.1:4999/share/abc' }; // same version, the API on a new port
    restarted.learn(B, 'GET', '/invoices?page=1', listAnswer([moved]), { sync: true });
    expect(restarted.cached(B, `/invoices/${a.id}`)?.body).toEqual({ data: moved });
  });

  it('learns created, edited and deleted records from answers, and a 404 as a deletion', () => {
    completeWalk();
    const a = inv({ updated_at: 100 });
    feed.learn(B, 'POST', '/invoices', answer({ data: a }, 201));
    feed.learn(B, 'PUT', `/invoices/${a.id}`, answer({ data: { ...a, notes: 'edited', updated_at: 101 } }));
    expect((feed.cached(B, `/invoices/${a.id}`)?.body as { data: Invoice }).data.notes).toBe('edited');
    expect(mirror.invoice(B, a.id)?.updated_at).toBe(101);
    feed.learn(B, 'DELETE', `/invoices/${a.id}`, answer(null));
    expect(feed.cached(B, '/invoices?page=1')?.body).toMatchObject({ data: [], meta: { total: 0 } });
    const e = sampleExpense();
    feed.learn(B, 'GET', `/expenses/${e.id}`, answer({ data: e }));
    feed.failed(B, 'GET', `/expenses/${e.id}`, new BffHttpError(404, 'not_found', 'gone'));
    expect(mirror.expense(B, e.id)).toBeUndefined();
  });

  it('serves saved data with a notice when the API cannot be reached, and says why', () => {
    const a = inv();
    feed.learn(B, 'GET', '/invoices?page=1', listAnswer([a]));
    expect(feed.fallback(B, '/invoices?page=1')).toBeUndefined(); // never walked: a partial list would mislead
    completeWalk([a]);
    feed.failed(
      B,
      'GET',
      '/invoices?page=1',
      new BffHttpError(502, 'upstream_unavailable', 'The API cannot be reached right now.'),
    );
    expect(feed.cached(B, '/invoices?page=1')).toBeUndefined(); // not fresh while in error
    const saved = feed.fallback(B, '/invoices?page=1')!.body as {
      data: unknown[];
      mirror: { state: string; synced_at: number };
    };
    expect(saved.data).toEqual([a]);
    expect(saved.mirror).toEqual({ state: 'error', synced_at: expect.any(Number) });
    expect(mirror.state(B).reason).toBe('unreachable: The API cannot be reached right now.');
    feed.learn(B, 'GET', '/profile', answer({ data: {} })); // any answer: reachable again
    expect(mirror.state(B).state).toBe('ready');
  });

  it('patches the mirror from webhooks, and still lets a BFF write\u2019s own webhook reach the other tabs', () => {
    const a = inv({ updated_at: 100 });
    const deliver = (event: string, data: unknown) => {
      const raw = Buffer.from(JSON.stringify({ event, data }));
      return feed.onEvent(B, JSON.parse(raw.toString()) as never, raw);
    };
    feed.learn(B, 'POST', '/invoices', answer({ data: a }, 201)); // made through the BFF: in the mirror already
    expect(deliver('invoice.created', a)).toBe('new');
    expect(deliver('invoice.created', a)).toBe('duplicate');
    feed.learn(B, 'GET', `/invoices/${a.id}`, answer({ data: { ...a, updated_at: 120 } }));
    expect(deliver('invoice.updated', { ...a, updated_at: 110 })).toBe('stale'); // older than the mirror's
    expect(mirror.invoice(B, a.id)?.updated_at).toBe(120);
    expect(deliver('invoice.updated', { ...a, updated_at: 130, notes: 'webhook' })).toBe('new');
    expect(mirror.invoice(B, a.id)?.notes).toBe('webhook');
    expect(deliver('invoice.deleted', { id: a.id })).toBe('new');
    expect(mirror.invoice(B, a.id)).toBeUndefined();
    expect(deliver('invoice.updated', { ...a, updated_at: 140 })).toBe('after-delete');
  });

  it('forgets a disconnected business whole', () => {
    feed.learn(B, 'GET', '/invoices?page=1', listAnswer([inv()]));
    feed.answers.set(B, '/profile', answer({ data: {} }));
    feed.disconnected(B);
    expect(mirror.state(B).invoices).toEqual({ stored: 0, total: null });
    expect(feed.answers.get(B, '/profile')).toBeUndefined();
  });
});

describe('paths and the answer cache', () => {
  const id = '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e01';
  it('knows which reads the mirror answers and what a write path names', () => {
    expect(readOf('/invoices?page=2')).toEqual({ kind: 'invoices', page: 2 });
    expect(readOf('/invoices')).toEqual({ kind: 'invoices', page: 1 });
    expect(readOf(`/expenses/${id.toUpperCase()}`)).toEqual({ kind: 'expenses', id });
    expect(readOf(`/invoices/${id}/download`)).toBeUndefined();
    expect(readOf('/profile')).toBeUndefined();
    expect(resourceOf(`/expenses/${id}/file`)).toEqual({ kind: 'expenses', id });
    expect(resourceOf('/invoices')).toEqual({ kind: 'invoices' });
    expect(resourceOf('/currencies')).toBeUndefined();
  });

  it('keeps currencies a day and the profile until forgotten, per business, 200s only', () => {
    const clock = { now: 1_000 };
    const cache = new AnswerCache(() => clock.now);
    cache.set('a', '/currencies', answer({ data: [] }));
    cache.set('a', '/profile', answer({ data: {} }));
    cache.set('a', '/invoices', answer({ data: [] }));
    cache.set('b', '/profile', answer({ message: 'x' }, 404));
    expect(cache.get('a', '/currencies')?.waitedMs).toBe(0);
    expect(cache.get('a', '/invoices')).toBeUndefined();
    expect(cache.get('b', '/profile')).toBeUndefined();
    clock.now += 24 * 60 * 60 * 1000 + 1;
    expect(cache.get('a', '/currencies')).toBeUndefined();
    expect(cache.get('a', '/profile')).toBeDefined();
    cache.forget('a');
    expect(cache.get('a', '/profile')).toBeUndefined();
  });
});
