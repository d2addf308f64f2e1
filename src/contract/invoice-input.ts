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
import { boundedNumber, bounds, isNumericText, optionalText, requiredText } from './input-bounds';
import { unshownInputNames as names } from './input-names';
import { parseInvoiceNumber } from './invoice';
import { amountModes, deriveLine, type AmountMode } from './money';

/**
 * THE API'S RULES for the invoice input: exactly the spec's ("Invoice input", its rules 1–7 and the 422 list under
 * "Errors"), each with the spec's words beside it, plus the few marked ASSUMPTION (input-bounds.ts). The embedded API
 * enforces these and nothing more; where the spec is silent it accepts. The form adds its advice (invoice-advice.ts).
 */

/** What the rules need to know of the business that issues the invoice (from GET /profile). */
export interface InvoiceRulesContext {
  businessType: BusinessType;
  profileVatCode: string | null;
}

const hasText = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';
// Spec: "Amounts are JSON numbers"; the bound is an ASSUMPTION (input-bounds.ts).
const amount = z.optional(z.nullable(boundedNumber('Enter an amount', bounds.amount, 'Amount is too large')));

// Spec: "each line has `name` (string), `units` (string), `quantity` (number), `vat_percentage` (number), and exactly
// one of `price`, `total`, `total_incl_vat`". No sign or decimal rule: a credit line's quantity may be negative.
export const productInputSchema = z.object({
  name: requiredText('Enter what the line is for'),
  units: requiredText('Enter the units, e.g. pcs or h'),
  quantity: boundedNumber('Enter the quantity', bounds.quantity, 'Quantity is too large'),
  vat_percentage: z.optional(z.nullable(boundedNumber('Enter the VAT %', bounds.amount, 'VAT % is too large'))),
  price: amount,
  total: amount,
  total_incl_vat: amount,
}, { error: 'Each line needs a name, units, a quantity and an amount' });
export type ProductInput = z.infer<typeof productInputSchema>;

// Spec: "has `type` with value `company`, `individual` or `person`; other buyer fields mirror the Buyer output fields"
// (each "string or null").
/** The name, code and contact fields buyer and seller share (each "string or null" in the output). */
const partyFields = {
  first_name: optionalText(),
  last_name: optionalText(),
  company_name: optionalText(),
  company_code: optionalText(),
  individual_activity_id: optionalText(),
  vat_code: optionalText(),
  address: optionalText(bounds.longText),
  email: optionalText(),
  phone: optionalText(),
};

export const buyerInputSchema = z.object({
  type: z.enum(buyerInputTypes, { error: 'Choose company or individual' }),
  ...partyFields,
}, { error: 'Enter the buyer' });
export type BuyerInput = z.infer<typeof buyerInputSchema>;

// Spec rule 5: "`seller` is sent with fields matching the business type" — the Seller output fields.
export const sellerInputSchema = z.object({
  business_type: z.optional(businessTypeSchema),
  ...partyFields,
  [names.sellerCustomFields]: z.optional(
    z.array(labelValueSchema, { error: 'Send custom fields as a list of labels and values' }).check(
      z.maxLength(bounds.customFields, `At most ${bounds.customFields} custom fields`),
    ),
  ),
}, { error: 'Enter the seller’s details' });
export type SellerInput = z.infer<typeof sellerInputSchema>;

// Spec rule 7: the input names of payment options are not shown (input-names.ts); the fields mirror PaymentOption.
export const paymentOptionInputSchema = z.object({
  type: paymentOptionTypeSchema,
  bank_account: optionalText(),
  bank_name: optionalText(),
  routing_or_sort_number: optionalText(),
  swift_bic_code: optionalText(),
  fields: z.optional(
    z.array(labelValueSchema, { error: 'Send the fields as a list of labels and values' }).check(
      z.maxLength(bounds.customFields, `At most ${bounds.customFields} fields`),
    ),
  ),
}, { error: 'Enter the payment option' });
export type PaymentOptionInput = z.infer<typeof paymentOptionInputSchema>;

