import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type DeskMigration, deskMigrations } from './desk-migrations';

/**
 * The desk's durable database: what cannot be rebuilt from the API (messages, reminders' ledger, schedules and their
 * occurrence keys, credit links, entered lines, e-invoice details, people, sessions, invitations, activity, expense
 * creators, the till's captures). One file, one migration list (desk-migrations.ts); each room's store owns its
 * tables, and only stores hold the handle — a routes file never imports it (a lint zone refuses it).
 */
export type DeskDb = Database.Database;

/** `DESK_DATA/desk.sqlite`; until this release the same file was `mail.sqlite`. */
export const deskFileName = 'desk.sqlite';
export const lastReleaseFileName = 'mail.sqlite';

/**
 * A desk of the last release keeps its state in `mail.sqlite`: renamed once to `desk.sqlite`, with its WAL and
 * shared-memory files. They go first and the database itself last, so a crash between two renames leaves the old
 * name in place and the next start finishes the move (a database never meets a WAL that is not its own).
 */
function renameLastRelease(dataDir: string): void {
  const file = join(dataDir, deskFileName);
  const old = join(dataDir, lastReleaseFileName);
  if (existsSync(file) || !existsSync(old)) return;
  for (const suffix of ['-shm', '-wal', ''])
    if (existsSync(old + suffix)) renameSync(old + suffix, file + suffix);
}

/** Applies the steps the database has not taken yet, each in its own transaction with the version it leads to. */
export function migrate(db: DeskDb, migrations: readonly DeskMigration[] = deskMigrations): number {
  const done = db.pragma('user_version', { simple: true }) as number;
  if (done > migrations.length)
    throw new Error(
      `The desk's database has taken ${done} migrations; this version of the desk knows ${migrations.length}.`,
    );
  for (let i = done; i < migrations.length; i++) {
    const step = migrations[i]!;
    db.transaction(() => {
      if (typeof step.up === 'string') db.exec(step.up);
      else step.up(db);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
  return migrations.length - done;
}

/** Opens `DESK_DATA/desk.sqlite` (WAL, 0600, synchronous writes), renamed from a last release's file, migrated. */
export function openDeskDb(dataDir: string): DeskDb {
  mkdirSync(dataDir, { recursive: true });
  renameLastRelease(dataDir);
  const file = join(dataDir, deskFileName);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL'); // an accepted message survives a power cut too
  db.pragma('busy_timeout = 2000');
  migrate(db);
  return db;
}

/** A migrated desk database in memory (a store's own tests). */
export function memoryDeskDb(): DeskDb {
  const db = new Database(':memory:');
  migrate(db);
  return db;
}
