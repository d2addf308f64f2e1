import { z } from 'zod/mini';
import { dateSchema } from './common';
import { expenseFieldsSchema, type ExpenseFields } from './expense';
import { decimalPlaces } from './money';
import { isNumericText } from './input-bounds';

/**
 * THE FORM'S ADVICE for an expense: stricter than the API's rules (expense.ts), used only by the browser, each one
 * something the person can fix on the spot (the form blocks on them). The embedded API never enforces these: a client
 * that sends a lower total while the stored VAT (which it cannot see) is higher is not refused.
 */
export function expenseAdvice(
  fields: Partial<ExpenseFields>,
): { message: string; path: [keyof ExpenseFields] }[] {
  const advice: { message: string; path: [keyof ExpenseFields] }[] = [];
  const money = (key: 'total' | 'vat', label: string) => {
    const v = fields[key];
    if (typeof v !== 'string' || !isNumericText(v)) return undefined;
    if (Number(v) < 0 || decimalPlaces(v) > 2) {
      advice.push({
        message: `Enter the ${label} as a number with at most 2 decimals, e.g. 12.50`,
        path: [key],
      });
    }
    return Number(v);
  };
  const total = money('total', 'total incl. VAT');
  const vat = money('vat', 'VAT amount');
  if (total !== undefined && vat !== undefined && vat > total) {
    advice.push({ message: 'VAT cannot be more than the total', path: ['vat'] });
  }
  if (!dateSchema.safeParse(fields.date).success)
    advice.push({ message: 'Enter a date as YYYY-MM-DD', path: ['date'] });
  return advice;
}

/** The form's schema: the API's rules plus the advice, on the same field paths. */
export const expenseFormSchema = expenseFieldsSchema.check(
  z.superRefine(
    (fields, ctx) => {
      for (const a of expenseAdvice(fields)) ctx.addIssue({ code: 'custom', input: fields, ...a });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  ), // beside the field errors
);
