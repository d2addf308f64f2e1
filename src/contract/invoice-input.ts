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
import { boundedNumber, bounds, optionalText, requiredText } from './input-bounds';
import { unshownInputNames as names } from './input-names';
import { isUsableShape } from './invoice-body';
import { parseInvoiceNumber } from './invoice';
import { say } from './messages-invoice';
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
const amount = z.optional(
  z.nullable(boundedNumber(say('enterAmount'), bounds.amount, say('amountTooLarge'))),
);

// Spec: "each line has `name` (string), `units` (string), `quantity` (number), `vat_percentage` (number), and exactly
// one of `price`, `total`, `total_incl_vat`". No sign or decimal rule: a credit line's quantity may be negative.
export const productInputSchema = z.object(
  {
    name: requiredText(say('enterLineName')),
    units: requiredText(say('enterUnits')),
    quantity: boundedNumber(say('enterQuantity'), bounds.quantity, say('quantityTooLarge')),
    vat_percentage: z.optional(
      z.nullable(boundedNumber(say('enterVatPercentage'), bounds.amount, say('vatPercentageTooLarge'))),
    ),
    price: amount,
    total: amount,
    total_incl_vat: amount,
  },
  { error: say('lineShape') },
);
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

export const buyerInputSchema = z.object(
  {
    type: z.enum(buyerInputTypes, { error: say('chooseBuyerType') }),
    ...partyFields,
  },
  { error: say('enterBuyer') },
);
export type BuyerInput = z.infer<typeof buyerInputSchema>;

// Spec rule 5: "`seller` is sent with fields matching the business type" — the Seller output fields.
export const sellerInputSchema = z.object(
  {
    business_type: z.optional(businessTypeSchema),
    ...partyFields,
    [names.sellerCustomFields]: z.optional(
      z
        .array(labelValueSchema, { error: say('customFieldsShape') })
        .check(z.maxLength(bounds.customFields, say('maxCustomFields', { max: bounds.customFields }))),
    ),
  },
  { error: say('enterSellerDetails') },
);
export type SellerInput = z.infer<typeof sellerInputSchema>;

// Spec rule 7: the input names of payment options are not shown (input-names.ts); the fields mirror PaymentOption.
export const paymentOptionInputSchema = z.object(
  {
    type: paymentOptionTypeSchema,
    bank_account: optionalText(),
    bank_name: optionalText(),
    routing_or_sort_number: optionalText(),
    swift_bic_code: optionalText(),
    fields: z.optional(
      z
        .array(labelValueSchema, { error: say('fieldsShape') })
        .check(z.maxLength(bounds.customFields, say('maxFields', { max: bounds.customFields }))),
    ),
  },
  { error: say('enterPaymentOption') },
);
export type PaymentOptionInput = z.infer<typeof paymentOptionInputSchema>;

const invoiceInputObject = z.object(
  {
    type: invoiceTypeSchema, // spec: "InvoiceType value"
    // Spec: "string; optional; see numbering rules". ASSUMPTION: a number of digits above 0 (output pads it to three).
    invoice_number: z.optional(
      z.nullable(
        z.string({ error: say('invoiceNumberAsText') }).check(
          z.trim(),
          z.refine((s) => s === '' || parseInvoiceNumber(s) !== undefined, say('invoiceNumberDigits')),
        ),
      ),
    ),
    invoice_date: dateSchema, // spec: "string, date" in the `Y-m-d` format
    series: requiredText(say('enterSeries')), // spec: "string"; numbering needs one
    currency: currencyCodeSchema, // spec: "ISO 4217 code from the currency list" (the list: the embedded API)
    buyer: buyerInputSchema,
    use_default_seller_info: z.optional(z.boolean({ error: say('trueOrFalse') })), // spec: "boolean"
    seller: z.optional(z.nullable(sellerInputSchema)),
    products: z
      .array(productInputSchema, { error: say('addLine') })
      // ASSUMPTION: an invoice bills at least one line; at most bounds.lines keeps one request bounded.
      .check(
        z.minLength(1, say('addLine')),
        z.maxLength(bounds.lines, say('maxLines', { max: bounds.lines })),
      ),
    // Spec rule 7: names and bounds of these are not shown; they mirror the output (input-names.ts).
    [names.dueDate]: z.optional(z.nullable(dateSchema)),
    [names.language]: z.optional(invoiceLanguageSchema),
    [names.notes]: z.optional(
      z.nullable(
        z
          .string({ error: say('notesAsText') })
          .check(z.maxLength(bounds.longText, say('notesTooLong', { max: bounds.longText }))),
      ),
    ),
    [names.paymentOptions]: z.optional(
      z
        .array(paymentOptionInputSchema, { error: say('paymentOptionsShape') })
        .check(z.maxLength(bounds.paymentOptions, say('maxPaymentOptions', { max: bounds.paymentOptions }))),
    ),
  },
  { error: say('invoiceShape') },
);
export type InvoiceInput = z.infer<typeof invoiceInputObject>;

