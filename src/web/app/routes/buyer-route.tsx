import { useParams } from 'wouter';
import { BuyerPage } from '../../features/reports/buyers/buyer-page';

export default function BuyerRoute() {
  const { business = '', key = '' } = useParams<{ business: string; key: string }>();
  return <BuyerPage key={`${business}/${key}`} business={business} buyerKey={decodeURIComponent(key)} />;
}
