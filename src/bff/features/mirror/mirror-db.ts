import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { paidDay } from '../../../contract/paid-basis';

export type MirrorDb = Database.Database;

/**
 * One row per stored record and business; `json` is the object exactly as the API sent it, the other columns are
 * derived from it for search, filters and sort. `walk_seen` is the id of the last walk (or fresh answer during a
 * walk) that proved the record exists; `rank` keeps the API's newest-first order between records of one second.
 * `signed_cents` is the total as every sum counts it (contract/owed.ts `signedAmount`: a credit note negative).
 * `paid_seen_at`/`paid_estimated` date a payment (paid-date.ts); a walk row's `evidence_at` is when the kind's first
 * complete walk ended: from then on the mirror sees payments happen, before it only estimates them.
 */
const ddl = `
CREATE TABLE IF NOT EXISTS invoices (
  business TEXT NOT NULL, id TEXT NOT NULL, json TEXT NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, rank REAL NOT NULL, walk_seen INTEGER,
  invoice_date TEXT NOT NULL, pay_until_date TEXT, status TEXT NOT NULL, currency TEXT NOT NULL,
  type TEXT NOT NULL, series TEXT NOT NULL, series_key TEXT NOT NULL, number_key TEXT NOT NULL, number_int INTEGER NOT NULL,
  total_cents INTEGER NOT NULL, subtotal_cents INTEGER NOT NULL, buyer_sort TEXT NOT NULL, haystack TEXT NOT NULL,
  signed_cents INTEGER NOT NULL, vat_parts TEXT NOT NULL DEFAULT '[]',
  buyer_key TEXT NOT NULL, buyer_ids TEXT NOT NULL, paid_seen_at INTEGER, paid_estimated INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS invoices_newest ON invoices (business, created_at DESC, rank);
-- Search, filters and sort read this narrow copy of the columns (covering), never the rows' JSON.
CREATE INDEX IF NOT EXISTS invoices_search ON invoices (business, created_at DESC, rank, invoice_date, pay_until_date,
  status, currency, type, series_key, number_key, number_int, total_cents, subtotal_cents, buyer_sort, haystack);
-- The overview's sums read this one (covering): what is owed, issued and paid, per currency and month.
CREATE INDEX IF NOT EXISTS invoices_figures ON invoices (business, status, type, currency, invoice_date, pay_until_date,
  total_cents, signed_cents, paid_seen_at, paid_estimated);
-- Buyers' accounts (contract/buyer-key.ts) read this one (covering): per buyer and currency, and a buyer's invoices.
CREATE INDEX IF NOT EXISTS invoices_buyers ON invoices (business, buyer_key, currency, type, status, invoice_date,
  pay_until_date, total_cents, signed_cents, created_at, buyer_sort);
-- The VAT report's rows: each invoice's figures per VAT rate (its vat_parts, contract/vat-report.ts vatPartsText), one
-- row a rate, kept by the triggers below whatever writes the invoice (an INSERT OR REPLACE fires no delete trigger, so
-- the insert trigger clears the invoice's old rows first). The report sums them as integers over the covering index.
CREATE TABLE IF NOT EXISTS invoice_vat (
  business TEXT NOT NULL, id TEXT NOT NULL, part INTEGER NOT NULL,
  month TEXT NOT NULL, invoice_date TEXT NOT NULL, type TEXT NOT NULL, currency TEXT NOT NULL,
  rate REAL, net_cents INTEGER NOT NULL, vat_cents INTEGER NOT NULL,
  PRIMARY KEY (business, id, part)
) WITHOUT ROWID;
-- In the order the report groups (month, currency, rate): SQLite sums as it reads, no sort.
CREATE INDEX IF NOT EXISTS invoice_vat_report ON invoice_vat (business, month, currency, rate, type, invoice_date,
  net_cents, vat_cents);
CREATE TRIGGER IF NOT EXISTS invoice_vat_insert AFTER INSERT ON invoices BEGIN
  DELETE FROM invoice_vat WHERE business = NEW.business AND id = NEW.id;
  INSERT INTO invoice_vat (business, id, part, month, invoice_date, type, currency, rate, net_cents, vat_cents)
    SELECT NEW.business, NEW.id, p.key, substr(NEW.invoice_date, 1, 7), NEW.invoice_date, NEW.type, NEW.currency,
      p.value ->> 0, p.value ->> 1, p.value ->> 2 FROM json_each(NEW.vat_parts) AS p;
END;
CREATE TRIGGER IF NOT EXISTS invoice_vat_update AFTER UPDATE OF vat_parts, invoice_date, type, currency ON invoices BEGIN
  DELETE FROM invoice_vat WHERE business = OLD.business AND id = OLD.id;
  INSERT INTO invoice_vat (business, id, part, month, invoice_date, type, currency, rate, net_cents, vat_cents)
    SELECT NEW.business, NEW.id, p.key, substr(NEW.invoice_date, 1, 7), NEW.invoice_date, NEW.type, NEW.currency,
      p.value ->> 0, p.value ->> 1, p.value ->> 2 FROM json_each(NEW.vat_parts) AS p;
END;
CREATE TRIGGER IF NOT EXISTS invoice_vat_delete AFTER DELETE ON invoices BEGIN
  DELETE FROM invoice_vat WHERE business = OLD.business AND id = OLD.id;
END;
CREATE TABLE IF NOT EXISTS expenses (
  business TEXT NOT NULL, id TEXT NOT NULL, json TEXT NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, rank REAL NOT NULL, walk_seen INTEGER,
  date TEXT, currency TEXT NOT NULL, total_cents INTEGER NOT NULL, seller_sort TEXT NOT NULL, haystack TEXT NOT NULL,
  PRIMARY KEY (business, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS expenses_newest ON expenses (business, created_at DESC, rank);
CREATE INDEX IF NOT EXISTS expenses_search ON expenses (business, created_at DESC, rank, date, currency, total_cents,
  seller_sort, haystack);
CREATE TABLE IF NOT EXISTS tombstones (
  business TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY (business, kind, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS walks (
  business TEXT NOT NULL, kind TEXT NOT NULL,
  total INTEGER, synced_at INTEGER, checked_at INTEGER,
  walk_id INTEGER NOT NULL DEFAULT 0, walk_page INTEGER, walk_total INTEGER, walk_steady INTEGER NOT NULL DEFAULT 1,
  evidence_at INTEGER,
  PRIMARY KEY (business, kind)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS problems (
  business TEXT PRIMARY KEY, reason TEXT NOT NULL, at INTEGER NOT NULL
) WITHOUT ROWID;
`;

