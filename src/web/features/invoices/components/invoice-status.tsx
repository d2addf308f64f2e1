import { Badge } from '../../../components/ui/badge';
import type { Invoice } from '../../../../contract/invoice';
import { isOverdue } from '../../../../contract/owed';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import { useT } from '../../../i18n/use-t';
import { statusWords } from './invoice-labels';

export function InvoiceStatus({
  invoice,
}: {
  invoice: Pick<Invoice, 'pay_until_date' | 'payment_status' | 'invoice_type' | 'total_incl_vat'>;
}) {
  const t = useT();
  const clock = useClock();
  return (
    <span className="inline-flex flex-wrap gap-1" data-testid="invoice-status">
      {invoice.payment_status === 'paid' ? (
        <Badge tone="success">{t(statusWords.paid)}</Badge>
      ) : (
        <Badge tone="neutral">{t(statusWords.not_paid)}</Badge>
      )}
      {isOverdue(invoice, todayYmd(undefined, clock.now())) && (
        <Badge tone="danger">{t(statusWords.overdue)}</Badge>
      )}
    </span>
  );
}
