import { describe, expect, it, vi } from 'vitest';
import { Governor } from './governor';

const maxInWindow = (times: number[], windowMs: number) =>
  Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + windowMs).length));

describe('Governor', () => {
  it('keeps any rolling window to the limit and says how long calls wait', async () => {
    const waits: number[] = [];
    const g = new Governor({ limit: 3, windowMs: 300, marginMs: 0, onWait: (ms) => waits.push(ms) });
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const slot = await g.admit('person');
        started.push(Date.now());
        slot.done();
      }),
    );
    expect(maxInWindow(started, 295)).toBeLessThanOrEqual(3);
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
    await new Promise((r) => setTimeout(r, 10));
    const person = g.admit('person').then((s) => (order.push('person'), s.done()));
    await Promise.all([...bg, person]);
    // bg0 was already being admitted (waiting on the window) when the person arrived; bg1 was behind it
    expect(order.indexOf('person')).toBeLessThan(order.indexOf('bg1'));
  });

  it('closes the gate after a 429 or an empty X-RateLimit-Remaining', async () => {
    const g = new Governor({ limit: 100, windowMs: 1000, marginMs: 0, onWait: () => undefined });
    g.observe(0, Date.now() + 200);
    const t0 = Date.now();
    (await g.admit('person')).done();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    g.observe(5, undefined); // budget left: no wait
    const t1 = Date.now();
    (await g.admit('person')).done();
    expect(Date.now() - t1).toBeLessThan(50);
    g.closeFor(150);
    const t2 = Date.now();
    (await g.admit('person')).done();
    expect(Date.now() - t2).toBeGreaterThanOrEqual(140);
  });

  it('keeps the last sixth of the window for the person: background work waits for its share outside the queue', async () => {
    const g = new Governor({ limit: 6, windowMs: 400, marginMs: 0, onWait: () => undefined });
    const started: number[] = [];
    const background = Array.from({ length: 7 }, () =>
      g.admit('background').then((s) => (started.push(Date.now()), s.done())),
    );
    await new Promise((r) => setTimeout(r, 30));
    expect(started).toHaveLength(5); // 6 − ⌈6/6⌉: one call of the window is the person's
    const t0 = Date.now();
    (await g.admit('person')).done();
    expect(Date.now() - t0).toBeLessThan(50); // not behind the two background calls waiting for their share
    await Promise.all(background);
    expect(maxInWindow(started, 395)).toBeLessThanOrEqual(5);
  });

  it("counts background work's share on its own calls: the person's reads do not shrink it", async () => {
    const g = new Governor({ limit: 6, windowMs: 400, marginMs: 0, onWait: () => undefined });
    (await g.admit('person')).done(); // one of the window's six is the person's
    const started: number[] = [];
    const background = Array.from({ length: 5 }, () =>
      g.admit('background').then((s) => (started.push(Date.now()), s.done())),
    );
    await new Promise((r) => setTimeout(r, 30));
    expect(started).toHaveLength(5); // its whole share, beside the person's call
    await Promise.all(background);
  });

  it('closes the gate on an empty X-RateLimit-Remaining only while its own window has room (another client spent it)', async () => {
    const g = new Governor({ limit: 2, windowMs: 200, marginMs: 0, onWait: () => undefined });
    (await g.admit('person')).done();
    (await g.admit('person')).done();
    g.observe(0, Date.now() + 60_000); // our own two calls spent it: the window is waited for, not the API's reset
    const t0 = Date.now();
    (await g.admit('person')).done();
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('tells a wait once, though the timer wakes before the wall clock reaches its end', async () => {
    vi.useFakeTimers();
    try {
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
    } finally {
      vi.useRealTimers();
    }
  });
});
