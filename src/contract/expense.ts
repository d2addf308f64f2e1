import { z } from 'zod/mini';
import { currencyCodeSchema, dateSchema, timestampSchema, uuidSchema } from './common';

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
    : `“${name}” is not an accepted file: use ${expenseFileExtensions.join(', ')}`;

const money = (label: string) =>
  z.string({ error: `Enter the ${label}` }).check(
    z.trim(),
    z.regex(/^\d{1,9}(\.\d{1,2})?$/, `Enter the ${label} as a number with at most 2 decimals, e.g. 12.50`),
  );

/**
 * The expense's form fields as multipart sends them (strings). The spec hides their required flags and bounds;
 * we require seller, total, currency and date, and keep VAT and the purchase-invoice number optional.
 */
export const expenseFieldsSchema = z
  .object({
    seller: z
      .string({ error: 'Enter the seller' })
      .check(z.trim(), z.minLength(1, 'Enter the seller'), z.maxLength(255, 'Keep the seller under 255 characters')),
    total: money('total incl. VAT'),
    currency: currencyCodeSchema,
    date: dateSchema,
    vat: z.optional(money('VAT amount')),
    invoice_number: z.optional(
      z.string().check(z.trim(), z.maxLength(64, 'Keep the number under 64 characters')),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.vat !== undefined && v.vat !== '' && Number(v.vat) > Number(v.total)) {
        ctx.addIssue({ code: 'custom', input: v.vat, message: 'VAT cannot be more than the total', path: ['vat'] });
      }
    }),
  );
export type ExpenseFields = z.infer<typeof expenseFieldsSchema>;
