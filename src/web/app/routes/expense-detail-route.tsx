import { useParams } from 'wouter';
import { HeldUntilTakenOver } from '../../components/ui/field';
import { ExpenseDetail } from '../../features/expenses/components/expense-detail';

export default function ExpenseDetailRoute() {
  const { business = '', id = '' } = useParams<{ business: string; id: string }>();
  return (
    <HeldUntilTakenOver>
      <ExpenseDetail key={`${business}/${id}`} business={business} id={id} />
    </HeldUntilTakenOver>
  );
}
