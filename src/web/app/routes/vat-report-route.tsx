import { useParams } from 'wouter';
import { VatReportPage } from '../../features/reports/vat/vat-report-page';

export default function VatReportRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <VatReportPage key={business} business={business} />;
}
