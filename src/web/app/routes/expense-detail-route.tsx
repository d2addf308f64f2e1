import { useParams } from 'wouter';
import { ExpenseDetail } from '../../features/expenses/components/expense-detail';

export default function ExpenseDetailRoute() {
  const { business = '', id = '' } = useParams<{ business: string; id: string }>();
  return <ExpenseDetail key={`${business}/${id}`} business={business} id={id} />;
}
