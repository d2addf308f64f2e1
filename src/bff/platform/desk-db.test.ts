import { copyFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { OutboxStore } from '../features/mail/outbox-store';
import { deskMigrations } from './desk-migrations';
import { type DeskDb, memoryDeskDb, migrate, openDeskDb } from './desk-db';

/**
 * The desk's one database: every migration applies to an empty database, and to the file the last release left
 * (`mail.sqlite`, built below from that release's schema as its stores made it), which is renamed and keeps its rows.
 */

/** The last release's `mail.sqlite`, as its stores made it on start: each its own tables, columns added when missing. */
const lastReleaseSchema = `
CREATE TABLE emails (
  id TEXT PRIMARY KEY, business TEXT NOT NULL, invoice_id TEXT NOT NULL, kind TEXT NOT NULL, to_json TEXT NOT NULL,
  cc_json TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, html TEXT NOT NULL, file_name TEXT NOT NULL,
  reply_to TEXT, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, error TEXT, created_at INTEGER NOT NULL,
  sent_at INTEGER, next_at INTEGER NOT NULL, interrupted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX emails_due ON emails (status, next_at);
CREATE TABLE reminder_settings (business TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE reminder_steps (
  business TEXT NOT NULL, invoice_id TEXT NOT NULL, step INTEGER NOT NULL, state TEXT NOT NULL, email_id TEXT,
  at INTEGER NOT NULL, PRIMARY KEY (business, invoice_id, step)
) WITHOUT ROWID;
CREATE TABLE schedules (
  id TEXT PRIMARY KEY, business TEXT NOT NULL, body TEXT NOT NULL, state TEXT NOT NULL,
  paused_reason TEXT, failures INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
);
CREATE TABLE occurrences (
  schedule_id TEXT NOT NULL, date TEXT NOT NULL, state TEXT NOT NULL, invoice_id TEXT, error TEXT, intent_at INTEGER,
  PRIMARY KEY (schedule_id, date)
) WITHOUT ROWID;
CREATE TABLE invoice_links (
  business TEXT NOT NULL, target_id TEXT NOT NULL, source_id TEXT NOT NULL, relation TEXT NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY (business, target_id)
) WITHOUT ROWID;
CREATE TABLE till_captures (
  business TEXT NOT NULL, key TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  created_at INTEGER NOT NULL, claimed_at INTEGER NOT NULL, claimed_by TEXT NOT NULL, expense_id TEXT,
  PRIMARY KEY (business, key)
) WITHOUT ROWID;
`;
/** The columns added on start in the last release (a file from before issue 43 lacks them). */
const lastReleaseColumns = `
ALTER TABLE emails ADD COLUMN einvoice TEXT;
ALTER TABLE occurrences ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
ALTER TABLE occurrences ADD COLUMN asked INTEGER NOT NULL DEFAULT 0;
`;
const rows = `
INSERT INTO emails (id, business, invoice_id, kind, to_json, cc_json, subject, body, html, file_name, status,
  created_at, next_at) VALUES ('m1', 'b1', 'inv-1', 'invoice', '["a@example.com"]', '[]', 'Invoice 1', 'Hello', '<p>Hello</p>',
  'invoice-1.pdf', 'queued', 1000, 1000);
INSERT INTO reminder_steps VALUES ('b1', 'inv-1', 1, 'sent', 'm1', 2000);
INSERT INTO schedules (id, business, body, state, created_at) VALUES ('s1', 'b1', '{}', 'active', 3000);
INSERT INTO occurrences (schedule_id, date, state, invoice_id) VALUES ('s1', '2026-03-01', 'issued', 'inv-2');
INSERT INTO invoice_links VALUES ('b1', 'inv-3', 'inv-1', 'credited', 4000);
INSERT INTO till_captures VALUES ('b1', 'k1', 'done', 5000, 5000, 'p1', 'exp-1');
`;

const tables = (db: DeskDb) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
const count = (db: DeskDb, table: string) =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

const dirs: { remove(): Promise<void> }[] = [];
const dir = async () => {
  const d = await tempDir('desk-db-');
  dirs.push(d);
  return d.dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => d.remove()));
});

