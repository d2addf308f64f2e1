import { emailNotes, type EmailStatus, type EmailSummary } from '../../../contract/email';
import type { DeskDb } from '../../platform/desk-db';
import { fromRow, type Row, type StoredEmail } from './outbox-rows';

export { logEntry, type StoredEmail } from './outbox-rows';

/**
 * The durable outbox (in the desk's database, `DESK_DATA/desk.sqlite`: WAL, 0600, synchronous writes): a message is
 * stored before its send is answered 202, and every step of its sending is a row update, so a SIGKILL at any moment
 * loses nothing that was accepted.
 */
export class OutboxStore {
  /** The same file holds the reminders' settings and ledger (reminder-book.ts): one transaction writes both. */
  constructor(readonly db: DeskDb) {}

  /** Stores a message to send; call inside `db.transaction` to write it with what it stands for (a reminder step). */
  add(
    e: Omit<StoredEmail, 'status' | 'attempts' | 'error' | 'sent_at' | 'einvoice'> &
      Partial<Pick<StoredEmail, 'einvoice'>>,
    nowMs: number,
  ): StoredEmail {
    this.db
      .prepare(
        `INSERT INTO emails (id, business, invoice_id, kind, to_json, cc_json, subject, body, html, file_name, reply_to, einvoice,
           status, created_at, next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?)`,
      )
      .run(
        e.id,
        e.business,
        e.invoice_id,
        e.kind,
        JSON.stringify(e.to),
        JSON.stringify(e.cc),
        e.subject,
        e.body,
        e.html,
        e.file_name,
        e.reply_to,
        e.einvoice ?? null,
        e.created_at,
        nowMs,
      );
    return this.get(e.id)!;
  }

