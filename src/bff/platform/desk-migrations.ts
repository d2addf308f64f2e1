import type Database from 'better-sqlite3';

/**
 * Every table of the desk's durable database (`DESK_DATA/desk.sqlite`), in the order they were made: ONE list, applied
 * in order, each step once (desk-db.ts counts them in `PRAGMA user_version`). A new table or column is a new step at
 * the end — never an edit of one already released. The room named first owns the table through its store; no other
 * code reads or writes it.
 *
 * Up to this list, each store made its own tables on start (`CREATE TABLE IF NOT EXISTS`, a column added when
 * missing): a file of any earlier release (user_version 0, some or all of these tables) therefore takes every step
 * below, and each step is written to leave what it finds in place.
 */
export interface DeskMigration {
  /** `<room>: what it keeps (its tables)`. */
  readonly name: string;
  readonly up: string | ((db: Database.Database) => void);
}

/** Adds the columns a table lacks (a file from before they were added gets them, null or their default in old rows). */
function addColumns(db: Database.Database, table: string, columns: Record<string, string>): void {
  const has = new Set((db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name));
  for (const [name, type] of Object.entries(columns))
    if (!has.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
}

export const deskMigrations: readonly DeskMigration[] = [
  {
    name: 'mail: the outbox, one row per message (emails)',
    up: `
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
    `,
  },
  {
    name: 'mail: the e-invoice format sent with a message (emails.einvoice, issue 43)',
    up: (db) => addColumns(db, 'emails', { einvoice: 'TEXT' }),
  },
  {
    name: 'reminders: settings per business and the ledger of every step (reminder_settings, reminder_steps)',
    up: `
      CREATE TABLE IF NOT EXISTS reminder_settings (business TEXT PRIMARY KEY, json TEXT NOT NULL);
      -- One row per invoice and step, ever: the unique key is what makes a reminder exactly-once.
      CREATE TABLE IF NOT EXISTS reminder_steps (
        business TEXT NOT NULL, invoice_id TEXT NOT NULL, step INTEGER NOT NULL,
        state TEXT NOT NULL, email_id TEXT, at INTEGER NOT NULL,
        PRIMARY KEY (business, invoice_id, step)
      ) WITHOUT ROWID;
    `,
  },
  {
    name: 'recurring: schedules and the occurrence keys (schedules, occurrences)',
    up: `
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
    `,
  },
  {
    name: 'recurring: POSTs claimed for an intent, and occurrences asked for now (occurrences.attempts, .asked)',
    up: (db) =>
      // a row from before counts as sent (looked up first); asked: 1 when the owner asked to issue it now
      addColumns(db, 'occurrences', {
        attempts: 'INTEGER NOT NULL DEFAULT 1',
        asked: 'INTEGER NOT NULL DEFAULT 0',
      }),
  },
  {
    name: 'invoice-links: where an invoice came from, pro forma → invoice → credit note (invoice_links)',
    up: `
      CREATE TABLE IF NOT EXISTS invoice_links (
        business TEXT NOT NULL, target_id TEXT NOT NULL, source_id TEXT NOT NULL,
        relation TEXT NOT NULL, at INTEGER NOT NULL,
        PRIMARY KEY (business, target_id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS invoice_links_source ON invoice_links (business, source_id, relation);
    `,
  },
  {
    name: 'invoice-links: the lines as entered, beside the rounded ones the API keeps (invoice_entered_lines)',
    up: `
      CREATE TABLE IF NOT EXISTS invoice_entered_lines (
        business TEXT NOT NULL, invoice_id TEXT NOT NULL, updated_at INTEGER NOT NULL,
        item_ids TEXT NOT NULL, lines TEXT NOT NULL,
        PRIMARY KEY (business, invoice_id)
      ) WITHOUT ROWID;
    `,
  },
  {
    name: 'einvoice: seller and buyer details kept for e-invoices (einvoice_seller, einvoice_buyer)',
    up: `
      CREATE TABLE IF NOT EXISTS einvoice_seller (business TEXT PRIMARY KEY, details TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS einvoice_buyer (
        business TEXT NOT NULL, buyer_key TEXT NOT NULL, details TEXT NOT NULL, PRIMARY KEY (business, buyer_key)
      ) WITHOUT ROWID;
    `,
  },
  {
    name: 'people: people, their memberships and recovery codes (people, memberships, recovery_codes)',
    up: `
      CREATE TABLE IF NOT EXISTS people (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT,
        password_hash TEXT NOT NULL,
        desk_owner INTEGER NOT NULL DEFAULT 0,
        -- sealed with the vault's key; on once confirmed with a code; the last time step accepted (a code is good once)
        totp_secret TEXT,
        totp_on INTEGER NOT NULL DEFAULT 0,
        totp_last_step INTEGER NOT NULL DEFAULT 0,
        -- the argon2 hash of the DESK_PASSWORD the desk owner's password was last set from: another one resets it
        bootstrap_hash TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX IF NOT EXISTS people_desk_owner ON people (desk_owner) WHERE desk_owner = 1;
      CREATE TABLE IF NOT EXISTS memberships (
        business TEXT NOT NULL, person_id TEXT NOT NULL, role TEXT NOT NULL, created_at INTEGER NOT NULL,
        PRIMARY KEY (business, person_id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS memberships_person ON memberships (person_id);
      CREATE TABLE IF NOT EXISTS recovery_codes (
        person_id TEXT NOT NULL, code_hash TEXT NOT NULL, PRIMARY KEY (person_id, code_hash)
      ) WITHOUT ROWID;
    `,
  },
  {
    name: 'platform auth: signed-in sessions (sessions)',
    up: `
      CREATE TABLE IF NOT EXISTS sessions (
        id TEXT PRIMARY KEY,
        secret_hash TEXT NOT NULL UNIQUE,
        person_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX IF NOT EXISTS sessions_person ON sessions (person_id);
    `,
  },
  {
    name: 'people: invitations (invitations)',
    up: `
      CREATE TABLE IF NOT EXISTS invitations (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        business TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        role TEXT NOT NULL,
        invited_by TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS invitations_business ON invitations (business, used_at, expires_at);
    `,
  },
  {
    name: 'people: the activity log (activity)',
    up: `
      CREATE TABLE IF NOT EXISTS activity (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        business TEXT,
        at INTEGER NOT NULL,
        person_id TEXT,
        email TEXT,
        verb TEXT NOT NULL,
        record_id TEXT,
        label TEXT,
        detail TEXT
      );
      CREATE INDEX IF NOT EXISTS activity_business ON activity (business, id DESC);
    `,
  },
  {
    name: 'people: who made each expense (expense_creators)',
    up: `
      CREATE TABLE IF NOT EXISTS expense_creators (
        business TEXT NOT NULL, expense_id TEXT NOT NULL, person_id TEXT NOT NULL, at INTEGER NOT NULL,
        PRIMARY KEY (business, expense_id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS expense_creators_person ON expense_creators (business, person_id, at DESC);
    `,
  },
  {
    name: 'till: captures from the phone, saved once under their own key (till_captures)',
    up: `
      CREATE TABLE IF NOT EXISTS till_captures (
        business TEXT NOT NULL, key TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
        created_at INTEGER NOT NULL, claimed_at INTEGER NOT NULL, claimed_by TEXT NOT NULL,
        expense_id TEXT,
        PRIMARY KEY (business, key)
      ) WITHOUT ROWID;
    `,
  },
];