/**
 * A last release's file as a crash leaves it: its newest rows still in the WAL (the connection never closed, never
 * checkpointed), copied with its -wal and -shm files into `into`.
 */
async function lastReleaseFile(into: string, withColumns = true): Promise<void> {
  const made = join(await dir(), 'mail.sqlite');
  const db = new Database(made);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec(lastReleaseSchema + (withColumns ? lastReleaseColumns : ''));
  db.exec(rows);
  for (const suffix of ['', '-wal', '-shm']) copyFileSync(made + suffix, join(into, 'mail.sqlite' + suffix));
  db.close();
}

describe('the desk database', () => {
  it('takes every migration on an empty database, once', () => {
    const db = memoryDeskDb();
    expect(db.pragma('user_version', { simple: true })).toBe(deskMigrations.length);
    expect(tables(db)).toEqual([
      'activity',
      'einvoice_buyer',
      'einvoice_seller',
      'emails',
      'expense_creators',
      'invitations',
      'invoice_entered_lines',
      'invoice_links',
      'memberships',
      'occurrences',
      'people',
      'recovery_codes',
      'reminder_settings',
      'reminder_steps',
      'schedules',
      'sessions',
      'sqlite_sequence',
      'till_captures',
    ]);
    expect(migrate(db)).toBe(0);
  });

  it('names each step for the room that owns its tables', () => {
    for (const m of deskMigrations) expect(m.name).toMatch(/^[a-z -]+: .+\(.+\)$/);
    expect(new Set(deskMigrations.map((m) => m.name)).size).toBe(deskMigrations.length);
  });

  it('makes desk.sqlite (0600, WAL) in a new data folder', async () => {
    const data = await dir();
    const db = openDeskDb(data);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(statSync(join(data, 'desk.sqlite')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(data, 'mail.sqlite'))).toBe(false);
    db.close();
  });

  it.each([
    ['the last release', true],
    ['a release from before the e-invoice column', false],
  ])('renames the mail.sqlite of %s and keeps its rows, the WAL’s included', async (_, withColumns) => {
    const data = await dir();
    await lastReleaseFile(data, withColumns);
    const db = openDeskDb(data);
    for (const suffix of ['', '-wal', '-shm'])
      expect(existsSync(join(data, 'mail.sqlite' + suffix))).toBe(false);
    expect(existsSync(join(data, 'desk.sqlite'))).toBe(true);
    expect(db.pragma('user_version', { simple: true })).toBe(deskMigrations.length);
    expect(
      ['emails', 'reminder_steps', 'schedules', 'occurrences', 'invoice_links', 'till_captures'].map((t) =>
        count(db, t),
      ),
    ).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new OutboxStore(db).get('m1')).toMatchObject({
      subject: 'Invoice 1',
      status: 'queued',
      einvoice: null,
    });
    expect(db.prepare('SELECT attempts, asked FROM occurrences').get()).toEqual({ attempts: 1, asked: 0 });
    expect(count(db, 'people')).toBe(0); // the tables it did not have yet are made
    db.close();
    const again = openDeskDb(data); // a second start: nothing to rename, nothing to migrate
    expect(count(again, 'emails')).toBe(1);
    expect(migrate(again)).toBe(0);
    again.close();
  });

  it('leaves mail.sqlite alone once desk.sqlite exists', async () => {
    const data = await dir();
    openDeskDb(data).close();
    await lastReleaseFile(data);
    const db = openDeskDb(data);
    expect(count(db, 'emails')).toBe(0);
    expect(existsSync(join(data, 'mail.sqlite'))).toBe(true);
    db.close();
  });

  it('refuses a database migrated further than this version knows', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${deskMigrations.length + 1}`);
    expect(() => migrate(db)).toThrow(/knows/);
  });
});
