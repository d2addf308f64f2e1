import { z } from 'zod/mini';
import { currencyCodeSchema, dateSchema } from './common';
import { bounds, numericText, requiredText } from './input-bounds';
import { say } from './messages-common';

// Apart from expense.ts (what the API answers), as invoice-input.ts is apart from invoice.ts: a screen that only shows
// expenses needs neither these rules nor the decimal library behind their bounds.

/**
 * THE API'S RULES for the expense fields as multipart sends them (text). Spec, "Expense input": currency "ISO 4217
 * code", total "number", seller "string", date "string, date", vat "number, optional", invoice_number "string,
 * optional"; their "required flags, formats and bounds: not shown". So the API asks only for what every Expense it
 * returns must carry (total, currency and seller are never null there; `date` may be), reads numbers as Laravel's
 * `numeric` does (either sign, any places) within input-bounds.ts, and nothing more. An empty optional counts as not
 * given. The form's advice (expense-advice.ts) is stricter.
 */
export const expenseFieldsSchema = z.object({
  seller: requiredText(say('enterSeller')),
  total: numericText({
    missing: say('enterTotalInclVat'),
    notNumber: say('totalInclVatNotNumber'),
    tooLarge: say('totalInclVatTooLarge'),
  }),
  currency: currencyCodeSchema,
  date: z.optional(z.union([z.literal(''), dateSchema], { error: say('enterDate') })),
  vat: z.optional(
    z.union([
      z.literal(''),
      numericText({
        missing: say('enterVatAmount'),
        notNumber: say('vatAmountNotNumber'),
        tooLarge: say('vatAmountTooLarge'),
      }),
    ]),
  ),
  invoice_number: z.optional(
    z.string().check(z.trim(), z.maxLength(bounds.text, say('numberTooLong', { max: bounds.text }))),
  ),
});
export type ExpenseFields = z.infer<typeof expenseFieldsSchema>;
