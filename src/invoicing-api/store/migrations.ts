/**
 * The schema, as an append-only list: entry i brings a database from user_version i to i + 1.
 * Money columns are decimal strings (TEXT); JSON columns keep their amounts as decimal strings too.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE businesses (
    id TEXT PRIMARY KEY,
    business_title TEXT NOT NULL,
    business_type TEXT NOT NULL,
    address TEXT, vat_code TEXT,
    company_name TEXT, company_code TEXT,
    individual_activity_id TEXT, first_name TEXT, last_name TEXT,
    api_enabled INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE tokens (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL REFERENCES businesses(id),
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_business ON tokens(business_id);
  CREATE TABLE invoices (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL REFERENCES businesses(id),
    seq INTEGER NOT NULL,
    series TEXT NOT NULL,
    number INTEGER NOT NULL,
    share_token TEXT NOT NULL UNIQUE,
    rev INTEGER NOT NULL,
    pdf_rev INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    doc TEXT NOT NULL
  );
  CREATE UNIQUE INDEX invoices_number ON invoices(business_id, series, number);
  CREATE INDEX invoices_newest ON invoices(business_id, seq DESC);
  CREATE TABLE series_counters (
    business_id TEXT NOT NULL,
    series TEXT NOT NULL,
    next_number INTEGER NOT NULL,
    PRIMARY KEY (business_id, series)
  );
  CREATE TABLE drafts (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL REFERENCES businesses(id),
    input TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE pdf_jobs (
    invoice_id TEXT PRIMARY KEY,
    rev INTEGER NOT NULL,
    queued_at_ms INTEGER NOT NULL
  );
  CREATE TABLE expenses (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL REFERENCES businesses(id),
    seq INTEGER NOT NULL,
    date TEXT,
    total TEXT NOT NULL,
    currency TEXT NOT NULL,
    seller TEXT NOT NULL,
    vat TEXT,
    invoice_number TEXT,
    file_name TEXT NOT NULL,
    file_key TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX expenses_newest ON expenses(business_id, seq DESC);
  CREATE TABLE webhooks (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL REFERENCES businesses(id),
    url TEXT NOT NULL,
    events TEXT NOT NULL,
    secret TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX webhooks_business ON webhooks(business_id);
  CREATE TABLE deliveries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    webhook_id TEXT NOT NULL,
    body TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at_ms INTEGER NOT NULL
  );
  CREATE INDEX deliveries_due ON deliveries(next_at_ms);
  `,
  // The list page reads only id and rev (their JSON is cached): let the index answer it alone.
  `
  DROP INDEX invoices_newest;
  CREATE INDEX invoices_newest ON invoices(business_id, seq DESC, id, rev);
  `,
];
