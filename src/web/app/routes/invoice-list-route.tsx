import { useParams } from 'wouter';
import { InvoiceList } from '../../features/invoices/components/invoice-list';

export default function InvoiceListRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <InvoiceList business={business} />;
}
