import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Email, EmailKind, EmailStatus, EmailSummary } from '../../contract/email';

const ddl = `
CREATE TABLE IF NOT EXISTS emails (
  id TEXT PRIMARY KEY,
  business TEXT NOT NULL,
  invoice_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  to_json TEXT NOT NULL,
  cc_json TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  html TEXT NOT NULL,
  file_name TEXT NOT NULL,
  reply_to TEXT,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  next_at INTEGER NOT NULL,
  -- a send that was under way when the process ended: sent again once, never a third time
  interrupted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS emails_due ON emails (status, next_at);
CREATE INDEX IF NOT EXISTS emails_log ON emails (business, created_at DESC, id);
CREATE INDEX IF NOT EXISTS emails_invoice ON emails (business, invoice_id, created_at DESC);
`;

/** What is stored of one message: the log's fields and what the worker needs to send it. */
export interface StoredEmail extends Email {
  business: string;
  /** The plain text and its HTML alternative, as they will go out. */
  body: string;
  html: string;
  /** The invoice PDF's name in the message: `<number>.pdf`. */
  file_name: string;
  reply_to: string | null;
}

interface Row {
  id: string;
  business: string;
  invoice_id: string;
  kind: EmailKind;
  to_json: string;
  cc_json: string;
  subject: string;
  body: string;
  html: string;
  file_name: string;
  reply_to: string | null;
  status: EmailStatus;
  attempts: number;
  error: string | null;
  created_at: number;
  sent_at: number | null;
}

const fromRow = (r: Row): StoredEmail => ({
  id: r.id,
  business: r.business,
  invoice_id: r.invoice_id,
  kind: r.kind,
  to: JSON.parse(r.to_json) as string[],
  cc: JSON.parse(r.cc_json) as string[],
  subject: r.subject,
  body: r.body,
  html: r.html,
  file_name: r.file_name,
  reply_to: r.reply_to,
  status: r.status,
  attempts: r.attempts,
  error: r.error,
  created_at: r.created_at,
  sent_at: r.sent_at,
});

/** The log's shape: the stored message without what only the worker reads. */
export const logEntry = ({
  business: _b,
  body: _t,
  html: _h,
  file_name: _f,
  reply_to: _r,
  ...email
}: StoredEmail): Email => email;

/**
 * The durable outbox (`DESK_DATA/mail.sqlite`, WAL, 0600): a message is stored before its send is answered 202, and
 * every step of its sending is a row update, so a SIGKILL at any moment loses nothing that was accepted.
 */
export class OutboxStore {
  /** The same file holds the reminders' settings and ledger (reminder-book.ts): one transaction writes both. */
  readonly db: Database.Database;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'mail.sqlite');
    if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL'); // an accepted message survives a power cut too
    this.db.pragma('busy_timeout = 2000');
    this.db.exec(ddl);
  }

  /** Stores a message to send; call inside `db.transaction` to write it with what it stands for (a reminder step). */
  add(e: Omit<StoredEmail, 'status' | 'attempts' | 'error' | 'sent_at'>, nowMs: number): StoredEmail {
    this.db
      .prepare(
        `INSERT INTO emails (id, business, invoice_id, kind, to_json, cc_json, subject, body, html, file_name, reply_to, status,
           created_at, next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?)`,
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

  /** For each business, its oldest queued message whose time has come. */
  dueEach(nowMs: number): StoredEmail[] {
    return (
      this.db
        .prepare(
          `SELECT * FROM emails e WHERE rowid = (
             SELECT rowid FROM emails f WHERE f.business = e.business AND f.status = 'queued' AND f.next_at <= ?
             ORDER BY f.next_at, f.rowid LIMIT 1)
           ORDER BY next_at, rowid`,
        )
        .all(nowMs) as Row[]
    ).map(fromRow);
  }

  /** When the next queued message falls due (ms), if any. */
  nextDueAt(): number | undefined {
    return (
      (this.db.prepare(`SELECT min(next_at) FROM emails WHERE status = 'queued'`).pluck().get() as
        number | null) ?? undefined
    );
  }

  /** Written before the SMTP exchange starts: a crash from here on is found as `sending` at the next start. */
  claim(id: string): void {
    this.db
      .prepare(
        `UPDATE emails SET status = 'sending', attempts = attempts + 1 WHERE id = ? AND status = 'queued'`,
      )
      .run(id);
  }

  finish(id: string, status: 'sent' | 'outbox', atS: number): void {
    this.db
      .prepare('UPDATE emails SET status = ?, sent_at = ?, error = NULL WHERE id = ?')
      .run(status, atS, id);
  }

  retryAt(id: string, nextMs: number, error: string): void {
    this.db
      .prepare(`UPDATE emails SET status = 'queued', next_at = ?, error = ? WHERE id = ?`)
      .run(nextMs, error, id);
  }

  fail(id: string, error: string): void {
    this.db.prepare(`UPDATE emails SET status = 'failed', error = ? WHERE id = ?`).run(error, id);
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
        .run('Sending was cut off twice; it may have gone out, so it is not sent a third time.');
      this.db
        .prepare(`UPDATE emails SET status = 'queued', interrupted = 1, next_at = ? WHERE status = 'sending'`)
        .run(nowMs);
    });
    tx();
  }

  close(): void {
    this.db.close();
  }
}
