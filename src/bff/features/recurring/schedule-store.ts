import type Database from 'better-sqlite3';
import {
  type Issued,
  type RecurringBody,
  recurringBodySchema,
  type ScheduleState,
} from '../../../contract/recurring';

export type OccurrenceState = 'intent' | 'issued' | 'failed' | 'missed' | 'skipped';
export interface Occurrence {
  schedule_id: string;
  date: string;
  state: OccurrenceState;
  invoice_id: string | null;
  error: string | null;
  /** When it first became an intent: an invoice made for it is looked for from then on. */
  intent_at: number | null;
  /** The POSTs claimed for it so far: none, nothing to look for. */
  attempts: number;
  asked: boolean;
}
export interface StoredSchedule {
  id: string;
  business: string;
  body: RecurringBody;
  state: Exclude<ScheduleState, 'ended'>;
  paused_reason: string | null;
  failures: number;
  created_at: number;
}
type Row = Omit<StoredSchedule, 'body'> & { body: string };
/** A stored body no rule can be read from (written by another version, or by hand) throws: its schedule alone fails. */
function fromRow(r: Row): StoredSchedule {
  const read = recurringBodySchema.safeParse(JSON.parse(r.body));
  if (!read.success) throw new Error(`Its stored rule could not be read (${read.error.issues[0]?.message}).`);
  return { ...r, body: read.data };
}
type OccurrenceRow = Omit<Occurrence, 'asked'> & { asked: number };

/** The recurring schedules and the ledger of their occurrences, in the desk's database (one transaction with a message). */
export class ScheduleStore {
  constructor(readonly db: Database.Database) {}

  /** Runs `write` in one transaction (a schedule with its first occurrence, a change with the occurrences it skips). */
  atomically(write: () => void): void {
    this.db.transaction(write)();
  }

