import { useParams } from 'wouter';
import { HeldUntilTakenOver } from '../../components/ui/field';
import { MirrorStatus } from '../../features/business/components/mirror-status';
import { ExpensesPage } from '../../features/expenses/components/expenses-page';

export default function ExpenseListRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return (
    <HeldUntilTakenOver>
      <ExpensesPage key={business} business={business} freshness={<MirrorStatus business={business} kind="expenses" />} />
    </HeldUntilTakenOver>
  );
}
