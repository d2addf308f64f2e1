import type { MessageId } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/use-t';

/** A reminder step in words: "3 days after the due date", "2 days before the due date", "On the due date". */
export function stepWords(t: Translate, days: number): string {
  if (days === 0) return t('business.reminders.onDue');
  return days > 0 ? t('business.reminders.after', { days }) : t('business.reminders.before', { days: -days });
}

/**
 * The contract's refusals of the settings (src/contract/reminders.ts, business-settings.ts, invoice-defaults.ts), by
 * their English sentence, in the person's words. These schemas say their sentences inline rather than by code
 * (contract/messages.ts), so the settings screen recognises them here; the schema's and the BFF's 422 alike.
 */
const contractSentences: Record<string, MessageId> = {
  'A step is a whole number of days.': 'business.reminders.error.step',
  'Give at least one step.': 'business.reminders.error.noSteps',
  'At most 10 steps.': 'business.reminders.error.tooMany',
  'Each step once.': 'business.reminders.error.repeated',
  'The window must end after it starts.': 'business.reminders.error.window',
  'Choose a time zone such as Europe/Vilnius.': 'business.sending.error.timeZone',
  'Enter an e-mail address such as name@example.com.': 'business.sending.error.email',
  'Enter the server host name, such as smtp.example.com.': 'business.sending.error.host',
  'A host name is at most 253 characters.': 'business.sending.error.host',
  'A port is a whole number.': 'business.sending.error.port',
  'STARTTLS can be turned off only for a mail server on this machine (localhost, 127.x.x.x or ::1): elsewhere the password and the mail would cross the network unencrypted.':
    'business.sending.error.requireTls',
  'A credit note is made from the invoice it corrects, not by default.':
    'business.invoiceDefaults.error.type',
  'A series is at most 255 characters.': 'business.invoiceDefaults.error.series',
  'A series is letters, digits and _ . / - only, such as INV.': 'business.invoiceDefaults.error.series',
  'A VAT rate is from 0 to 100 %.': 'business.invoiceDefaults.error.vat',
  'A VAT rate has at most two decimals.': 'business.invoiceDefaults.error.vat',
  'A payment term is a whole number of days.': 'business.invoiceDefaults.error.term',
  'A payment term is from 0 to 365 days.': 'business.invoiceDefaults.error.term',
  'Enter the bank account (IBAN).': 'business.invoiceDefaults.error.iban',
  'At most 10 payment options.': 'business.invoiceDefaults.error.payment',
  'A note is at most 2000 characters.': 'business.invoiceDefaults.error.notes',
};

/**
 * A field's error in the person's words: a sentence of the contract in its translation; any other refusal of the
 * form's own check (zod's generic words for a bound, say) as `fallback`, the field's own rule; the BFF's other words
 * as they came (nothing the server said is lost).
 */
export function settingsErrorText(
  t: Translate,
  error: { message?: string | undefined; type?: unknown } | undefined,
  fallback: MessageId,
): string | undefined {
  if (!error?.message) return undefined;
  const known = contractSentences[error.message];
  if (known) return t(known);
  return error.type === 'server' ? error.message : t(fallback);
}
