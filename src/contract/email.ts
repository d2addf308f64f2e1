import { z } from 'zod/mini';
import { eInvoiceFormatSchema } from './einvoice/details';
import { uuidSchema } from './common';

/**
 * The BFF's e-mail of invoices and reminders (the API sends none): what a send asks for, and each message as the
 * log shows it. Times are Unix seconds.
 */
export const emailKinds = ['invoice', 'reminder'] as const;
export type EmailKind = (typeof emailKinds)[number];
/** `outbox`: no mail server is configured; the whole message was written to the desk's local outbox instead. */
export const emailStatuses = ['queued', 'sending', 'sent', 'failed', 'outbox'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** A buyer's e-mail an automatic reminder can go to without asking: one plain address. */
export const isPlainAddress = (s: string): boolean => /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(s);

/** How many addresses one message may have in `to`, and in `cc`. */
export const maxRecipients = 20;

/**
 * Why the desk itself did not send a message (not a mail server's own words): the log keeps the sentence, and names
 * it by its key (`note`) so the dashboard says it in the person's language.
 */
export const emailNotes = {
  deleted: 'The invoice was deleted, so the message was not sent.',
  paid: 'The invoice was paid before the reminder went out, so it was not sent.',
  credited: 'Credit notes took back the invoice before the reminder went out, so it was not sent.',
  nothing_due: 'Nothing was due on the invoice any more, so the reminder was not sent.',
  preliminary: 'The invoice is a pro forma: nobody owes it, so the reminder was not sent.',
  credit: 'The invoice is a credit note: the buyer owes nothing on it, so the reminder was not sent.',
  cut_off_twice: 'Sending was cut off twice; it may have gone out, so it is not sent a third time.',
} as const;
export type EmailNote = keyof typeof emailNotes;
const noteKeys = Object.keys(emailNotes) as EmailNote[];
/** The note a logged error is, if it is one of the desk's own (older rows hold the same sentences). */
export const emailNoteOf = (error: string | null): EmailNote | null =>
  noteKeys.find((k) => emailNotes[k] === error) ?? null;

export const emailSchema = z.object({
  id: uuidSchema,
  invoice_id: uuidSchema,
  kind: z.enum(emailKinds),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  status: z.enum(emailStatuses),
  attempts: z.int(),
  error: z.nullable(z.string()),
  /** The error is the desk's own note (above), not a mail server's answer. */
  note: z.optional(z.nullable(z.enum(noteKeys as [EmailNote, ...EmailNote[]]))),
  created_at: z.int(),
  sent_at: z.nullable(z.int()),
});
export type Email = z.infer<typeof emailSchema>;

const address = z.email({ error: 'Enter an e-mail address such as name@example.com.' });
const addresses = (min: number) =>
  z
    .array(address)
    .check(
      z.minLength(min, 'Enter at least one address.'),
      z.maxLength(maxRecipients, `At most ${maxRecipients} addresses.`),
    );

/** POST …/invoices/{invoice}/emails. Subject and message default to the template in the invoice's language. */
export const sendEmailBodySchema = z.object({
  kind: z.enum(emailKinds, { error: 'Choose invoice or reminder.' }),
  to: addresses(1),
  cc: z.optional(addresses(0)),
  // A line break in a subject would start a header of its own: refused, never cleaned up silently.
  subject: z.optional(
    z.string().check(
      z.minLength(1, 'Enter a subject.'),
      z.maxLength(200, 'Keep the subject under 200 characters.'),
      z.refine((s) => !/[\r\n]/.test(s), 'A subject is one line: no line breaks.'),
    ),
  ),
  /** An e-invoice attached beside the PDF (Factur-X: the PDF itself carries it); remembered for the buyer. */
  einvoice: z.optional(z.nullable(eInvoiceFormatSchema)),
  message: z.optional(
    z
      .string()
      .check(
        z.minLength(1, 'Write a message.'),
        z.maxLength(10_000, 'Keep the message under 10,000 characters.'),
      ),
  ),
});
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;

/**
 * GET /api/b/{business}/emails/latest: per invoice that has messages, when it last went out (sent, or written to the
 * local outbox; null: never yet) and the status of its newest message — the invoice list's "Sent 12 Nov".
 */
export const emailSummarySchema = z.record(
  z.string(),
  z.object({ sent_at: z.nullable(z.int()), status: z.enum(emailStatuses) }),
);
export type EmailSummary = z.infer<typeof emailSummarySchema>;

/** GET …/invoices/{invoice}/next-reminder: the automatic reminder it gets next (null: none), and whether they are on. */
export const nextReminderSchema = z.object({
  data: z.nullable(z.object({ step: z.int(), date: z.string() })),
  meta: z.object({ enabled: z.boolean(), no_address: z.boolean() }),
});
export type NextReminderAnswer = z.infer<typeof nextReminderSchema>;