const schemaVersion = 5;

function openChecked(file: string): MirrorDb {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 2000');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
    // A file of another schema version is rebuilt: the mirror is a cache, the API has everything.
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== 0 && version !== schemaVersion) throw new Error(`schema version ${version}`);
    db.exec(ddl);
    db.pragma(`user_version = ${schemaVersion}`);
    // A payment's day in a business's own zone (contract/paid-basis.ts): SQLite knows no zone but UTC and the process's.
    db.function('paid_day', { deterministic: true }, (at, invoiceDate, zone) =>
      paidDay(Number(at), String(invoiceDate), String(zone)),
    );
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

/** The owner alone may read it: it holds every invoice's buyer and amounts. */
function privateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/**
 * Opens `dataDir/mirror.sqlite` (WAL, mode 0600). A file SQLite cannot read, or one that fails its check, is moved
 * aside as `mirror.sqlite.corrupt-<ms>` and a new, empty mirror is made: it refills from the API.
 */
export function openMirrorDb(dataDir: string, log: (message: string) => void = console.warn): MirrorDb {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'mirror.sqlite');
  privateFile(file);
  try {
    return openChecked(file);
  } catch (e) {
    const aside = `${file}.corrupt-${Date.now()}`;
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    log(
      `The record mirror could not be read (${(e as Error).message}); moved it to ${aside} and starting a new one.`,
    );
    privateFile(file);
    return openChecked(file);
  }
}