/** The VAT code of the seller the invoice will carry: the explicit seller's, or the profile's by default. */
export function sellerVatCode(
  input: Pick<InvoiceInput, 'use_default_seller_info' | 'seller'>,
  ctx: InvoiceRulesContext,
) {
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
    add(say('sellerWithDefaults'), 'seller'); // "when true, `seller` is prohibited"
  } else if (useDefault === false && !seller) {
    add(say('sellerOrDefaults'), 'seller'); // rule 5: "Otherwise `seller` is sent"
  }
  if (seller && useDefault === false) {
    // Rule 5: "Companies use `company_name` and `company_code`. Individual activities use `first_name`, `last_name`
    // and `individual_activity_id`. `company_code` and `individual_activity_id` are optional."
    const type = seller.business_type ?? ctx.businessType;
    const known = businessTypeSchema.safeParse(type).success;
    if (known && isCompany(type)) {
      if (!hasText(seller.company_name)) add(say('enterCompanyName'), 'seller', 'company_name');
    } else if (known) {
      if (!hasText(seller.first_name)) add(say('enterFirstName'), 'seller', 'first_name');
      if (!hasText(seller.last_name)) add(say('enterLastName'), 'seller', 'last_name');
    }
    // Rule 6: "The VAT types require `seller.vat_code` when `seller` is sent."
    if (isVatType(input.type) && !hasText(seller.vat_code)) {
      add(say('sellerVatCode'), 'seller', 'vat_code');
    }
  }

  const vatRequired = vatPercentageRequired(input, ctx);
  input.products.forEach((line, i) => {
    // Rule 2: "Each product line carries exactly one of `price`, `total` or `total_incl_vat`".
    const given = amountModes.filter((m) => line[m] != null);
    if (given.length === 0) add(say('enterLineAmount'), 'products', i, 'price');
    for (const extra of given.slice(1)) {
      add(say('oneLineAmount'), 'products', i, extra);
    }
    const mode = given.length === 1 ? given[0] : undefined;
    // ASSUMPTION: "the other two are derived" — a unit price cannot be derived from a total over zero units.
    if (mode && mode !== 'price' && line.quantity === 0) {
      add(say('totalNeedsQuantity'), 'products', i, 'quantity');
    } else if (mode && impliedUnitPrice(line, mode)?.abs().gt(bounds.amount)) {
      add(say('unitPriceTooLarge'), 'products', i, mode); // ASSUMPTION: bounds
    }
    // Rule 3 (422 list: "a missing `vat_percentage` where required"). Where it is not required the spec says it "is
    // left out": the API accepts it and leaves it out (withoutUnusedVat).
    if (vatRequired && line.vat_percentage == null)
      add(say('enterVatPercentage'), 'products', i, 'vat_percentage');
  });
  return issues;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The unit price a line total implies (the price field's bound holds for it too); undefined while a figure is malformed. */
function impliedUnitPrice(line: ProductInput, mode: AmountMode) {
  const { quantity, vat_percentage: vat } = line;
  const amount = line[mode];
  if (
    mode === 'price' ||
    !finite(amount) ||
    !finite(quantity) ||
    quantity === 0 ||
    !(vat == null || finite(vat))
  )
    return undefined;
  return deriveLine({ mode, amount, quantity, vatPercentage: vat }).price;
}

/** The invoice input as one schema: the field rules plus the cross-field rules for this business. */
export const invoiceInputSchema = (ctx: InvoiceRulesContext) =>
  invoiceInputObject.check(
    z.superRefine(
      (input, refinement) => {
        for (const issue of crossFieldIssues(input, ctx))
          refinement.addIssue({ code: 'custom', input, ...issue });
      },
      // Run beside the field errors, so every problem is reported at once; skip only when the shape is unusable.
      { when: (payload) => isUsableShape(payload.value) },
    ),
  );

/** Spec rule 3: `vat_percentage` "is left out on non-VAT types" (and sellers without a VAT code): stored as null. */
export const withoutUnusedVat = (input: InvoiceInput, ctx: InvoiceRulesContext): InvoiceInput =>
  vatPercentageRequired(input, ctx)
    ? input
    : { ...input, products: input.products.map((line) => ({ ...line, vat_percentage: null })) };
