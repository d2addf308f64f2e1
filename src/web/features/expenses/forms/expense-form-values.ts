import type { Expense } from '../../../../contract/expense';
import type { RememberedExpenseFields } from '../../../../contract/bff';
import type { ExpenseInput } from '../api/expense-api';

/** What the expense form holds: strings, as multipart sends them (the input of the contract’s expense schemas). */
export type ExpenseFormValues = {
  seller: string;
  total: string;
  currency: string;
  date: string;
  vat: string;
  invoice_number: string;
};

/** Whether a path of the API's 422 is one of the form's fields (anything else goes to the form as a whole). */
export const isExpenseField = (path: string): boolean => Object.hasOwn(emptyExpenseValues('', ''), path);

/** A blank expense, dated `today` (YYYY-MM-DD). */
export const emptyExpenseValues = (currency: string, today: string): ExpenseFormValues => ({
  seller: '',
  total: '',
  currency,
  date: today,
  vat: '',
  invoice_number: '',
});

/** An existing expense in the form; VAT and number come from what the BFF remembers, blank when unknown. */
export const expenseToValues = (
  expense: Expense,
  remembered: RememberedExpenseFields,
): ExpenseFormValues => ({
  seller: expense.seller,
  total: expense.total.toFixed(2),
  currency: expense.currency,
  date: expense.date ?? '',
  vat: remembered?.vat ?? '',
  invoice_number: remembered?.invoice_number ?? '',
});

/** The form's values as the API takes them: blank optional fields are left out rather than sent empty, so the
 * schema and the API see "not given". */
export const toExpenseInput = (v: ExpenseFormValues): ExpenseInput => ({
  seller: v.seller,
  total: v.total,
  currency: v.currency,
  date: v.date,
  ...(v.vat.trim() === '' ? {} : { vat: v.vat }),
  ...(v.invoice_number.trim() === '' ? {} : { invoice_number: v.invoice_number }),
});
