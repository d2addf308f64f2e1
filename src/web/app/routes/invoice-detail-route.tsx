import { useParams } from 'wouter';
import { InvoiceDetail } from '../../features/invoices/components/invoice-detail';
import { HeldUntilTakenOver } from '../../components/ui/field';

export default function InvoiceDetailRoute() {
  const { business = '', id = '' } = useParams<{ business: string; id: string }>();
  return (
    <HeldUntilTakenOver>
      <InvoiceDetail key={id} business={business} id={id} />
    </HeldUntilTakenOver>
  );
}
