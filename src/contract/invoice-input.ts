import { z } from 'zod/mini';
import { currencyCodeSchema, dateSchema, labelValueSchema } from './common';
import {
  businessTypeSchema,
  buyerInputTypes,
  invoiceLanguageSchema,
  invoiceTypeSchema,
  isCompany,
  isVatType,
  paymentOptionTypeSchema,
  type BusinessType,
  type InvoiceType,
} from './enums';
import { unshownInputNames as names } from './input-names';
import { parseInvoiceNumber } from './invoice';
import { amountModes, decimalPlaces, deriveLine, unitPricePlaces, type AmountMode } from './money';

/** What the rules need to know of the business that issues the invoice (from GET /profile). */
export interface InvoiceRulesContext {
  businessType: BusinessType;
  profileVatCode: string | null;
}

// zod/mini carries no locale: every type error gets a message of its own, so none reads "Invalid input".
const text = (max: number) =>
  z.optional(z.nullable(z.string({ error: 'Enter this as text' }).check(z.trim(), z.maxLength(max, `Keep this under ${max} characters`))));
const email = z.optional(
  z.nullable(
    z.string({ error: 'Enter an e-mail address like name@example.com' }).check(
      z.trim(),
      z.refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Enter an e-mail address like name@example.com'),
    ),
  ),
);
const maxPlaces = (places: number, message = `Use at most ${places} decimal places`) =>
  z.refine<number>((n) => decimalPlaces(n) <= places, message);
const maxAmount = 1e9;
const amount = (places: number) =>
  z.optional(
    z.nullable(
      z.number({ error: 'Enter an amount' }).check(
        z.gte(-maxAmount, 'Amount is too large'),
        z.lte(maxAmount, 'Amount is too large'),
        places === 2 ? maxPlaces(2, 'Use at most 2 decimal places (cents)') : maxPlaces(places),
      ),
    ),
  );

const hasText = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';
const maxQuantity = 1e7;

export const productInputSchema = z.object({
  name: z
    .string({ error: 'Enter what the line is for' })
    .check(z.trim(), z.minLength(1, 'Enter what the line is for'), z.maxLength(255, 'Keep the name under 255 characters')),
  units: z
    .string({ error: 'Enter the units, e.g. pcs or h' })
    .check(z.trim(), z.minLength(1, 'Enter the units, e.g. pcs or h'), z.maxLength(20, 'Keep units under 20 characters')),
  quantity: z
    .number({ error: 'Enter the quantity' })
    .check(z.positive('Quantity must be more than 0'), z.lte(maxQuantity, 'Quantity is too large'), maxPlaces(4)),
  vat_percentage: z.optional(
    z.nullable(
      z
        .number({ error: 'Enter the VAT %' })
        .check(z.gte(0, 'VAT % cannot be negative'), z.lte(100, 'VAT % cannot be over 100'), maxPlaces(2)),
    ),
  ),
  // An edited invoice sends back the unit price the API derived, which keeps unitPricePlaces(quantity) places.
  price: amount(unitPricePlaces(maxQuantity)),
  total: amount(2),
  total_incl_vat: amount(2),
}, { error: 'Each line needs a name, units, a quantity and an amount' });
export type ProductInput = z.infer<typeof productInputSchema>;

export const buyerInputSchema = z.object({
  type: z.enum(buyerInputTypes, { error: 'Choose company or individual' }),
  first_name: text(100),
  last_name: text(100),
  company_name: text(255),
  company_code: text(50),
  individual_activity_id: text(50),
  vat_code: text(30),
  address: text(500),
  email,
  phone: text(50),
}, { error: 'Enter the buyer' });
export type BuyerInput = z.infer<typeof buyerInputSchema>;

export const sellerInputSchema = z.object({
  business_type: z.optional(businessTypeSchema),
  first_name: text(100),
  last_name: text(100),
  company_name: text(255),
  company_code: text(50),
  individual_activity_id: text(50),
  vat_code: text(30),
  address: text(500),
  email,
  phone: text(50),
  [names.sellerCustomFields]: z.optional(
    z.array(labelValueSchema, { error: 'Send custom fields as a list of labels and values' }).check(
      z.maxLength(20, 'At most 20 custom fields'),
    ),
  ),
}, { error: 'Enter the seller’s details' });
export type SellerInput = z.infer<typeof sellerInputSchema>;

