import { Badge } from '../../../components/ui/badge';
import type { Invoice } from '../../../../contract/invoice';
import { todayYmd } from '../../../lib/format';
import { isOverdue } from './invoice-labels';

export function InvoiceStatus({ invoice }: { invoice: Pick<Invoice, 'pay_until_date' | 'payment_status' | 'invoice_type'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1" data-testid="invoice-status">
      {invoice.payment_status === 'paid' ? <Badge tone="success">Paid</Badge> : <Badge tone="neutral">Not paid</Badge>}
      {isOverdue(invoice, todayYmd()) && <Badge tone="danger">Overdue</Badge>}
    </span>
  );
}
