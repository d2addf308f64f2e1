import type { EmailKind, EmailStatus } from '../../contract/email';
import type { BadgeTone } from '../components/ui/badge';
import type { MessageId } from '../i18n/messages';

/**
 * How a sent message's state and kind are shown (the invoices catalogue's words): shared by the invoice's e-mail log
 * and the buyer's report (features cannot import each other).
 */
export const emailStatusTone: Record<EmailStatus, BadgeTone> = {
  queued: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  outbox: 'warning',
};

export const emailStatusWords: Record<EmailStatus, MessageId> = {
  queued: 'invoices.email.status.queued',
  sending: 'invoices.email.status.sending',
  sent: 'invoices.email.status.sent',
  failed: 'invoices.email.status.failed',
  outbox: 'invoices.email.status.outbox',
};

export const emailKindWords: Record<EmailKind, MessageId> = {
  invoice: 'invoices.email.kind.invoice',
  reminder: 'invoices.email.kind.reminder',
};
