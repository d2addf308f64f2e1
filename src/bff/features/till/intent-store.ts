import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

// In the desk's durable database (beside the outbox): an expense made for a capture is known only here, the API
// keeps no client key.

/**
 * What a request carrying a capture's key may do: `new` send it (its intent is written), `unknown` look for the
 * expense an earlier attempt may have made before sending (that attempt's claim was taken over), `busy` wait (another
 * request is sending it now), `done` answer the expense it made.
 */
export type Claim =
  | { kind: 'new' }
  | { kind: 'unknown'; sinceMs: number }
  | { kind: 'busy' }
  | { kind: 'done'; expenseId: string };

interface Row {
  state: 'pending' | 'done';
  created_at: number;
  claimed_at: number;
  claimed_by: string;
  expense_id: string | null;
}

/**
 * The intents of captures sent from the till, one row per business and client key: the insert that makes the row is
 * the claim of the first POST; any later claim is a conditional update that must change that one row. Times in ms.
 */
export class IntentStore {
  /** This process: a pending claim made by another one died with it (the desk was killed or restarted mid-call). */
  private readonly process = randomUUID();

  constructor(
    private readonly db: Database.Database,
    /** How long a claim of this process is trusted to be at work (the upload, the governor's wait, the API's answer). */
    private readonly pendingMs = 3 * 60_000,
  ) {}

  claim(business: string, key: string, now: number): Claim {
    const made = this.db
      .prepare(
        `INSERT INTO till_captures (business, key, state, created_at, claimed_at, claimed_by)
         VALUES (?, ?, 'pending', ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(business, key, now, now, this.process);
    if (made.changes === 1) return { kind: 'new' };
    const row = this.db
      .prepare(
        'SELECT state, created_at, claimed_at, claimed_by, expense_id FROM till_captures WHERE business = ? AND key = ?',
      )
      .get(business, key) as Row | undefined;
    if (!row) return this.claim(business, key, now); // dropped between the two statements: claim it afresh
    if (row.state === 'done') return { kind: 'done', expenseId: row.expense_id! };
    const abandoned = row.claimed_by !== this.process || row.claimed_at <= now - this.pendingMs;
    if (!abandoned) return { kind: 'busy' };
    const taken = this.db
      .prepare(
        `UPDATE till_captures SET claimed_at = ?, claimed_by = ?
         WHERE business = ? AND key = ? AND state = 'pending' AND claimed_at = ? AND claimed_by = ?`,
      )
      .run(now, this.process, business, key, row.claimed_at, row.claimed_by);
    return taken.changes === 1 ? { kind: 'unknown', sinceMs: row.created_at } : { kind: 'busy' };
  }

  /** The expense the capture made: retries answer it from now on. */
  settle(business: string, key: string, expenseId: string): void {
    this.db
      .prepare(
        `UPDATE till_captures SET state = 'done', expense_id = ? WHERE business = ? AND key = ? AND state = 'pending'`,
      )
      .run(expenseId, business, key);
  }

  /** The API refused it (nothing was made): a retry starts afresh. */
  drop(business: string, key: string): void {
    this.db
      .prepare(`DELETE FROM till_captures WHERE business = ? AND key = ? AND state = 'pending'`)
      .run(business, key);
  }

  /** The call ended without a clear answer: nobody is on it any more, and the next attempt looks before it sends. */
  release(business: string, key: string): void {
    this.db
      .prepare(
        `UPDATE till_captures SET claimed_at = 0 WHERE business = ? AND key = ? AND state = 'pending' AND claimed_by = ?`,
      )
      .run(business, key, this.process);
  }

  /** Expenses already made for captures since `sinceMs`: a lookup never adopts another capture's expense. */
  madeSince(business: string, sinceMs: number): Set<string> {
    const rows = this.db
      .prepare(
        `SELECT expense_id FROM till_captures WHERE business = ? AND state = 'done' AND created_at >= ?`,
      )
      .all(business, sinceMs) as { expense_id: string }[];
    return new Set(rows.map((r) => r.expense_id));
  }
}