  get(id: string): StoredEmail | undefined {
    const row = this.db.prepare('SELECT * FROM emails WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  /** An invoice's messages, newest first. */
  ofInvoice(business: string, invoice: string): StoredEmail[] {
    return (
      this.db
        .prepare(
          'SELECT * FROM emails WHERE business = ? AND invoice_id = ? ORDER BY created_at DESC, rowid DESC',
        )
        .all(business, invoice) as Row[]
    ).map(fromRow);
  }

  /** One page of the business's log, newest first, and how many there are in all. */
  page(business: string, page: number, size: number): { rows: StoredEmail[]; total: number } {
    const total = this.db
      .prepare('SELECT count(*) FROM emails WHERE business = ?')
      .pluck()
      .get(business) as number;
    const rows = this.db
      .prepare(
        'SELECT * FROM emails WHERE business = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
      )
      .all(business, size, (page - 1) * size) as Row[];
    return { rows: rows.map(fromRow), total };
  }

  /** Per invoice with messages: when it last went out (sent or to the local outbox) and its newest one's status. */
  latest(business: string): EmailSummary {
    const rows = this.db
      .prepare(
        `SELECT invoice_id,
           max(CASE WHEN status IN ('sent', 'outbox') THEN sent_at END) AS sent_at,
           (SELECT status FROM emails n WHERE n.business = e.business AND n.invoice_id = e.invoice_id
             ORDER BY created_at DESC, rowid DESC LIMIT 1) AS status
         FROM emails e WHERE business = ? GROUP BY invoice_id`,
      )
      .all(business) as { invoice_id: string; sent_at: number | null; status: EmailStatus }[];
    return Object.fromEntries(rows.map((r) => [r.invoice_id, { sent_at: r.sent_at, status: r.status }]));
  }

  /** The newest message about an invoice (any kind), when it was made (Unix seconds). */
  lastAbout(business: string, invoice: string): number | undefined {
    return (
      (this.db
        .prepare('SELECT max(created_at) FROM emails WHERE business = ? AND invoice_id = ?')
        .pluck()
        .get(business, invoice) as number | null) ?? undefined
    );
  }

  /** Messages of the business created since `sinceS` (Unix seconds): the daily limit counts them. */
  countSince(business: string, sinceS: number): number {
    return this.db
      .prepare('SELECT count(*) FROM emails WHERE business = ? AND created_at >= ?')
      .pluck()
      .get(business, sinceS) as number;
  }

  /** For each business but those in `busy`, its oldest queued message whose time has come. */
  dueEach(nowMs: number, busy: ReadonlySet<string> = new Set()): StoredEmail[] {
    return (
      this.db
        .prepare(
          // Only the queued rows due (emails_due), never the sent history: the first of each business.
          `SELECT * FROM (
             SELECT *, rowid AS queued_order, row_number() OVER (PARTITION BY business ORDER BY next_at, rowid) AS nth
             FROM emails WHERE status = 'queued' AND next_at <= ? AND business NOT IN (SELECT value FROM json_each(?)))
           WHERE nth = 1 ORDER BY next_at, queued_order`,
        )
        .all(nowMs, JSON.stringify([...busy])) as Row[]
    ).map(fromRow);
  }

  /** The business's oldest queued message whose time has come. */
  dueOf(business: string, nowMs: number): StoredEmail | undefined {
    const row = this.db
      .prepare(
        `SELECT * FROM emails WHERE business = ? AND status = 'queued' AND next_at <= ? ORDER BY next_at, rowid LIMIT 1`,
      )
      .get(business, nowMs) as Row | undefined;
    return row && fromRow(row);
  }

  /** When the next queued message of a business not in `busy` falls due (ms), if any. */
  nextDueAt(busy: ReadonlySet<string> = new Set()): number | undefined {
    return (
      (this.db
        .prepare(
          `SELECT min(next_at) FROM emails WHERE status = 'queued' AND business NOT IN (SELECT value FROM json_each(?))`,
        )
        .pluck()
        .get(JSON.stringify([...busy])) as number | null) ?? undefined
    );
  }

  /**
   * Written just before the SMTP exchange starts: a crash from here on is found as `sending` at the next start. False
   * when the message was not queued any more (another desk on the same data took it): it must not be sent.
   */
  claim(id: string): boolean {
    return (
      this.db
        .prepare(
          `UPDATE emails SET status = 'sending', attempts = attempts + 1 WHERE id = ? AND status = 'queued'`,
        )
        .run(id).changes === 1
    );
  }

  /** Settles a send under way; false when it was not (nothing written). */
  finish(id: string, status: 'sent' | 'outbox', atS: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE emails SET status = ?, sent_at = ?, error = NULL WHERE id = ? AND status = 'sending'`,
        )
        .run(status, atS, id).changes === 1
    );
  }

  /**
   * Queued again for `nextMs`, with the failure's words; false when the message is no longer `from` — the state this
   * try left it in: `queued` before its claim (another desk on the same data may have claimed it since, and its send
   * must not be undone), `sending` after it. A try that ended before its claim (the PDF could not be had) counts as an
   * attempt too: the waits grow with the attempts.
   */
  retryAt(id: string, nextMs: number, error: string, from: 'queued' | 'sending'): boolean {
    return (
      this.db
        .prepare(
          `UPDATE emails SET status = 'queued', next_at = ?, error = ?, attempts = attempts + (status = 'queued')
           WHERE id = ? AND status = ?`,
        )
        .run(nextMs, error, id, from).changes === 1
    );
  }

  /** Failed for good, with the reason (a try before the claim counted); false when it is no longer `from` (above). */
  fail(id: string, error: string, from: 'queued' | 'sending'): boolean {
    return (
      this.db
        .prepare(
          `UPDATE emails SET status = 'failed', error = ?, attempts = attempts + (status = 'queued')
           WHERE id = ? AND status = ?`,
        )
        .run(error, id, from).changes === 1
    );
  }

  /**
   * At start: a message found `sending` was cut mid-way by the end of the last process. It may have gone out, so it
   * is sent again once (the receiver may get it twice — the one unavoidable duplicate); cut a second time, it fails
   * with a note instead of a third copy.
   */
  resumeInterrupted(nowMs: number): void {
    const tx = this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE emails SET status = 'failed', error = ? WHERE status = 'sending' AND interrupted = 1`,
        )
        .run(emailNotes.cut_off_twice);
      this.db
        .prepare(`UPDATE emails SET status = 'queued', interrupted = 1, next_at = ? WHERE status = 'sending'`)
        .run(nowMs);
    });
    tx();
  }

  /** Closes the database it was given (a test's own; the desk's is closed by the platform). */
  close(): void {
    this.db.close();
  }
}
