import { useParams } from 'wouter';
import { BuyerPage } from '../../features/reports/buyers/buyer-page';

// wouter has already decoded the path (decodeURI); a buyer's key is URL-safe as it is (contract/buyer-key.ts), and a
// second decode would throw on a stray `%`.
export default function BuyerRoute() {
  const { business = '', key = '' } = useParams<{ business: string; key: string }>();
  return <BuyerPage key={`${business}/${key}`} business={business} buyerKey={key} />;
}
