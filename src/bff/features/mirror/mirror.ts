import type { Statement } from 'better-sqlite3';
import { type Clock, systemClock } from '../../../contract/clock';
import { pageSize } from '../../../contract/common';
import type { Expense } from '../../../contract/expense';
import type { Invoice } from '../../../contract/invoice';
import { paidDateOf, type HeldPayment } from './paid-date';
import { derive, derivedNames, type Kind, type RecordOf } from './rows';
import { type MirrorDb, openMirrorDb } from './mirror-db';
import {
  type KindWalk,
  mirrorStateOf,
  type MirrorState,
  mirrorSummaryOf,
  type MirrorSummary,
  MirrorWalks,
} from './mirror-walks';

export type { Kind, RecordOf } from './rows';
export type { MirrorState, MirrorSummary } from './mirror-walks';

/** An invoice as the API last sent it, with when the mirror first knew it paid (Unix seconds, null while unpaid). */
export interface StoredInvoice {
  invoice: Invoice;
  /** The payment's date as the mirror tells it (paid-date.ts). Back to not_paid: null. */
  paid_seen_at: number | null;
}

export type PutOutcome = 'stored' | 'older' | 'deleted';

const tombstoneDays = 7;

/**
 * The mirror: per business, every invoice and expense the BFF has seen, kept as the API's own JSON in SQLite. Other
 * rooms hold this one object and read it through the `*-query.ts` functions, each `(mirror, business, …)`; what the
 * API says comes in through `MirrorFeed`. An older `updated_at` never overwrites a newer one; a deleted record stays
 * deleted (a tombstone keeps a late list page or webhook from bringing it back). Rows of one business never answer
 * another's question.
 */
export class Mirror {
  readonly walks: MirrorWalks;
  private readonly q: Record<Kind, Record<'get' | 'put' | 'seen' | 'drop' | 'all' | 'one', Statement>>;
  private readonly tomb: Record<'has' | 'add', Statement>;
  private readonly pageLookups = new Map<string, Statement>();

  constructor(
    readonly db: MirrorDb,
    readonly clock: Clock = systemClock,
  ) {
    this.walks = new MirrorWalks(db, clock);
    const put = (kind: Kind) => {
      const cols = [
        'business',
        'id',
        'json',
        'created_at',
        'updated_at',
        'rank',
        'walk_seen',
        ...derivedNames[kind],
        ...(kind === 'invoices' ? ['paid_seen_at', 'paid_estimated'] : []),
      ];
      return db.prepare(
        `INSERT OR REPLACE INTO ${kind} (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`,
      );
    };
    const forKind = (kind: Kind) => ({
      get: db.prepare(
        `SELECT updated_at, rank, walk_seen, ${kind === 'invoices' ? 'status, paid_seen_at, paid_estimated' : 'NULL AS status, NULL AS paid_seen_at, NULL AS paid_estimated'} FROM ${kind} WHERE business = ? AND id = ?`,
      ),
      put: put(kind),
      seen: db.prepare(
        `UPDATE ${kind} SET walk_seen = coalesce(?, walk_seen), rank = ? WHERE business = ? AND id = ?`,
      ),
      drop: db.prepare(`DELETE FROM ${kind} WHERE business = ? AND id = ?`),
      all: db.prepare(
        `SELECT json${kind === 'invoices' ? ', paid_seen_at' : ''} FROM ${kind} WHERE business = ? ORDER BY created_at DESC, rank`,
      ),
      one: db.prepare(
        `SELECT json${kind === 'invoices' ? ', paid_seen_at' : ''} FROM ${kind} WHERE business = ? AND id = ?`,
      ),
    });
    this.q = { invoices: forKind('invoices'), expenses: forKind('expenses') };
    this.tomb = {
      has: db.prepare('SELECT 1 FROM tombstones WHERE business = ? AND kind = ? AND id = ?'),
      add: db.prepare('INSERT OR REPLACE INTO tombstones (business, kind, id, at) VALUES (?, ?, ?, ?)'),
    };
    db.prepare('DELETE FROM tombstones WHERE at < ?').run(this.nowS() - tombstoneDays * 86_400);
  }

