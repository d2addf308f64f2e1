import { z } from 'zod/mini';
import { dateSchema } from './common';
import { isVatType, type InvoiceType } from './enums';
import { isIntraEuSupply } from './eu-vat';
import { unshownInputNames as names } from './input-names';
import {
  invoiceInputSchema,
  sellerVatCode,
  vatPercentageRequired,
  type InvoiceInput,
  type InvoiceRulesContext,
  type Issue,
} from './invoice-input';
import { isUsableShape } from './invoice-body';
import { say } from './messages-invoice';
import { amountModeOf, decimalPlaces } from './money';

/**
 * THE FORM'S ADVICE: stricter checks than the API's rules (invoice-input.ts) that help a person get an invoice right.
 * Only the browser uses them — never the embedded API. A `block` advice stops the form's submit (the person can
 * fix it on the spot and surely meant to); a warning is shown beside the form and the invoice can be saved as it is.
 */
export type Advice = Issue & { block: boolean };

const hasText = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';
const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const isDate = (d: unknown): d is string => dateSchema.safeParse(d).success;
const looksLikeEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());
const isCredit = (type: string) => type === 'credit_invoice' || type === 'credit_vat_invoice';
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The advice for one invoice input (as the form holds it); `today` (Y-m-d) enables the date plausibility warnings. */
export function invoiceAdvice(input: InvoiceInput, ctx: InvoiceRulesContext, today?: string): Advice[] {
  const advice: Advice[] = [];
  const block = (message: string, ...path: (string | number)[]) =>
    advice.push({ message, path, block: true });
  const warn = (message: string, ...path: (string | number)[]) =>
    advice.push({ message, path, block: false });

  if (hasText(input.series) && !/^[\p{L}\p{N}_./-]+$/u.test(input.series.trim())) {
    block(say('seriesCharacters'), 'series');
  }
  const buyer = input.buyer;
  if (buyer.type === 'company' && !hasText(buyer.company_name))
    block(say('enterBuyerCompanyName'), 'buyer', 'company_name');
  if (
    (buyer.type === 'individual' || buyer.type === 'person') &&
    !hasText(buyer.first_name) &&
    !hasText(buyer.last_name)
  ) {
    block(say('enterBuyerName'), 'buyer', 'first_name');
  }
  for (const [party, email] of [
    ['buyer', buyer.email],
    ['seller', input.seller?.email],
  ] as const) {
    if (hasText(email) && !looksLikeEmail(email)) block(say('emailFormat'), party, 'email');
  }

  const vatApplies = vatPercentageRequired(input, ctx);
  input.products.forEach((line, i) => {
    const { quantity, vat_percentage: vat } = line;
    if (isNumber(quantity)) {
      if (decimalPlaces(quantity) > 4) block(say('maxDecimals', { max: 4 }), 'products', i, 'quantity');
      if (quantity === 0) warn(say('quantityZero'), 'products', i, 'quantity');
      else if (quantity < 0 && !isCredit(input.type)) {
        warn(say('negativeQuantity'), 'products', i, 'quantity');
      }
    }
    // A credit note's line that adds: the price counts per (signed) unit, a total stands as given.
    const mode = amountModeOf(line);
    const amount = mode && line[mode];
    if (
      isCredit(input.type) &&
      mode &&
      isNumber(amount) &&
      isNumber(quantity) &&
      amount !== 0 &&
      quantity !== 0
    ) {
      const adds = mode === 'price' ? amount > 0 === quantity > 0 : amount > 0;
      if (adds) warn(say('creditPositive'), 'products', i, mode);
    }
    for (const mode of ['total', 'total_incl_vat'] as const) {
      const amount = line[mode];
      if (isNumber(amount) && decimalPlaces(amount) > 2) block(say('maxCents'), 'products', i, mode);
    }
    if (vatApplies && isNumber(vat)) {
      if (vat < 0) block(say('vatNegative'), 'products', i, 'vat_percentage');
      else if (vat > 100) block(say('vatOver100'), 'products', i, 'vat_percentage');
      else if (decimalPlaces(vat) > 2) block(say('maxDecimals', { max: 2 }), 'products', i, 'vat_percentage');
    }
  });

  // A warning only: goods or services may be taxed where the seller is, and the owner knows which.
  const charged = input.products.some((line) => isNumber(line.vat_percentage) && line.vat_percentage > 0);
  if (
    isVatType(input.type as InvoiceType) &&
    charged &&
    isIntraEuSupply(sellerVatCode(input, ctx), buyer.vat_code)
  ) {
    warn(say('reverseCharge'), 'buyer', 'vat_code');
  }

  const due = input[names.dueDate];
  if (isDate(due) && isDate(input.invoice_date) && due < input.invoice_date) {
    block(say('dueBeforeIssue'), names.dueDate);
  }
  if (today && isDate(input.invoice_date) && Math.abs(daysBetween(today, input.invoice_date)) > 366) {
    warn(say('issueDateFar'), 'invoice_date');
  }

  input[names.paymentOptions]?.forEach((option, i) => {
    if (option.type === 'bank' && !hasText(option.bank_account))
      block(say('enterBankAccount'), names.paymentOptions, i, 'bank_account');
    // Read defensively: the advice also runs beside field errors, on input of any shape.
    const fields = Array.isArray(option.fields) ? option.fields : [];
    if (option.type === 'other' && !fields.some((f) => hasText(f?.label) && hasText(f?.value))) {
      block(say('addLabelAndValue'), names.paymentOptions, i, 'fields');
    }
  });
  return advice;
}

/** Only the warnings (the advice that does not block), for the form to show beside its fields. */
export const invoiceWarnings = (input: InvoiceInput, ctx: InvoiceRulesContext, today?: string): Issue[] =>
  invoiceAdvice(input, ctx, today).flatMap(({ block, ...issue }) => (block ? [] : [issue]));

/** The form's schema: the API's rules plus the advice that blocks, reported together on the same dotted paths. */
export const invoiceFormSchema = (ctx: InvoiceRulesContext) =>
  invoiceInputSchema(ctx).check(
    z.superRefine(
      (input, refinement) => {
        for (const { block, ...issue } of invoiceAdvice(input, ctx)) {
          if (block) refinement.addIssue({ code: 'custom', input, ...issue });
        }
      },
      { when: (payload) => isUsableShape(payload.value) },
    ),
  );
