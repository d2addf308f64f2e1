import { useParams } from 'wouter';
import { BuyersPage } from '../../features/reports/buyers/buyers-page';

export default function BuyersRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <BuyersPage key={business} business={business} />;
}
