import { z } from 'zod/mini';
import { currencyCodeSchema, dateSchema, timestampSchema, uuidSchema } from './common';
import { bounds, numericText, requiredText } from './input-bounds';
import { say } from './messages-common';

export const expenseSchema = z.object({
  id: uuidSchema,
  date: z.nullable(dateSchema),
  total: z.number(),
  currency: z.string(),
  seller: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseFileExtensions = [
  'jpeg', 'jpg', 'bmp', 'gif', 'pdf', 'png', 'tiff', 'xlsx', 'xls', 'doc', 'docx', 'odf',
] as const;

/** The file's extension, lower-cased ('' when it has none); the whitelist is checked case-insensitively. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
export const isAllowedExpenseFile = (name: string): boolean =>
  (expenseFileExtensions as readonly string[]).includes(fileExtension(name));
export const expenseFileRefusal = (name: string): string | undefined =>
  isAllowedExpenseFile(name)
    ? undefined
    : say('fileNotAccepted', { name, extensions: expenseFileExtensions.join(', ') });

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
      numericText({ missing: say('enterVatAmount'), notNumber: say('vatAmountNotNumber'), tooLarge: say('vatAmountTooLarge') }),
    ]),
  ),
  invoice_number: z.optional(z.string().check(z.trim(), z.maxLength(bounds.text, say('numberTooLong', { max: bounds.text })))),
});
export type ExpenseFields = z.infer<typeof expenseFieldsSchema>;
