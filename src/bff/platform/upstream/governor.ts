import PQueue from 'p-queue';

export type Priority = 'person' | 'background';
const priorities: Record<Priority, number> = { person: 1, background: 0 };

export interface GovernorOptions {
  limit: number;
  windowMs: number;
  /** Extra wait past the window, because the API counts a call when it receives it, a little after we send it. */
  marginMs: number;
  /** Told whenever a call has to wait for the budget, with how long. */
  onWait: (waitMs: number) => void;
}

/** How far past the wait last told a new wait may end and still be that same wait (a timer's early wake). */
const sameWaitMs = 20;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A call as the window counts it: from its admission, then from its answer; `gone` once expired or re-counted. */
interface Stamp {
  at: number;
  gone: boolean;
  background: boolean;
}

/**
 * Background work never takes more than five sixths of a window's budget (50 of 60), counted on its own calls: the
 * person's calls always have the rest, and background work may use what the person leaves of the window.
 */
const backgroundShare = (limit: number) => Math.max(1, limit - Math.ceil(limit / 6));
/** How often background work waiting for its share looks again (it waits outside the queue, behind nobody). */
const backgroundPollMs = 100;

/**
 * One per business, shared by every tab and background task: at most `limit` calls in any rolling window.
 * p-queue orders the admissions (person-facing before background, then first come); the sliding window spaces them.
 * Background calls (the mirror's walks) use at most their share of a window and wait for it outside the queue, so a
 * person's call never queues behind a background call that is waiting for budget.
 * A call is counted from when its answer arrived (conservative), and a 429 or an empty X-RateLimit-Remaining
 * closes the gate until the API says it reopens.
 */
export class Governor {
  private readonly queue = new PQueue({ concurrency: 1 });
  /** In the order counted, so `at` never decreases along it (the wall clock set back aside): what expired is in front. */
  private readonly stamps: Stamp[] = [];
  /** Where the stamps still counted begin, and how many of them are not gone. */
  private head = 0;
  private live = 0;
  private liveBackground = 0;
  private closedUntil = 0;
  /** The end of the wait last told: a timer may wake a millisecond before `Date.now()` reaches it (timers run on a
   * monotonic clock), and the few milliseconds still to wait are the same wait, not a new one to tell. */
  private toldUntil = 0;

  constructor(private readonly o: GovernorOptions) {}

  /** Resolves when the call may be sent; returns how long it waited and a `done` to call when its answer arrives. */
  async admit(priority: Priority): Promise<{ waitedMs: number; done: () => void }> {
    const start = Date.now();
    // Nobody waiting and the budget free: the call goes now, without a round through the queue.
    if (this.queue.size === 0 && this.queue.pending === 0) {
      const slot =
        priority === 'person'
          ? this.waitFor(this.o.limit) <= 0
            ? this.stamp(false)
            : undefined
          : this.tryBackgroundSlot();
      if (slot) return { waitedMs: 0, done: () => this.answered(slot) };
    }
    for (;;) {
      const slot = await this.queue.add(
        () => (priority === 'person' ? this.takeSlot() : this.tryBackgroundSlot()),
        {
          priority: priorities[priority],
        },
      );
      if (slot) return { waitedMs: Date.now() - start, done: () => this.answered(slot) };
      await sleep(backgroundPollMs);
    }
  }

  /** Counts a call made outside `admit` (the token check before the business was known). */
  charge(): void {
    this.stamp(false);
  }

  /** The API refused (429) or said nothing is left: hold every call until then. */
  closeFor(ms: number): void {
    this.closedUntil = Math.max(this.closedUntil, Date.now() + ms);
  }

  /**
   * Reads X-RateLimit-Remaining: another client sharing the budget may have used it up. Nothing left while this
   * window still has room means that; a full window of our own is already waited for call by call, and closing the
   * gate until the API's reset as well would hold a person's read for most of a minute.
   */
  observe(remaining: number | undefined, resetAtMs: number | undefined): void {
    if (remaining === 0 && this.waitFor(this.o.limit) <= 0)
      this.closeFor((resetAtMs ?? Date.now() + this.o.windowMs) - Date.now() + this.o.marginMs);
  }

  private async takeSlot(): Promise<Stamp> {
    for (;;) {
      const wait = this.waitFor(this.o.limit);
      if (wait <= 0) break;
      const until = Date.now() + wait;
      if (until > this.toldUntil + sameWaitMs) this.o.onWait(wait);
      this.toldUntil = Math.max(this.toldUntil, until);
      await sleep(wait);
    }
    return this.stamp(false);
  }

  /** A slot at once within the window and the background share, or undefined (the caller waits outside the queue). */
  private tryBackgroundSlot(): Stamp | undefined {
    const free = this.waitFor(this.o.limit) <= 0 && this.liveBackground < backgroundShare(this.o.limit);
    return free ? this.stamp(true) : undefined;
  }

  /** How long until a call may go with `limit` calls allowed in the window (0 or less: now). */
  private waitFor(limit: number): number {
    const span = this.o.windowMs + this.o.marginMs;
    const now = Date.now();
    for (; this.head < this.stamps.length; this.head++) {
      const s = this.stamps[this.head]!;
      if (s.gone) continue;
      if (s.at + span > now) break;
      this.forget(s);
    }
    if (this.head > 1000 && this.head * 2 > this.stamps.length) {
      this.stamps.splice(0, this.head);
      this.head = 0;
    }
    // After the loop the first stamp still counted is the oldest.
    const windowWait = this.live >= limit ? this.stamps[this.head]!.at + span - now : 0;
    return Math.max(windowWait, this.closedUntil - now);
  }

  private stamp(background: boolean): Stamp {
    const slot = { at: Date.now(), gone: false, background };
    this.stamps.push(slot);
    this.live++;
    if (background) this.liveBackground++;
    return slot;
  }

  private forget(s: Stamp): void {
    s.gone = true;
    this.live--;
    if (s.background) this.liveBackground--;
  }

  /** The answer arrived: the call counts from now (at the back), unless it already left the window. */
  private answered(slot: Stamp): void {
    if (slot.gone) return;
    this.forget(slot);
    this.stamp(slot.background);
  }
}
