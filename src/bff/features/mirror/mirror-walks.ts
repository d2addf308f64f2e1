import { type Clock, systemClock } from '../../../contract/clock';
import type { MirrorDb } from './mirror-db';
import type { Kind } from './rows';

export interface KindWalk {
  /** The API's `meta.total` from the latest page read, null before the first. */
  total: number | null;
  /** Unix seconds of the last complete walk. */
  synced_at: number | null;
  /** Unix seconds of the last page read (walk or check). */
  checked_at: number | null;
  walk_id: number;
  /** The next page of the walk under way; null when none is. */
  walk_page: number | null;
  walk_total: number | null;
  /** 1 while every page of the walk under way reported the same total. */
  walk_steady: number;
  /** Unix seconds (the injected clock) of the first complete walk: where the mirror's own evidence begins. */
  evidence_at: number | null;
}

export interface MirrorCounts {
  stored: number;
  total: number | null;
}

export interface MirrorState {
  state: 'empty' | 'syncing' | 'ready' | 'error';
  /** Why `error`: `token_invalid`, or `unreachable: …`; null otherwise. */
  reason: string | null;
  invoices: MirrorCounts;
  expenses: MirrorCounts;
  /** Unix seconds of the older of the two kinds' last complete walks; null until both had one. */
  synced_at: number | null;
}

// Walk timings are weighed against real timers (mirror-sync.ts): the wall clock. The evidence start is a calendar date set
// beside payments' dates: the injected clock.
const nowS = () => Math.floor(Date.now() / 1000);
const blank: KindWalk = {
  total: null,
  synced_at: null,
  checked_at: null,
  walk_id: 0,
  walk_page: null,
  walk_total: null,
  walk_steady: 1,
  evidence_at: null,
};

/**
 * The bookkeeping of walks, kept in the mirror's file so a restart resumes a walk where it stopped.
 * A walk only deletes rows when it is complete: every page reported the same total, and the distinct records it
 * saw (or that fresh answers proved during it) number exactly that total.
 */
export class MirrorWalks {
  constructor(
    private readonly db: MirrorDb,
    private readonly clock: Clock = systemClock,
  ) {}

  get(business: string, kind: Kind): KindWalk {
    const row = this.db.prepare('SELECT * FROM walks WHERE business = ? AND kind = ?').get(business, kind) as
      KindWalk | undefined;
    return row ?? { ...blank };
  }

  /** The id of the walk under way, if one is. */
  activeWalk(business: string, kind: Kind): number | undefined {
    const w = this.get(business, kind);
    return w.walk_page === null ? undefined : w.walk_id;
  }

  begin(business: string, kind: Kind): number {
    const w = this.get(business, kind);
    const id = w.walk_id + 1;
    this.save(business, kind, { ...w, walk_id: id, walk_page: 1, walk_total: null, walk_steady: 1 });
    return id;
  }

  /** A page of the walk was stored: the next page, and whether the total held. */
  advance(business: string, kind: Kind, walkId: number, page: number, total: number): void {
    const w = this.get(business, kind);
    if (w.walk_id !== walkId) return;
    const steady = w.walk_steady === 1 && (w.walk_total === null || w.walk_total === total);
    this.save(business, kind, {
      ...w,
      total,
      checked_at: nowS(),
      walk_page: page + 1,
      walk_total: total,
      walk_steady: steady ? 1 : 0,
    });
  }

  /** A record created or deleted through the BFF or a webhook: the API's total moved with it. */
  adjustTotal(business: string, kind: Kind, delta: number): void {
    const w = this.get(business, kind);
    if (w.total !== null) this.save(business, kind, { ...w, total: Math.max(0, w.total + delta) });
  }

  /** A page read outside a walk (page 1 checks, the person's own list reads). */
  observed(business: string, kind: Kind, total: number): void {
    this.save(business, kind, { ...this.get(business, kind), total, checked_at: nowS() });
  }

