import type { EInvoiceFormat } from '../../contract/einvoice/details';
import type { Email, EmailKind, EmailStatus } from '../../contract/email';

/** The outbox's table: one row per message, every step of its sending an update of the row. */
export const outboxDdl = `
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

/** Columns added since the table was first made: a desk's older file gets them on start (null in its old rows). */
export const outboxColumns: Record<string, string> = {
  // the e-invoice format sent with the PDF (issue 43), or null
  einvoice: 'TEXT',
};

/** What is stored of one message: the log's fields and what the worker needs to send it. */
export interface StoredEmail extends Email {
  business: string;
  /** The plain text and its HTML alternative, as they will go out. */
  body: string;
  html: string;
  /** The invoice PDF's name in the message: `<number>.pdf`. */
  file_name: string;
  reply_to: string | null;
  einvoice: EInvoiceFormat | null;
}

export interface Row {
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
  einvoice: EInvoiceFormat | null;
}

export const fromRow = (r: Row): StoredEmail => ({
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
  einvoice: r.einvoice ?? null,
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
  einvoice: _e,
  ...email
}: StoredEmail): Email => email;
