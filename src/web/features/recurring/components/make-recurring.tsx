import { useQuery } from '@tanstack/react-query';
import { lineEntriesFor } from '../../../../contract/line-entry';
import { templateFromInvoice } from '../../../../contract/recurring';
import { ErrorState } from '../../../components/ui/error-state';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/format';
import { sourceEntriesQuery, sourceInvoiceQuery, useCreateSchedule } from '../api/recurring-api';
import { ScheduleForm } from './schedule-form';
import { invoiceLabel } from '../../../lib/invoice-names';

/**
 * "Make recurring" for an issued invoice: monthly from today, no end, no e-mail, until the owner says otherwise. Its
 * lines are entered as the invoice's were (or as keep its totals), so every occurrence bills the invoice's totals; an
 * invoice dated the first date is that date's occurrence, unless the owner asks for one more.
 */
export function MakeRecurring(p: { business: string; invoiceId: string; today: string; onDone: () => void }) {
  const t = useT();
  const source = useQuery(sourceInvoiceQuery(p.business, p.invoiceId));
  // Unread (an old desk, a failure): the entries that keep the totals are derived instead, as the invoice form does.
  const entered = useQuery({ ...sourceEntriesQuery(p.business, p.invoiceId), retry: false });
  const create = useCreateSchedule(p.business, p.onDone);
  if (source.isError)
    return <ErrorState message={errorText(t, source.error)} onRetry={() => void source.refetch()} />;
  if (!source.data || entered.isPending) return null;
  const invoice = source.data.data;
  const lines = lineEntriesFor(invoice, entered.data);
  const label = invoiceLabel(invoice);
  const initial = {
    ...templateFromInvoice(invoice, lines.entries),
    frequency: 'monthly',
    interval: 1,
    start_date: p.today,
    end: null,
    email: null,
  } as const;
  const money = (amount: { toFixed: (n: number) => string }) =>
    formatMoney(amount.toFixed(2), invoice.currency);
  return (
    <ScheduleForm
      title={t('recurring.new.title', { label })}
      explain={t('recurring.new.explain')}
      notice={
        lines.kind === 'mismatch'
          ? t('recurring.new.totalsDiffer', {
              stored: money(lines.stored.totalInclVat),
              reentered: money(lines.reentered.totalInclVat),
            })
          : undefined
      }
      initial={initial}
      first={{ id: invoice.id, date: invoice.invoice_date, label, isToday: invoice.invoice_date === p.today }}
      submitLabel={t('recurring.new.submit')}
      save={create}
      onDone={p.onDone}
    />
  );
}
