/**
 * The mail room's door: the durable outbox, the worker that sends it (the desk's SMTP or a business's own server),
 * composing messages from templates, the daily budget, and the /emails routes.
 */
export { mailRoom } from './room';
export { compose } from './compose';
export { invoicePdf, invoicePdfBytes } from './invoice-pdf';
export { dailyReminderLimit, MailBudget } from './mail-budget';
export { logEntry, OutboxStore, type StoredEmail } from './outbox-store';
export { partsOf } from './templates';
export { type MailAttachment, MailWorker, PermanentMailError } from './worker';