  /** Opens (or rebuilds) `dataDir/mirror.sqlite`. */
  static open(dataDir: string, clock?: Clock): Mirror {
    return new Mirror(openMirrorDb(dataDir), clock);
  }

  private nowS(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  close(): void {
    this.db.close();
  }

  // ── reads ──

  /** Every stored invoice of a business, newest first. Do not write to the mirror while iterating. */
  *invoices(business: string): IterableIterator<StoredInvoice> {
    for (const r of this.q.invoices.all.iterate(business) as Iterable<{
      json: string;
      paid_seen_at: number | null;
    }>) {
      yield { invoice: JSON.parse(r.json) as Invoice, paid_seen_at: r.paid_seen_at };
    }
  }

  /** Every stored expense of a business, newest first. Do not write to the mirror while iterating. */
  *expenses(business: string): IterableIterator<Expense> {
    for (const r of this.q.expenses.all.iterate(business) as Iterable<{ json: string }>)
      yield JSON.parse(r.json) as Expense;
  }

  /** The invoice as the mirror holds it; its `updated_at` is the newest version known (a cached PDF is served only for it). */
  invoice(business: string, id: string): Invoice | undefined {
    const r = this.q.invoices.one.get(business, id) as { json: string } | undefined;
    return r && (JSON.parse(r.json) as Invoice);
  }

  expense(business: string, id: string): Expense | undefined {
    const r = this.q.expenses.one.get(business, id) as { json: string } | undefined;
    return r && (JSON.parse(r.json) as Expense);
  }

  /** The stored JSON text of one record, as the API sent it (no re-serialising on the way to the browser). */
  text(business: string, kind: Kind, id: string): string | undefined {
    return (this.q[kind].one.get(business, id) as { json: string } | undefined)?.json;
  }

  /** How many records of a kind the business has in the mirror. */
  count(business: string, kind: Kind): number {
    return this.db.prepare(`SELECT count(*) FROM ${kind} WHERE business = ?`).pluck().get(business) as number;
  }

  /** One of the API's pages, in its own order (newest first): the stored JSON texts and how many there are in all. */
  listPage(business: string, kind: Kind, page: number): { texts: string[]; total: number } {
    const total = (
      this.db.prepare(`SELECT count(*) AS n FROM ${kind} WHERE business = ?`).get(business) as { n: number }
    ).n;
    const rows = this.db
      .prepare(`SELECT json FROM ${kind} WHERE business = ? ORDER BY created_at DESC, rank LIMIT ? OFFSET ?`)
      .all(business, pageSize, (page - 1) * pageSize) as { json: string }[];
    return { texts: rows.map((r) => r.json), total };
  }

  /** The mirror of one business: state, counts, the last complete walk. */
  state(business: string): MirrorState {
    return mirrorStateOf(this.db, business);
  }

  /** The state and the last complete walk, without counting rows. */
  summary(business: string): MirrorSummary {
    return mirrorSummaryOf(this.walks, business);
  }

  // ── writes ──

  /**
   * Stores what the API said a record is now, unless a newer version or its deletion is already known. `live`: a
   * webhook brought it as it happened (a payment is dated by its arrival).
   */
  put<K extends Kind>(
    business: string,
    kind: K,
    record: RecordOf<K>,
    o: { walkId?: number; rank?: number; live?: boolean } = {},
  ): PutOutcome {
    const q = this.q[kind];
    if (this.tomb.has.get(business, kind, record.id)) return 'deleted';
    const walkId = o.walkId ?? this.walks.activeWalk(business, kind);
    const prev = q.get.get(business, record.id) as
      ({ updated_at: number; rank: number; walk_seen: number | null } & HeldPayment) | undefined;
    if (prev && prev.updated_at > record.updated_at) {
      if (walkId !== undefined) q.seen.run(walkId, prev.rank, business, record.id);
      return 'older';
    }
    const row: Record<string, unknown> = {
      business,
      id: record.id,
      json: JSON.stringify(record),
      created_at: record.created_at,
      updated_at: record.updated_at,
      rank: o.rank ?? prev?.rank ?? -Date.now(),
      walk_seen: walkId ?? null,
      ...derive(kind, record),
    };
    if (kind === 'invoices')
      Object.assign(row, paidDateOf(record as Invoice, prev, this.nowS(), o.live === true));
    q.put.run(row);
    return 'stored';
  }

  /** The API said the record is gone: it goes, and stays gone. */
  remove(business: string, kind: Kind, id: string): void {
    this.db.transaction(() => {
      this.q[kind].drop.run(business, id);
      this.tomb.add.run(business, kind, id, this.nowS());
    })();
  }

  /** Disconnect: every row of the business goes (records, tombstones, walks, problems). */
  forget(business: string): void {
    this.db.transaction(() => {
      for (const table of ['invoices', 'expenses', 'tombstones', 'walks', 'problems']) {
        this.db.prepare(`DELETE FROM ${table} WHERE business = ?`).run(business);
      }
    })();
  }

  /**
   * Stores one list page read by a walk (or page 1 by a check) in one transaction. A page mostly repeats what is
   * stored: a record unchanged is only ranked and marked seen (looked up for the whole page at once). `text`: the
   * answer as the API sent it, when its `data` holds exactly `records`; a record whose stored JSON is its text
   * there is unchanged without being written out again.
   */
  putPage<K extends Kind>(
    business: string,
    kind: K,
    records: RecordOf<K>[],
    o: { walkId?: number; page: number; text?: string },
  ): void {
    if (records.length === 0) return;
    const walkId = o.walkId ?? this.walks.activeWalk(business, kind);
    const ids = records.map((r) => r.id);
    const text = o.text ?? '';
    // Where record i's text starts, while the answer is compact JSON laid out as `{"data":[r0,r1,…`; -1 once lost.
    let at = text.startsWith('{"data":[') ? 9 : -1;
    /** Whether record i reads exactly as stored: found as it is in the answer, else written out again. */
    const readsAs = (r: RecordOf<K>, stored: string): boolean => {
      const found = at >= 0 && text.slice(at, at + stored.length) === stored; // compared as memory, unlike startsWith(…, at)
      at = found && text[at + stored.length] === ',' ? at + stored.length + 1 : -1;
      return found || stored === JSON.stringify(r);
    };
    this.db.transaction(() => {
      const known = new Map(
        (
          this.pageLookup(kind, ids.length).all(business, ...ids) as {
            id: string;
            updated_at: number;
            rank: number;
            walk_seen: number | null;
            json: string;
          }[]
        ).map((r) => [r.id, r]),
      );
      records.forEach((r, i) => {
        const rank = (o.page - 1) * pageSize + i;
        const prev = known.get(r.id);
        // The same version can still read differently (an embedded API on a new port gives new share links).
        if (prev?.updated_at !== r.updated_at || !readsAs(r, prev.json)) {
          at = -1;
          return void this.put(business, kind, r, { walkId, rank });
        }
        const seen = walkId === undefined || walkId === prev.walk_seen;
        if (rank !== prev.rank || !seen) this.q[kind].seen.run(walkId ?? null, rank, business, r.id);
      });
    })();
  }

  /** The statement that looks up `count` records of a page at once, prepared once per count. */
  private pageLookup(kind: Kind, count: number): Statement {
    const key = `${kind} ${count}`;
    let q = this.pageLookups.get(key);
    if (!q) {
      const marks = Array.from({ length: count }, () => '?').join(', ');
      q = this.db.prepare(
        `SELECT id, updated_at, rank, walk_seen, json FROM ${kind} WHERE business = ? AND id IN (${marks})`,
      );
      this.pageLookups.set(key, q);
    }
    return q;
  }

  /** The walk state of one kind (for the sync walker). */
  walk(business: string, kind: Kind): KindWalk {
    return this.walks.get(business, kind);
  }
}