export const paymentOptionInputSchema = z.object({
  type: paymentOptionTypeSchema,
  bank_account: text(64),
  bank_name: text(255),
  routing_or_sort_number: text(64),
  swift_bic_code: text(11),
  fields: z.optional(
    z.array(labelValueSchema, { error: 'Send the fields as a list of labels and values' }).check(
      z.maxLength(20, 'At most 20 fields'),
    ),
  ),
}, { error: 'Enter the payment option' });
export type PaymentOptionInput = z.infer<typeof paymentOptionInputSchema>;

const invoiceInputObject = z.object({
  type: invoiceTypeSchema,
  invoice_number: z.optional(
    z.nullable(
      z.string({ error: 'The number is text of digits, e.g. "7" or "007"' }).check(
        z.trim(),
        z.refine((s) => parseInvoiceNumber(s) !== undefined, 'Use digits only, e.g. 7 or 007, above 0'),
      ),
    ),
  ),
  invoice_date: dateSchema,
  series: z
    .string({ error: 'Enter a series, e.g. INV' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter a series, e.g. INV'),
      z.maxLength(20, 'Keep the series under 20 characters'),
      z.regex(/^[\p{L}\p{N}_./-]+$/u, 'Use letters, digits and - _ / . only'),
    ),
  currency: currencyCodeSchema,
  buyer: buyerInputSchema,
  use_default_seller_info: z.optional(z.boolean({ error: 'Must be true or false' })),
  seller: z.optional(z.nullable(sellerInputSchema)),
  products: z
    .array(productInputSchema, { error: 'Add at least one line' })
    .check(z.minLength(1, 'Add at least one line'), z.maxLength(200, 'At most 200 lines')),
  [names.dueDate]: z.optional(z.nullable(dateSchema)),
  [names.language]: z.optional(invoiceLanguageSchema),
  [names.notes]: z.optional(
    z.nullable(z.string({ error: 'Enter the notes as text' }).check(z.maxLength(2000, 'Keep notes under 2,000 characters'))),
  ),
  [names.paymentOptions]: z.optional(
    z.array(paymentOptionInputSchema, { error: 'Send payment options as a list' }).check(
      z.maxLength(10, 'At most 10 payment options'),
    ),
  ),
}, { error: 'Send the invoice as a JSON object' });
export type InvoiceInput = z.infer<typeof invoiceInputObject>;

/** The VAT code of the seller the invoice will carry: the explicit seller's, or the profile's by default. */
export function sellerVatCode(input: Pick<InvoiceInput, 'use_default_seller_info' | 'seller'>, ctx: InvoiceRulesContext) {
  const code = input.use_default_seller_info ? ctx.profileVatCode : input.seller?.vat_code;
  return hasText(code) ? code : null;
}

/** vat_percentage is required on the VAT types and whenever the seller has a VAT code; left out otherwise. */
export const vatPercentageRequired = (
  input: Pick<InvoiceInput, 'type' | 'use_default_seller_info' | 'seller'>,
  ctx: InvoiceRulesContext,
): boolean => isVatType(input.type as InvoiceType) || sellerVatCode(input, ctx) !== null;

type Issue = { message: string; path: (string | number)[] };

/** The rules that span fields: seller, VAT, amounts, dates and payment options. */
export function crossFieldIssues(input: InvoiceInput, ctx: InvoiceRulesContext): Issue[] {
  const issues: Issue[] = [];
  const add = (message: string, ...path: (string | number)[]) => issues.push({ message, path });
  const seller = input.seller ?? undefined;

  // A malformed flag or business type has an error of its own: the rules that hang on it wait until it is fixed.
  const useDefault = input.use_default_seller_info ?? false;
  if (useDefault === true && seller) {
    add('Leave the seller out when using your business details', 'seller');
  } else if (useDefault === false && !seller) {
    add('Enter the seller, or use your business details', 'seller');
  }
  if (seller && useDefault === false) {
    const type = seller.business_type ?? ctx.businessType;
    const known = businessTypeSchema.safeParse(type).success;
    if (known && isCompany(type)) {
      if (!hasText(seller.company_name)) add('Enter the company name', 'seller', 'company_name');
    } else if (known) {
      if (!hasText(seller.first_name)) add('Enter the first name', 'seller', 'first_name');
      if (!hasText(seller.last_name)) add('Enter the last name', 'seller', 'last_name');
    }
    if (isVatType(input.type) && !hasText(seller.vat_code)) {
      add('A VAT invoice needs the seller’s VAT code', 'seller', 'vat_code');
    }
  }

  const buyer = input.buyer;
  if (buyer.type === 'company' && !hasText(buyer.company_name)) add('Enter the buyer’s company name', 'buyer', 'company_name');
  // only for a known person type: an unknown type already has its own error
  if ((buyer.type === 'individual' || buyer.type === 'person') && !hasText(buyer.first_name) && !hasText(buyer.last_name)) {
    add('Enter the buyer’s name', 'buyer', 'first_name');
  }

  const vatRequired = vatPercentageRequired(input, ctx);
  input.products.forEach((line, i) => {
    const given = amountModes.filter((m) => line[m] != null);
    if (given.length === 0) add('Enter a unit price, a line total or a total incl. VAT', 'products', i, 'price');
    for (const extra of given.slice(1)) {
      add('Give only one of unit price, line total or total incl. VAT', 'products', i, extra);
    }
    const mode = given.length === 1 ? given[0] : undefined;
    if (mode && impliedUnitPrice(line, mode)?.abs().gt(maxAmount)) {
      add('This makes a unit price over 1,000,000,000: check the quantity', 'products', i, mode);
    }
    const hasVat = line.vat_percentage != null;
    if (vatRequired && !hasVat) add('Enter the VAT %', 'products', i, 'vat_percentage');
    if (!vatRequired && hasVat) {
      add('VAT % applies only to VAT invoices or a seller with a VAT code: leave it out', 'products', i, 'vat_percentage');
    }
  });

  const due = input[names.dueDate];
  const isDate = (d: unknown): d is string => dateSchema.safeParse(d).success; // a malformed date has its own error
  if (isDate(due) && isDate(input.invoice_date) && due < input.invoice_date) {
    add('The due date cannot be before the issue date', names.dueDate);
  }

  input[names.paymentOptions]?.forEach((option, i) => {
    if (option.type === 'bank' && !hasText(option.bank_account)) {
      add('Enter the bank account', names.paymentOptions, i, 'bank_account');
    }
    // These rules also run beside field errors, on input of any shape: read it defensively, never throw.
    const fields = Array.isArray(option.fields) ? option.fields : [];
    if (option.type === 'other' && !fields.some((f) => hasText(f?.label) && hasText(f?.value))) {
      add('Add at least one label and value', names.paymentOptions, i, 'fields');
    }
  });
  return issues;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The unit price a line total implies (the price field's bound holds for it too); undefined while a figure is malformed. */
function impliedUnitPrice(line: ProductInput, mode: AmountMode) {
  const { quantity, vat_percentage: vat } = line;
  const amount = line[mode];
  if (mode === 'price' || !finite(amount) || !finite(quantity) || quantity <= 0 || !(vat == null || finite(vat))) return undefined;
  return deriveLine({ mode, amount, quantity, vatPercentage: vat }).price;
}

/** The invoice input as one schema: field rules plus the cross-field rules for this business. */
export const invoiceInputSchema = (ctx: InvoiceRulesContext) =>
  invoiceInputObject.check(
    z.superRefine(
      (input, refinement) => {
        for (const issue of crossFieldIssues(input, ctx)) refinement.addIssue({ code: 'custom', input, ...issue });
      },
      // Run beside the field errors, so a person sees every problem at once; skip only when the shape is unusable.
      { when: (payload) => isUsableShape(payload.value) },
    ),
  );

const isUsableShape = (v: unknown): boolean => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.type === 'string' &&
    typeof o.buyer === 'object' && o.buyer !== null &&
    Array.isArray(o.products) &&
    o.products.every((p) => typeof p === 'object' && p !== null) &&
    (o.seller == null || typeof o.seller === 'object') &&
    (o[names.paymentOptions] == null ||
      (Array.isArray(o[names.paymentOptions]) &&
        (o[names.paymentOptions] as unknown[]).every((p) => typeof p === 'object' && p !== null)))
  );
};
