import type { EInvoiceFormat } from '../../../contract/einvoice/details';
import { emailNoteOf, type Email, type EmailKind, type EmailStatus } from '../../../contract/email';

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
}: StoredEmail): Email => ({ ...email, note: emailNoteOf(email.error) });
