import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { expenseFieldsSchema } from '../../../../contract/expense';
import { withoutBlankOptionals, type ExpenseFormValues } from './expense-form-values';

const contractResolver = zodResolver(expenseFieldsSchema);

/** The contract's expense rules on the form: blank optional fields count as not given, errors land on the fields. */
export const expenseResolver: Resolver<ExpenseFormValues> = async (values, context, options) => {
  const result = await contractResolver(withoutBlankOptionals(values), context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};
