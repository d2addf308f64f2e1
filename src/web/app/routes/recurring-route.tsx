import { useParams } from 'wouter';
import { HeldUntilTakenOver } from '../../components/ui/field';
import { RecurringPage } from '../../features/recurring/components/recurring-page';

export default function RecurringRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return (
    <HeldUntilTakenOver>
      <RecurringPage key={business} business={business} />
    </HeldUntilTakenOver>
  );
}
