import { beforeEach, describe, expect, it } from 'vitest';
import type { Expense } from '../../../contract/expense';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import { ApiError } from '../../lib/api-error';
import type { CapturedFields } from './capture';
import type { TillApi } from './till-api';
import { type CaptureStore, memoryStore } from './till-store';
import { UploadQueue } from './upload-queue';

const read: ReceiptReading = {
  seller: 'Kiosk UAB',
  total: 4.5,
  currency: 'EUR',
  date: '2026-03-14',
  vat: null,
  invoice_number: null,
  confidence: { seller: 0.9, total: 0.9, currency: 0.9, date: 0.9, vat: 0, invoice_number: 0 },
  language: 'lt',
  note: null,
};

/** The BFF as the queue sees it: each call logged; the next answers of `save` and `read` scripted by the test. */
function fakeApi() {
  const calls: { kind: 'read' | 'save'; key?: string; fields?: CapturedFields; busy: number }[] = [];
  const saves: (Error | undefined)[] = [];
  const reads: (Error | undefined)[] = [];
  let busy = 0;
  let made = 0;
  const step = async <T>(
    kind: 'read' | 'save',
    script: (Error | undefined)[],
    answer: () => T,
    extra = {},
  ) => {
    busy += 1;
    calls.push({ kind, busy, ...extra });
    await Promise.resolve();
    busy -= 1;
    const failure = script.shift();
    if (failure) throw failure;
    return answer();
  };
  const api: TillApi = {
    read: (_b, _photo, _name, onProgress) => (onProgress(1), step('read', reads, () => read)),
    save: (_b, key, fields) =>
      step('save', saves, () => ({ id: `00000000-0000-4000-8000-00000000000${(made += 1)}` }) as Expense, {
        key,
        fields,
      }),
    usualCurrency: async () => 'EUR',
  };
  return { api, calls, saves, reads };
}

const error = (status: number, code: ApiError['code'], retryAfterS?: number) =>
  new ApiError({ status, code, message: code, retryAfterS });
const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });

let store: CaptureStore;
let fake: ReturnType<typeof fakeApi>;
let now: number;
let online: boolean;
let timers: { at: number; fn: () => void }[];
let counts: number[];
let queue: UploadQueue;

beforeEach(() => {
  store = memoryStore();
  fake = fakeApi();
  now = Date.UTC(2026, 2, 14, 9);
  online = true;
  timers = [];
  counts = [];
  queue = new UploadQueue({
    store,
    api: fake.api,
    now: () => now,
    online: () => online,
    later: (fn, ms) => {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
    exclusive: (fn) => fn(),
    words: () => ({ receipt: 'Receipt', toCheck: 'to check' }),
    changed: (state) => counts.push(state.captures.length),
    madeExpense: () => undefined,
    random: () => 0.5,
  });
});

/** Lets the queue's loop run until it has nothing to do now. */
const settle = async () => {
  for (let i = 0; i < 50; i++) await new Promise((r) => setTimeout(r));
};
const add = (name: string) =>
  queue.add({ business: 'biz', note: '', photo: photo(name), name: `${name}.jpg` });

describe('the till’s upload queue', () => {
  it('keeps captures taken offline, then sends them in order, one at a time, and lets each go once saved', async () => {
    online = false;
    const taken = [await add('a'), await add('b'), await add('c')];
    await settle();
    expect(fake.calls).toEqual([]);
    expect((await store.all()).map((c) => c.id)).toEqual(taken.map((c) => c.id));
    expect(counts.at(-1)).toBe(3);

    online = true;
    await queue.wake();
    await settle();
    expect(fake.calls.map((c) => c.kind)).toEqual(['read', 'save', 'read', 'save', 'read', 'save']);
    expect(fake.calls.filter((c) => c.kind === 'save').map((c) => c.key)).toEqual(taken.map((c) => c.id));
    expect(Math.max(...fake.calls.map((c) => c.busy))).toBe(1);
    expect(await store.all()).toEqual([]);
    expect(counts.at(-1)).toBe(0);
    expect(queue.snapshot().saved).toMatchObject({
      id: taken[2]!.id,
      fields: { seller: 'Kiosk UAB', total: '4.50' },
      toCheck: false,
    });
  });

  it('keeps a capture whose save failed, waits its back-off, and sends the same key and fields again without reading again', async () => {
    fake.saves.push(error(0, 'network'));
    const c = await add('a');
    await settle();
    const kept = await store.get(c.id);
    expect(kept).toMatchObject({
      state: 'waiting',
      attempts: 1,
      nextAt: now + 5_000,
      error: { code: 'network' },
    });
    expect(timers.map((t) => t.at)).toEqual([now + 5_000]);

    now += 5_000;
    timers.shift()!.fn();
    await settle();
    const saves = fake.calls.filter((x) => x.kind === 'save');
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual({ ...saves[0], busy: 1 });
    expect(fake.calls.filter((x) => x.kind === 'read')).toHaveLength(1);
    expect(await store.all()).toEqual([]);
  });

  it('waits what the BFF asks while the same capture is being saved elsewhere (409)', async () => {
    fake.saves.push(error(409, 'in_progress', 5));
    const c = await add('a');
    await settle();
    expect(await store.get(c.id)).toMatchObject({
      state: 'waiting',
      nextAt: now + 5_000,
      error: { code: 'in_progress' },
    });
  });

  it('goes at once when the line comes back, whatever its back-off', async () => {
    fake.saves.push(error(0, 'network'), error(0, 'network'), error(0, 'network'));
    await add('a');
    await settle();
    for (let i = 0; i < 2; i++) {
      await queue.wake();
      await settle();
    }
    expect(fake.calls.filter((x) => x.kind === 'save')).toHaveLength(3);
    await queue.wake();
    await settle();
    expect(await store.all()).toEqual([]);
  });

  it('holds a refused capture for the person, sends the ones after it, and sends it again when asked', async () => {
    fake.saves.push(error(422, 'validation'));
    const [refused, next] = [await add('a'), await add('b')];
    await settle();
    expect(await store.all()).toEqual([
      expect.objectContaining({
        id: refused.id,
        state: 'attention',
        error: expect.objectContaining({ code: 'validation' }),
      }),
    ]);
    expect(fake.calls.filter((x) => x.kind === 'save').map((x) => x.key)).toEqual([refused.id, next.id]);

    await queue.retry(refused.id);
    await settle();
    expect(await store.all()).toEqual([]);
  });

  it('saves a receipt the reader refused with stand-ins, marked to check', async () => {
    fake.reads.push(error(422, 'unsupported_file'));
    await add('a');
    await settle();
    const save = fake.calls.find((x) => x.kind === 'save');
    expect(save?.fields).toEqual({
      seller: 'Receipt (to check)',
      total: '0',
      currency: 'EUR',
      date: '2026-03-14',
    });
    expect(queue.snapshot().saved?.toCheck).toBe(true);
  });

  it('keeps waiting, not refused, when the person was signed out', async () => {
    fake.reads.push(error(401, 'login_required'));
    const c = await add('a');
    await settle();
    expect(await store.get(c.id)).toMatchObject({ state: 'waiting', error: { code: 'login_required' } });
  });
});
