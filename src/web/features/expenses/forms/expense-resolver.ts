import { contractResolver } from '../../../lib/contract-resolver';
import { expenseFormSchema } from '../../../../contract/expense-advice';
import { toExpenseInput } from './expense-form-values';

/**
 * The contract's expense rules on the form, the API's plus the form's advice (VAT above the total, cents, a date):
 * each one the person can fix here. Blank optional fields count as not given, errors land on the fields.
 */
export const expenseResolver = contractResolver(expenseFormSchema, toExpenseInput);
