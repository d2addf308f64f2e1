import { useParams } from 'wouter';
import { MirrorStatus } from '../../features/business/components/mirror-status';
import { ExpensesPage } from '../../features/expenses/components/expenses-page';

export default function ExpenseListRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <ExpensesPage key={business} business={business} freshness={<MirrorStatus business={business} kind="expenses" />} />;
}
