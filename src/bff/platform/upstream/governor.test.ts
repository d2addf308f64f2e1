import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Governor } from './governor';

// The clock is the test's: waits are asserted to the millisecond, never against a busy machine's wall clock.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
/** Lets the governor's timers run for `ms` of the test's clock, then awaits `work`. */
const after = async <T>(ms: number, work: Promise<T>): Promise<T> => {
  await vi.advanceTimersByTimeAsync(ms);
  return work;
};

const maxInWindow = (times: number[], windowMs: number) =>
  Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + windowMs).length));

describe('Governor', () => {
  it('keeps any rolling window to the limit and says how long calls wait', async () => {
    const waits: number[] = [];
    const g = new Governor({ limit: 3, windowMs: 300, marginMs: 0, onWait: (ms) => waits.push(ms) });
    const started: number[] = [];
    await after(
      2_000,
      Promise.all(
        Array.from({ length: 8 }, async () => {
          const slot = await g.admit('person');
          started.push(Date.now());
          slot.done();
        }),
      ),
    );
    expect(started).toHaveLength(8);
    expect(maxInWindow(started, 300)).toBeLessThanOrEqual(3);
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(300);
  });

  it('lets a person-facing call overtake background work that is waiting', async () => {
    const g = new Governor({ limit: 1, windowMs: 150, marginMs: 0, onWait: () => undefined });
    (await g.admit('background')).done(); // uses the budget: the next ones queue
    const order: string[] = [];
    const bg = Array.from({ length: 2 }, (_, i) =>
      g.admit('background').then((s) => (order.push(`bg${i}`), s.done())),
    );
    await vi.advanceTimersByTimeAsync(10);
    const person = g.admit('person').then((s) => (order.push('person'), s.done()));
    await after(1_000, Promise.all([...bg, person]));
    // bg0 was already being admitted (waiting on the window) when the person arrived; bg1 was behind it
    expect(order.indexOf('person')).toBeLessThan(order.indexOf('bg1'));
  });

  it('closes the gate after a 429 or an empty X-RateLimit-Remaining', async () => {
    const g = new Governor({ limit: 100, windowMs: 1000, marginMs: 0, onWait: () => undefined });
    g.observe(0, Date.now() + 200);
    const first = g.admit('person');
    await vi.advanceTimersByTimeAsync(199);
    expect(await Promise.race([first.then(() => 'admitted'), Promise.resolve('waiting')])).toBe('waiting');
    (await after(1, first)).done();
    g.observe(5, undefined); // budget left: no wait
    expect((await g.admit('person')).waitedMs).toBe(0);
    g.closeFor(150);
    const third = g.admit('person');
    await vi.advanceTimersByTimeAsync(149);
    expect(await Promise.race([third.then(() => 'admitted'), Promise.resolve('waiting')])).toBe('waiting');
    const slot = await after(1, third);
    expect(slot.waitedMs).toBe(150);
    slot.done();
  });

  it('keeps the last sixth of the window for the person: background work waits for its share outside the queue', async () => {
    const g = new Governor({ limit: 6, windowMs: 400, marginMs: 0, onWait: () => undefined });
    const started: number[] = [];
    const background = Array.from({ length: 7 }, () =>
      g.admit('background').then((s) => (started.push(Date.now()), s.done())),
    );
    await vi.advanceTimersByTimeAsync(30);
    expect(started).toHaveLength(5); // 6 − ⌈6/6⌉: one call of the window is the person's
    const person = await g.admit('person');
    expect(person.waitedMs).toBe(0); // not behind the two background calls waiting for their share
    person.done();
    await after(2_000, Promise.all(background));
    expect(maxInWindow(started, 400)).toBeLessThanOrEqual(5);
  });

  it("counts background work's share on its own calls: the person's reads do not shrink it", async () => {
    const g = new Governor({ limit: 6, windowMs: 400, marginMs: 0, onWait: () => undefined });
    (await g.admit('person')).done(); // one of the window's six is the person's
    const started: number[] = [];
    const background = Array.from({ length: 5 }, () =>
      g.admit('background').then((s) => (started.push(Date.now()), s.done())),
    );
    await vi.advanceTimersByTimeAsync(30);
    expect(started).toHaveLength(5); // its whole share, beside the person's call
    await Promise.all(background);
  });

  it('closes the gate on an empty X-RateLimit-Remaining only while its own window has room (another client spent it)', async () => {
    const g = new Governor({ limit: 2, windowMs: 200, marginMs: 0, onWait: () => undefined });
    (await g.admit('person')).done();
    (await g.admit('person')).done();
    g.observe(0, Date.now() + 60_000); // our own two calls spent it: the window is waited for, not the API's reset
    const third = await after(200, g.admit('person'));
    expect(third.waitedMs).toBe(200);
    third.done();
  });

  it('tells a wait once, though the timer wakes before the wall clock reaches its end', async () => {
    const waits: number[] = [];
    const g = new Governor({ limit: 1, windowMs: 1000, marginMs: 0, onWait: (ms) => waits.push(ms) });
    (await g.admit('person')).done();
    const second = g.admit('person');
    await vi.advanceTimersByTimeAsync(0);
    expect(waits).toEqual([1000]);
    // Node's timers run on a monotonic clock: the wall clock may lag them by a millisecond or two at the wake.
    vi.setSystemTime(Date.now() - 2);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2);
    (await second).done();
    expect(waits).toEqual([1000]);
    // A new wait, in the next window, is told.
    const third = g.admit('person');
    await vi.advanceTimersByTimeAsync(0);
    expect(waits).toEqual([1000, 1000]);
    await vi.advanceTimersByTimeAsync(1000);
    (await third).done();
  });
});
