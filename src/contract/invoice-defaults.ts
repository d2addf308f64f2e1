import { z } from 'zod/mini';
import { invoiceLanguageSchema, invoiceTypeSchema, invoiceTypes, type InvoiceType } from './enums';
import { bounds } from './input-bounds';
import { type creditTypes, isCredit } from './invoice-groups';
import { paymentOptionInputSchema } from './invoice-input';
import { decimalPlaces } from './money';

/**
 * What a new invoice starts from, as the owner sets it per business on the settings screen (what the API's read-only
 * profile cannot hold), kept by the BFF: GET and PUT /api/b/{business}/invoice-defaults. Each field null (or left
 * out) is not set: the form follows the latest invoice there. Sentences inline, as in business-settings.ts.
 */
export type NewInvoiceType = Exclude<InvoiceType, (typeof creditTypes)[number]>;
/** The types a new invoice can start as: a credit note is made from the invoice it corrects. */
export const newInvoiceTypes = invoiceTypes.filter((t): t is NewInvoiceType => !isCredit(t));
const isNewInvoiceType = (t: string) => (newInvoiceTypes as readonly string[]).includes(t);

const typeSetting = invoiceTypeSchema.check(
  z.refine(isNewInvoiceType, 'A credit note is made from the invoice it corrects, not by default.'),
);
const seriesSetting = z
  .string()
  .check(
    z.trim(),
    z.maxLength(bounds.text, 'A series is at most 255 characters.'),
    z.regex(/^[\p{L}\p{N}_./-]+$/u, 'A series is letters, digits and _ . / - only, such as INV.'),
  );
const vatSetting = z.number().check(
  z.gte(0, 'A VAT rate is from 0 to 100 %.'),
  z.lte(100, 'A VAT rate is from 0 to 100 %.'),
  z.refine((n) => decimalPlaces(n) <= 2, 'A VAT rate has at most two decimals.'),
);
const termSetting = z
  .int('A payment term is a whole number of days.')
  .check(
    z.gte(0, 'A payment term is from 0 to 365 days.'),
    z.lte(365, 'A payment term is from 0 to 365 days.'),
  );
const optionsSetting = z
  .array(
    paymentOptionInputSchema.check(
      z.refine((o) => o.type !== 'bank' || (o.bank_account ?? '').trim() !== '', {
        message: 'Enter the bank account (IBAN).',
        path: ['bank_account'],
      }),
    ),
  )
  .check(z.maxLength(bounds.paymentOptions, 'At most 10 payment options.'));
const notesSetting = z.string().check(z.maxLength(bounds.longText, 'A note is at most 2000 characters.'));

const setting = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

export const invoiceDefaultsInputSchema = z.object({
  type: setting(typeSetting),
  series: setting(seriesSetting),
  vat_percentage: setting(vatSetting),
  payment_term_days: setting(termSetting),
  /** null: the latest invoice's; [] : none. */
  payment_options: setting(optionsSetting),
  notes: setting(notesSetting),
});
export type InvoiceDefaultsInput = z.infer<typeof invoiceDefaultsInputSchema>;

export const invoiceDefaultsSchema = z.object({
  type: z.nullable(invoiceTypeSchema),
  series: z.nullable(z.string()),
  vat_percentage: z.nullable(z.number()),
  payment_term_days: z.nullable(z.int()),
  payment_options: z.nullable(z.array(paymentOptionInputSchema)),
  notes: z.nullable(z.string()),
});
export type InvoiceDefaults = z.infer<typeof invoiceDefaultsSchema>;

export const noInvoiceDefaults: InvoiceDefaults = {
  type: null,
  series: null,
  vat_percentage: null,
  payment_term_days: null,
  payment_options: null,
  notes: null,
};

/**
 * GET /api/b/{business}/invoice-form-defaults: what a new invoice's form starts from, the settings above over what
 * the latest invoice (credit notes aside) did, and the usual currency of the latest page of invoices
 * (usual-currency.ts); null where neither says (the form's own default then).
 */
export const invoiceFormDefaultsSchema = z.object({
  ...invoiceDefaultsSchema.shape,
  language: z.nullable(invoiceLanguageSchema),
  currency: z.nullable(z.string()),
});
export type InvoiceFormDefaults = z.infer<typeof invoiceFormDefaultsSchema>;
