import { useParams } from 'wouter';
import { ExpensesPage } from '../../features/expenses/components/expenses-page';
import { usePageParam } from '../../lib/use-page-param';

export default function ExpenseListRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <ExpensesPage key={business} business={business} page={usePageParam()} />;
}
