import { useParams } from 'wouter';
import { MirrorStatus } from '../../features/business/components/mirror-status';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { HeldUntilTakenOver } from '../../components/ui/field';

export default function InvoiceListRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return (
    <HeldUntilTakenOver>
      <InvoiceList
        key={business}
        business={business}
        freshness={<MirrorStatus business={business} kind="invoices" />}
      />
    </HeldUntilTakenOver>
  );
}
