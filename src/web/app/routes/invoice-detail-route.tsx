import { useParams } from 'wouter';
import { InvoiceDetail } from '../../features/invoices/components/invoice-detail';

export default function InvoiceDetailRoute() {
  const { business = '', id = '' } = useParams<{ business: string; id: string }>();
  return <InvoiceDetail key={id} business={business} id={id} />;
}