  /**
   * The walk reached its last page. Complete → rows it did not see are gone upstream and are deleted, and the
   * mirror is synced. Not complete (pages shifted) → nothing is deleted and the caller walks again.
   */
  finish(business: string, kind: Kind, walkId: number): boolean {
    return this.db.transaction(() => {
      const w = this.get(business, kind);
      if (w.walk_id !== walkId) return false;
      const seen = (
        this.db
          .prepare(`SELECT count(*) AS n FROM ${kind} WHERE business = ? AND walk_seen = ?`)
          .get(business, walkId) as { n: number }
      ).n;
      const complete = w.walk_steady === 1 && w.walk_total !== null && seen === w.walk_total;
      if (complete)
        this.db
          .prepare(`DELETE FROM ${kind} WHERE business = ? AND (walk_seen IS NULL OR walk_seen <> ?)`)
          .run(business, walkId);
      const evidence_at = w.evidence_at ?? (complete ? Math.floor(this.clock.now().getTime() / 1000) : null);
      this.save(business, kind, {
        ...w,
        walk_page: null,
        synced_at: complete ? nowS() : w.synced_at,
        evidence_at,
      });
      return complete;
    })();
  }

  /** Stops the walk under way without deleting anything (token revoked, API gone). */
  abandon(business: string, kind: Kind): void {
    const w = this.get(business, kind);
    if (w.walk_page !== null) this.save(business, kind, { ...w, walk_page: null });
  }

  /** Why the business's mirror is in error (`token_invalid`, `unreachable: …`), or null. */
  problemOf(business: string): string | null {
    const row = this.db.prepare('SELECT reason FROM problems WHERE business = ?').get(business) as
      { reason: string } | undefined;
    return row?.reason ?? null;
  }

  problem(business: string, reason: string | null): void {
    if (reason === null) this.db.prepare('DELETE FROM problems WHERE business = ?').run(business);
    else
      this.db
        .prepare('INSERT OR REPLACE INTO problems (business, reason, at) VALUES (?, ?, ?)')
        .run(business, reason, nowS());
  }

  private save(business: string, kind: Kind, w: KindWalk): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO walks (business, kind, total, synced_at, checked_at, walk_id, walk_page, walk_total, walk_steady,
           evidence_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        business,
        kind,
        w.total,
        w.synced_at,
        w.checked_at,
        w.walk_id,
        w.walk_page,
        w.walk_total,
        w.walk_steady,
        w.evidence_at,
      );
  }
}

export type MirrorSummary = Pick<MirrorState, 'state' | 'reason' | 'synced_at'>;

/** The state of one business's mirror without counting its rows (beside every search answer). */
export function mirrorSummaryOf(book: MirrorWalks, business: string): MirrorSummary {
  const inv = book.get(business, 'invoices');
  const exp = book.get(business, 'expenses');
  const reason = book.problemOf(business);
  const synced = inv.synced_at !== null && exp.synced_at !== null;
  const walking = inv.walk_page !== null || exp.walk_page !== null;
  const started = inv.synced_at !== null || exp.synced_at !== null;
  const state =
    reason !== null ? 'error' : walking || (!synced && started) ? 'syncing' : synced ? 'ready' : 'empty';
  return { state, reason, synced_at: synced ? Math.min(inv.synced_at!, exp.synced_at!) : null };
}

/** The mirror of one business as GET …/mirror tells it. */
export function mirrorStateOf(db: MirrorDb, business: string): MirrorState {
  const book = new MirrorWalks(db);
  const counts = (kind: Kind): MirrorCounts => ({
    stored: db.prepare(`SELECT count(*) FROM ${kind} WHERE business = ?`).pluck().get(business) as number,
    total: book.get(business, kind).total,
  });
  const { state, reason, synced_at } = mirrorSummaryOf(book, business);
  return { state, reason, invoices: counts('invoices'), expenses: counts('expenses'), synced_at };
}
