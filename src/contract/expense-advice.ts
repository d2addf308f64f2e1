import { z } from 'zod/mini';
import { dateSchema } from './common';
import { expenseFieldsSchema, type ExpenseFields } from './expense-input';
import { decimalPlaces } from './money';
import { isNumericText } from './input-bounds';
import { say } from './messages-common';

/**
 * THE FORM'S ADVICE for an expense: stricter than the API's rules (expense.ts), used only by the browser, each one
 * something the person can fix on the spot (the form blocks on them). The embedded API never enforces these: a client
 * that sends a lower total while the stored VAT (which it cannot see) is higher is not refused.
 */
export function expenseAdvice(
  fields: Partial<ExpenseFields>,
): { message: string; path: [keyof ExpenseFields] }[] {
  const advice: { message: string; path: [keyof ExpenseFields] }[] = [];
  const money = (key: 'total' | 'vat', tooPrecise: string, negative: boolean) => {
    const v = fields[key];
    if (typeof v !== 'string' || !isNumericText(v)) return undefined;
    if ((Number(v) < 0 && !negative) || decimalPlaces(v) > 2) {
      advice.push({ message: tooPrecise, path: [key] });
    }
    return Number(v);
  };
  // A negative total is money back: a supplier's credit note, saved as what it credits. Its VAT is then negative
  // too, and no larger than the total; otherwise VAT lies between 0 and the total.
  const total = money('total', say('totalInclVatCents'), true);
  const vat = money('vat', say('vatAmountCents'), total !== undefined && total < 0);
  if (total !== undefined && vat !== undefined && (total < 0 ? vat > 0 || vat < total : vat > total)) {
    advice.push({ message: say('vatOverTotal'), path: ['vat'] });
  }
  if (!dateSchema.safeParse(fields.date).success) advice.push({ message: say('enterDate'), path: ['date'] });
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
