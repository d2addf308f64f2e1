import { useParams } from 'wouter';
import { RecurringPage } from '../../features/recurring/components/recurring-page';

export default function RecurringRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <RecurringPage key={business} business={business} />;
}
