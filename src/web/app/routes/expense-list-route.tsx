import { useParams } from 'wouter';
import { ExpensesPage } from '../../features/expenses/components/expenses-page';

export default function ExpenseListRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <ExpensesPage key={business} business={business} />;
}
