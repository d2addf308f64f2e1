import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys';
import { getExpense, listExpenses } from './expense-api';

export const expenseListQuery = (b: string, page: number) =>
  queryOptions({
    queryKey: keys.expenses.list(b, page),
    queryFn: ({ signal }) => listExpenses(b, page, signal),
  });

export const expenseQuery = (b: string, id: string) =>
  queryOptions({ queryKey: keys.expenses.detail(b, id), queryFn: ({ signal }) => getExpense(b, id, signal) });
