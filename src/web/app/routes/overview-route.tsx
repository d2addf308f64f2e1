import { useParams } from 'wouter';
import { OverviewPage } from '../../features/overview/components/overview-page';

export default function OverviewRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <OverviewPage business={business} />;
}