  add(s: Omit<StoredSchedule, 'failures' | 'paused_reason'>): void {
    this.db
      .prepare('INSERT INTO schedules (id, business, body, state, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(s.id, s.business, JSON.stringify(s.body), s.state, s.created_at);
  }

  get(business: string, id: string): StoredSchedule | undefined {
    const row = this.db.prepare('SELECT * FROM schedules WHERE business = ? AND id = ?').get(business, id) as
      Row | undefined;
    return row && fromRow(row);
  }

  list(business: string): StoredSchedule[] {
    return (
      this.db
        .prepare('SELECT * FROM schedules WHERE business = ? ORDER BY created_at, rowid')
        .all(business) as Row[]
    ).map(fromRow);
  }

  /**
   * What the issuer looks at, of every business, in the order they were made: the active schedules, and those with an
   * occurrence the owner asked to issue. Not read further: a schedule that cannot be read fails its own turn only.
   */
  withWork(): { id: string; business: string }[] {
    return this.db
      .prepare(
        `SELECT id, business FROM schedules s WHERE state = 'active' OR EXISTS (
           SELECT 1 FROM occurrences o WHERE o.schedule_id = s.id AND o.state = 'intent' AND o.asked = 1)
         ORDER BY created_at, rowid`,
      )
      .all() as { id: string; business: string }[];
  }

  replace(id: string, body: RecurringBody): void {
    this.db.prepare('UPDATE schedules SET body = ? WHERE id = ?').run(JSON.stringify(body), id);
  }

  setState(id: string, state: StoredSchedule['state'], reason: string | null): void {
    this.db
      .prepare('UPDATE schedules SET state = ?, paused_reason = ?, failures = 0 WHERE id = ?')
      .run(state, reason, id);
  }

  /** Paused by the desk (a refusal, failures, a fault): what the owner asked to issue waits for the owner again. */
  pause(id: string, reason: string): void {
    this.db.transaction(() => {
      this.setState(id, 'paused', reason);
      this.db.prepare('UPDATE occurrences SET asked = 0 WHERE schedule_id = ?').run(id);
    })();
  }

  /** An occurrence issued: the failures in a row start again from none. */
  succeeded(id: string): void {
    this.db.prepare('UPDATE schedules SET failures = 0 WHERE id = ?').run(id);
  }

  /** One more failure in a row (a 429, the API unreachable); returns how many in a row now. */
  failedOnce(id: string): number {
    return this.db
      .prepare('UPDATE schedules SET failures = failures + 1 WHERE id = ? RETURNING failures')
      .pluck()
      .get(id) as number;
  }

  remove(id: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM occurrences WHERE schedule_id = ?').run(id);
      this.db.prepare('DELETE FROM schedules WHERE id = ?').run(id);
    })();
  }

  occurrences(id: string): Occurrence[] {
    return (
      this.db
        .prepare('SELECT * FROM occurrences WHERE schedule_id = ? ORDER BY date DESC')
        .all(id) as OccurrenceRow[]
    ).map((r) => ({ ...r, asked: r.asked === 1 }));
  }

  /**
   * Records an occurrence; false when it was recorded before (the unique key: never twice). An intent is recorded
   * with its first POST claimed (`attempts` 1): only the caller whose insert made the row sends it.
   */
  record(o: Omit<Occurrence, 'attempts' | 'asked'>): boolean {
    return (
      this.db
        .prepare(
          `INSERT INTO occurrences (schedule_id, date, state, invoice_id, error, intent_at, attempts, asked)
           VALUES (?, ?, ?, ?, ?, ?, ?, 0) ON CONFLICT DO NOTHING`,
        )
        .run(o.schedule_id, o.date, o.state, o.invoice_id, o.error, o.intent_at, o.state === 'intent' ? 1 : 0)
        .changes === 1
    );
  }

  /** One more POST for an intent, claimed only if nobody claimed one since `attempts` was read. */
  claim(id: string, date: string, attempts: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE occurrences SET attempts = attempts + 1
           WHERE schedule_id = ? AND date = ? AND state = 'intent' AND attempts = ?`,
        )
        .run(id, date, attempts).changes === 1
    );
  }

  /** An intent's outcome (issued, refused, or still unknown with why); false when it is no intent any more. */
  settle(
    id: string,
    date: string,
    state: 'intent' | 'issued' | 'failed',
    invoiceId: string | null,
    error: string | null,
  ): boolean {
    return (
      this.db
        .prepare(
          `UPDATE occurrences SET state = ?, invoice_id = ?, error = ?
           WHERE schedule_id = ? AND date = ? AND state = 'intent'`,
        )
        .run(state, invoiceId, error, id, date).changes === 1
    );
  }

  /**
   * A missed or refused occurrence the owner asks to issue now: an intent again, asked for (issued even while the
   * schedule is paused). An earlier attempt's start is kept, so its invoice is still looked for.
   */
  reopen(id: string, date: string, atS: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE occurrences SET state = 'intent', error = NULL, asked = 1, intent_at = COALESCE(intent_at, ?)
           WHERE schedule_id = ? AND date = ? AND state IN ('missed', 'failed')`,
        )
        .run(atS, id, date).changes === 1
    );
  }

  /** A missed or refused occurrence the owner skips. */
  skip(id: string, date: string): boolean {
    return (
      this.db
        .prepare(
          `UPDATE occurrences SET state = 'skipped' WHERE schedule_id = ? AND date = ? AND state IN ('missed', 'failed')`,
        )
        .run(id, date).changes === 1
    );
  }

  /** The invoices already issued for a business's schedules: a lookup after a crash never claims one twice. */
  claimedInvoices(business: string): Set<string> {
    return new Set(
      this.db
        .prepare(
          `SELECT o.invoice_id FROM occurrences o JOIN schedules s ON s.id = o.schedule_id
           WHERE s.business = ? AND o.invoice_id IS NOT NULL`,
        )
        .pluck()
        .all(business) as string[],
    );
  }
}

export const issuedOf = (rows: Occurrence[]): Issued[] =>
  rows
    .filter((r) => r.state === 'issued' || r.state === 'failed')
    .map((r) => ({
      date: r.date,
      invoice_id: r.invoice_id,
      status: r.state as Issued['status'],
      error: r.error,
    }));
