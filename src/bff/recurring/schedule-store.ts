import type Database from 'better-sqlite3';
import type { Issued, RecurringBody, ScheduleState } from '../../contract/recurring';

const ddl = `
CREATE TABLE IF NOT EXISTS schedules (
  id TEXT PRIMARY KEY, business TEXT NOT NULL, body TEXT NOT NULL, state TEXT NOT NULL,
  paused_reason TEXT, failures INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS schedules_business ON schedules (business, created_at);
-- One row per schedule and occurrence date, ever: written as an intent before POST /invoices, in its own
-- transaction, so a crash can never issue the same occurrence twice without the next start knowing to look first.
CREATE TABLE IF NOT EXISTS occurrences (
  schedule_id TEXT NOT NULL, date TEXT NOT NULL,
  state TEXT NOT NULL, -- intent | issued | failed | missed | skipped
  invoice_id TEXT, error TEXT, intent_at INTEGER,
  PRIMARY KEY (schedule_id, date)
) WITHOUT ROWID;
`;

export type OccurrenceState = 'intent' | 'issued' | 'failed' | 'missed' | 'skipped';
export interface Occurrence {
  schedule_id: string;
  date: string;
  state: OccurrenceState;
  invoice_id: string | null;
  error: string | null;
  intent_at: number | null;
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
const fromRow = (r: Row): StoredSchedule => ({ ...r, body: JSON.parse(r.body) as RecurringBody });

/** The recurring schedules and the ledger of their occurrences, in the desk's mail database (one transaction with a message). */
export class ScheduleStore {
  constructor(readonly db: Database.Database) {
    db.exec(ddl);
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
        .prepare('SELECT * FROM schedules WHERE business = ? ORDER BY created_at, id')
        .all(business) as Row[]
    ).map(fromRow);
  }

  /** Every active schedule, of every business: what the issuer looks at. */
  active(): StoredSchedule[] {
    return (
      this.db.prepare(`SELECT * FROM schedules WHERE state = 'active' ORDER BY created_at, id`).all() as Row[]
    ).map(fromRow);
  }

  replace(id: string, body: RecurringBody): void {
    this.db.prepare('UPDATE schedules SET body = ? WHERE id = ?').run(JSON.stringify(body), id);
  }

  setState(id: string, state: StoredSchedule['state'], reason: string | null): void {
    this.db
      .prepare('UPDATE schedules SET state = ?, paused_reason = ?, failures = 0 WHERE id = ?')
      .run(state, reason, id);
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
    return this.db
      .prepare('SELECT * FROM occurrences WHERE schedule_id = ? ORDER BY date DESC')
      .all(id) as Occurrence[];
  }

  /** Records an occurrence; false when it was recorded before (the unique key: never twice). */
  record(o: Occurrence): boolean {
    return (
      this.db
        .prepare(
          `INSERT INTO occurrences (schedule_id, date, state, invoice_id, error, intent_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT DO NOTHING`,
        )
        .run(o.schedule_id, o.date, o.state, o.invoice_id, o.error, o.intent_at).changes === 1
    );
  }

  settle(
    id: string,
    date: string,
    state: OccurrenceState,
    invoiceId: string | null,
    error: string | null,
  ): void {
    this.db
      .prepare(
        'UPDATE occurrences SET state = ?, invoice_id = ?, error = ? WHERE schedule_id = ? AND date = ?',
      )
      .run(state, invoiceId, error, id, date);
  }

  /** A missed or refused occurrence the owner asks to issue now: it becomes an intent again. */
  reopen(id: string, date: string, atS: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE occurrences SET state = 'intent', error = NULL, intent_at = ?
           WHERE schedule_id = ? AND date = ? AND state IN ('missed', 'failed')`,
        )
        .run(atS, id, date).changes === 1
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