const invoiceInputObject = z.object({
  type: invoiceTypeSchema, // spec: "InvoiceType value"
  // Spec: "string; optional; see numbering rules". ASSUMPTION: a number of digits above 0 (output pads it to three).
  invoice_number: z.optional(
    z.nullable(
      z.string({ error: 'The number is text of digits, e.g. "7" or "007"' }).check(
        z.trim(),
        z.refine((s) => s === '' || parseInvoiceNumber(s) !== undefined, 'Use digits only, e.g. 7 or 007, above 0'),
      ),
    ),
  ),
  invoice_date: dateSchema, // spec: "string, date" in the `Y-m-d` format
  series: requiredText('Enter a series, e.g. INV'), // spec: "string"; numbering needs one
  currency: currencyCodeSchema, // spec: "ISO 4217 code from the currency list" (the list: the embedded API)
  buyer: buyerInputSchema,
  use_default_seller_info: z.optional(z.boolean({ error: 'Must be true or false' })), // spec: "boolean"
  seller: z.optional(z.nullable(sellerInputSchema)),
  products: z
    .array(productInputSchema, { error: 'Add at least one line' })
    // ASSUMPTION: an invoice bills at least one line; at most bounds.lines keeps one request bounded.
    .check(z.minLength(1, 'Add at least one line'), z.maxLength(bounds.lines, `At most ${bounds.lines} lines`)),
  // Spec rule 7: names and bounds of these are not shown; they mirror the output (input-names.ts).
  [names.dueDate]: z.optional(z.nullable(dateSchema)),
  [names.language]: z.optional(invoiceLanguageSchema),
  [names.notes]: z.optional(
    z.nullable(
      z.string({ error: 'Enter the notes as text' }).check(
        z.maxLength(bounds.longText, `Keep notes under ${bounds.longText} characters`),
      ),
    ),
  ),
  [names.paymentOptions]: z.optional(
    z.array(paymentOptionInputSchema, { error: 'Send payment options as a list' }).check(
      z.maxLength(bounds.paymentOptions, `At most ${bounds.paymentOptions} payment options`),
    ),
  ),
}, { error: 'Send the invoice as a JSON object' });
export type InvoiceInput = z.infer<typeof invoiceInputObject>;

/** The VAT code of the seller the invoice will carry: the explicit seller's, or the profile's by default. */
export function sellerVatCode(input: Pick<InvoiceInput, 'use_default_seller_info' | 'seller'>, ctx: InvoiceRulesContext) {
  const code = input.use_default_seller_info ? ctx.profileVatCode : input.seller?.vat_code;
  return hasText(code) ? code : null;
}

/** Spec rule 3: "`vat_percentage` is required on the VAT types and whenever the seller has a `vat_code`." */
export const vatPercentageRequired = (
  input: Pick<InvoiceInput, 'type' | 'use_default_seller_info' | 'seller'>,
  ctx: InvoiceRulesContext,
): boolean => isVatType(input.type as InvoiceType) || sellerVatCode(input, ctx) !== null;

export type Issue = { message: string; path: (string | number)[] };

