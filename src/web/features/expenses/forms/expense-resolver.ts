import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { expenseFormSchema } from '../../../../contract/expense-advice';
import { toExpenseInput, type ExpenseFormValues } from './expense-form-values';

// The API's rules plus the form's advice (VAT above the total, cents, a date): each one the person can fix here.
const contractResolver = zodResolver(expenseFormSchema);

/** The contract's expense rules on the form: blank optional fields count as not given, errors land on the fields. */
export const expenseResolver: Resolver<ExpenseFormValues> = async (values, context, options) => {
  const result = await contractResolver(toExpenseInput(values), context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};
