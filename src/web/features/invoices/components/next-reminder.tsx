import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { isPlainAddress } from '../../../../contract/email';
import type { Invoice } from '../../../../contract/invoice';
import { reminderRefusal } from '../../../../contract/owed';
import { useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format';
import { nextReminderQuery } from '../api/email-api';
import { settingsHref } from '../invoice-paths';

/** "Next reminder: 4 Dec 2026 (10 days after the due date)". */
function nextWords(t: Translate, next: { step: number; date: string }): string {
  const date = formatDate(next.date);
  if (next.step === 0) return t('invoices.email.next.onDue', { date });
  return next.step > 0
    ? t('invoices.email.next.after', { date, days: next.step })
    : t('invoices.email.next.before', { date, days: -next.step });
}

/**
 * The automatic reminder this invoice gets next, as the BFF's scheduler will send it; or why it gets none (off, or
 * no address to send to). Nothing at all for an invoice that never takes one: paid, pro forma or a credit note.
 */
export function NextReminder({ business, invoice }: { business: string; invoice: Invoice }) {
  const t = useT();
  const takesReminders = reminderRefusal(invoice) === undefined;
  const { data: answer } = useQuery({ ...nextReminderQuery(business, invoice.id), enabled: takesReminders });
  if (!takesReminders || !answer) return null;
  // The BFF reads the invoice from its mirror: one it has not mirrored yet reads as "no address". The invoice on
  // screen knows better; until the mirror has it, nothing is said rather than something wrong.
  const hasAddress = isPlainAddress(invoice.buyer.email?.trim() ?? '');
  if (answer.meta.enabled && answer.meta.no_address && hasAddress) return null;
  const className = 'mt-2 text-sm text-slate-700';
  if (!answer.meta.enabled)
    return (
      <p className={className} data-testid="next-reminder">
        {t('invoices.email.next.off')}{' '}
        <Link href={settingsHref(business)} className="text-teal-800 underline">
          {t('invoices.email.next.turnOn')}
        </Link>
      </p>
    );
  return (
    <p className={className} data-testid="next-reminder">
      {answer.meta.no_address
        ? t('invoices.email.next.noAddress')
        : answer.data
          ? nextWords(t, answer.data)
          : t('invoices.email.next.none')}
    </p>
  );
}