/** The API's rules that span fields (seller, VAT, amounts), on input whose fields parsed. */
export function crossFieldIssues(input: InvoiceInput, ctx: InvoiceRulesContext): Issue[] {
  const issues: Issue[] = [];
  const add = (message: string, ...path: (string | number)[]) => issues.push({ message, path });
  const seller = input.seller ?? undefined;

  // A malformed flag or business type has an error of its own: the rules that hang on it wait until it is fixed.
  const useDefault = input.use_default_seller_info ?? false;
  if (useDefault === true && seller) {
    add('Leave the seller out when using your business details', 'seller'); // "when true, `seller` is prohibited"
  } else if (useDefault === false && !seller) {
    add('Enter the seller, or use your business details', 'seller'); // rule 5: "Otherwise `seller` is sent"
  }
  if (seller && useDefault === false) {
    // Rule 5: "Companies use `company_name` and `company_code`. Individual activities use `first_name`, `last_name`
    // and `individual_activity_id`. `company_code` and `individual_activity_id` are optional."
    const type = seller.business_type ?? ctx.businessType;
    const known = businessTypeSchema.safeParse(type).success;
    if (known && isCompany(type)) {
      if (!hasText(seller.company_name)) add('Enter the company name', 'seller', 'company_name');
    } else if (known) {
      if (!hasText(seller.first_name)) add('Enter the first name', 'seller', 'first_name');
      if (!hasText(seller.last_name)) add('Enter the last name', 'seller', 'last_name');
    }
    // Rule 6: "The VAT types require `seller.vat_code` when `seller` is sent."
    if (isVatType(input.type) && !hasText(seller.vat_code)) {
      add('A VAT invoice needs the seller’s VAT code', 'seller', 'vat_code');
    }
  }

  const vatRequired = vatPercentageRequired(input, ctx);
  input.products.forEach((line, i) => {
    // Rule 2: "Each product line carries exactly one of `price`, `total` or `total_incl_vat`".
    const given = amountModes.filter((m) => line[m] != null);
    if (given.length === 0) add('Enter a unit price, a line total or a total incl. VAT', 'products', i, 'price');
    for (const extra of given.slice(1)) {
      add('Give only one of unit price, line total or total incl. VAT', 'products', i, extra);
    }
    const mode = given.length === 1 ? given[0] : undefined;
    // ASSUMPTION: "the other two are derived" — a unit price cannot be derived from a total over zero units.
    if (mode && mode !== 'price' && line.quantity === 0) {
      add('A line total needs a quantity other than 0', 'products', i, 'quantity');
    } else if (mode && impliedUnitPrice(line, mode)?.abs().gt(bounds.amount)) {
      add('This makes a unit price over 1,000,000,000: check the quantity', 'products', i, mode); // ASSUMPTION: bounds
    }
    // Rule 3 (422 list: "a missing `vat_percentage` where required"). Where it is not required the spec says it "is
    // left out": the API accepts it and leaves it out (withoutUnusedVat).
    if (vatRequired && line.vat_percentage == null) add('Enter the VAT %', 'products', i, 'vat_percentage');
  });
  return issues;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The unit price a line total implies (the price field's bound holds for it too); undefined while a figure is malformed. */
function impliedUnitPrice(line: ProductInput, mode: AmountMode) {
  const { quantity, vat_percentage: vat } = line;
  const amount = line[mode];
  if (mode === 'price' || !finite(amount) || !finite(quantity) || quantity === 0 || !(vat == null || finite(vat))) return undefined;
  return deriveLine({ mode, amount, quantity, vatPercentage: vat }).price;
}

/** The invoice input as one schema: the field rules plus the cross-field rules for this business. */
export const invoiceInputSchema = (ctx: InvoiceRulesContext) =>
  invoiceInputObject.check(
    z.superRefine(
      (input, refinement) => {
        for (const issue of crossFieldIssues(input, ctx)) refinement.addIssue({ code: 'custom', input, ...issue });
      },
      // Run beside the field errors, so every problem is reported at once; skip only when the shape is unusable.
      { when: (payload) => isUsableShape(payload.value) },
    ),
  );

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** Whether the cross-field rules can read the input (they run beside the field errors, never on a malformed shape). */
export const isUsableShape = (v: unknown): boolean => {
  if (!isObject(v)) return false;
  const options = v[names.paymentOptions];
  return (
    typeof v.type === 'string' &&
    isObject(v.buyer) &&
    Array.isArray(v.products) &&
    v.products.every(isObject) &&
    (v.seller == null || typeof v.seller === 'object') &&
    (options == null || (Array.isArray(options) && options.every(isObject)))
  );
};

/**
 * Laravel's `numeric` accepts a number written as text, and automation tools send them so (a connector that parses
 * "additional options" as JSON turns an invoice number "7" into 7): the API reads `"2"` as 2 in a line's figures and
 * a whole number as the invoice number's text. Anything else passes unchanged, to be refused by the schema.
 */
export function readNumericStrings(body: unknown): unknown {
  if (!isObject(body)) return body;
  const number = body.invoice_number;
  const out: Record<string, unknown> = {
    ...body,
    ...(Number.isSafeInteger(number) ? { invoice_number: String(number) } : {}),
  };
  if (Array.isArray(body.products)) {
    out.products = body.products.map((line: unknown) => {
      if (!isObject(line)) return line;
      const read = { ...line };
      for (const key of ['quantity', 'vat_percentage', ...amountModes] as const) {
        const v = read[key];
        if (typeof v === 'string' && isNumericText(v)) read[key] = Number(v);
      }
      return read;
    });
  }
  return out;
}

/** Spec rule 3: `vat_percentage` "is left out on non-VAT types" (and sellers without a VAT code): stored as null. */
export const withoutUnusedVat = (input: InvoiceInput, ctx: InvoiceRulesContext): InvoiceInput =>
  vatPercentageRequired(input, ctx)
    ? input
    : { ...input, products: input.products.map((line) => ({ ...line, vat_percentage: null })) };
