import { BffHttpError } from '../../platform/errors';
import type { JsonAnswer } from '../../platform/json-answer';
import type { MirrorFeed } from './mirror-feed';
import type { Kind } from './rows';

/** Reads a list page from the API itself (never the mirror), at background priority. */
export type PageReader = (business: string, path: string) => Promise<JsonAnswer>;

export interface SyncOptions {
  /** false: no call of its own at all (the mirror learns only from answers and webhooks). */
  sync: boolean;
  /** A full walk of each kind at most this often: without webhooks (quiet) and with them (live). */
  walkEveryMs: { quiet: number; live: number };
  /** The first wait after an incomplete walk or a failure; doubled each time up to a minute. */
  retryMs: number;
}

const kinds: Kind[] = ['invoices', 'expenses'];
const maxRetryMs = 60_000;
/** Page 1's total disagreeing with what is stored asks for a walk, but not sooner than this after the last. */
const mismatchWalkGapMs = 10 * 60_000;

/**
 * Keeps each connected business's mirror filled and reconciled with the API, webhooks or not: a full walk of
 * `GET /{kind}?page=N` when the mirror has none (or a walk was under way at the last stop: it resumes), page 1
 * often (records made elsewhere appear there first, newest first), a full walk rarely, and one at once when the
 * person asks. A walk that found the pages shifted is repeated; a revoked token stops everything until reconnect.
 */
export class MirrorSync {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly walkWanted = new Set<string>();
  /** Page 1 is read at once after a (re)start or a connect, whatever the last check: changes may have been missed. */
  private readonly checkWanted = new Set<string>();
  private readonly lastWalkAt = new Map<string, number>();
  private readonly retries = new Map<string, number>();
  private readonly active = new Set<string>();

  constructor(
    private readonly feed: MirrorFeed,
    private readonly read: PageReader,
    private readonly o: SyncOptions,
  ) {}

  /** A business was connected (or the BFF started with it): keep its mirror from now on. */
  connected(business: string): void {
    this.feed.connected(business);
    if (!this.o.sync) return;
    this.active.add(business);
    this.checkWanted.add(business);
    this.schedule(business, 0);
  }

  /** Disconnected: stop, and every row of the business goes. */
  disconnected(business: string): void {
    this.active.delete(business);
    clearTimeout(this.timers.get(business));
    this.timers.delete(business);
    this.feed.disconnected(business);
  }

  /** The person asked: walk both kinds now. */
  refresh(business: string): void {
    if (!this.active.has(business)) return;
    this.walkWanted.add(business);
    this.retries.delete(business);
    if (!this.running.has(business)) this.schedule(business, 0);
  }

  /** Resolves once the work under way has stopped (tests, shutdown). */
  async close(): Promise<void> {
    for (const b of [...this.active]) {
      this.active.delete(b);
      clearTimeout(this.timers.get(b));
    }
    await Promise.allSettled([...this.running.values()]);
  }

  private schedule(business: string, delayMs: number): void {
    clearTimeout(this.timers.get(business));
    const timer = setTimeout(() => this.run(business), delayMs);
    timer.unref();
    this.timers.set(business, timer);
  }

  private run(business: string): void {
    if (!this.active.has(business) || this.running.has(business)) return;
    const work = this.step(business)
      .then((nextMs) => {
        this.retries.delete(business);
        return nextMs;
      })
      .catch((e: unknown) => this.afterFailure(business, e))
      .then((nextMs) => {
        this.running.delete(business);
        if (nextMs !== undefined && this.active.has(business))
          this.schedule(business, this.walkWanted.has(business) ? 0 : nextMs);
      });
    this.running.set(business, work);
  }

  /** One round: walks that are due, else page-1 checks that are due. Returns when to come back. */
  private async step(business: string): Promise<number> {
    const wanted = this.walkWanted.delete(business);
    const checkNow = this.checkWanted.delete(business);
    const checkMs = this.feed.checkEveryMs(business);
    const walkEvery = this.feed.isLive(business) ? this.o.walkEveryMs.live : this.o.walkEveryMs.quiet;
    let again = checkMs;
    for (const kind of kinds) {
      if (!this.active.has(business)) return again;
      const w = this.feed.mirror.walk(business, kind);
      const now = Date.now();
      const walkDue =
        wanted || w.walk_page !== null || w.synced_at === null || now - w.synced_at * 1000 >= walkEvery;
      if (!walkDue && (checkNow || w.checked_at === null || now - w.checked_at * 1000 >= checkMs - 1000)) {
        await this.read(business, `/${kind}?page=1`); // the answer is learned on its way: rows, total, checked_at
      }
      if (walkDue || this.mismatch(business, kind)) {
        if (!(await this.walk(business, kind))) again = this.nextRetry(business);
      }
    }
    return again;
  }

  /** Page 1's total differs from what is stored (a deletion elsewhere shows only so), and no walk ran lately. */
  private mismatch(business: string, kind: Kind): boolean {
    const { total, stored } = this.feed.mirror.state(business)[kind];
    const last = this.lastWalkAt.get(`${business} ${kind}`) ?? 0;
    return total !== null && total !== stored && Date.now() - last >= mismatchWalkGapMs;
  }

  /** Walks every page of one kind (resuming one under way); true when it was complete. */
  private async walk(business: string, kind: Kind): Promise<boolean> {
    this.lastWalkAt.set(`${business} ${kind}`, Date.now());
    const book = this.feed.mirror.walks;
    const under = book.activeWalk(business, kind);
    const walkId = under ?? book.begin(business, kind);
    let page = book.get(business, kind).walk_page ?? 1;
    for (;;) {
      if (!this.active.has(business)) return false;
      const answer = await this.read(business, `/${kind}?page=${page}`);
      const body = answer.body as {
        data?: unknown[];
        meta?: { total?: unknown; last_page?: unknown };
      } | null;
      const total = body?.meta?.total;
      if (typeof total !== 'number' || !Array.isArray(body?.data)) {
        throw new BffHttpError(502, 'upstream_error', `The API answered GET /${kind} without a list.`);
      }
      book.advance(business, kind, walkId, page, total);
      const last = typeof body.meta?.last_page === 'number' ? body.meta.last_page : 1;
      if (page >= last || body.data.length === 0) break;
      page++;
    }
    return book.finish(business, kind, walkId);
  }

  private nextRetry(business: string): number {
    const n = this.retries.get(business) ?? 0;
    this.retries.set(business, n + 1);
    return Math.min(maxRetryMs, this.o.retryMs * 2 ** n);
  }

  /** A revoked token stops the work until the business is connected again; anything else is tried again later. */
  private afterFailure(business: string, e: unknown): number | undefined {
    if (e instanceof BffHttpError && e.code === 'token_invalid') return undefined;
    if (e instanceof BffHttpError && e.code === 'not_found') return undefined; // disconnected meanwhile
    if (!(e instanceof BffHttpError) && this.active.has(business))
      console.warn(`mirror sync for ${business}:`, e);
    return this.nextRetry(business);
  }
}
