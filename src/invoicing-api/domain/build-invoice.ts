import type { LabelValue } from '../../contract/common';
import type { InvoiceInput, PaymentOptionInput } from '../../contract/invoice-input';
import type { PaymentOption } from '../../contract/invoice';
import type { Profile } from '../../contract/profile';
import { unshownInputNames as names } from '../../contract/input-names';
import type { InvoiceRecord } from './invoice-record';
import { defaultSeller, explicitSeller, toBuyer } from './parties';
import { deriveLines } from './totals';

/** The fields of an invoice that follow from its input alone (identity, number and timestamps come from the store). */
export type InvoiceContent = Pick<
  InvoiceRecord,
  | 'invoice_type'
  | 'series'
  | 'invoice_date'
  | 'pay_until_date'
  | 'language'
  | 'subtotal'
  | 'vat'
  | 'total_incl_vat'
  | 'currency'
  | 'notes'
  | 'seller'
  | 'buyer'
  | 'items'
  | 'payment_options'
>;

export interface SellerContext {
  profile: Profile;
  latestCustomFields: LabelValue[];
}

/** Builds an invoice's content from input validated by the contract's invoiceInputSchema. */
export function buildInvoiceContent(input: InvoiceInput, ctx: SellerContext): InvoiceContent {
  const lines = deriveLines(input.products);
  return {
    invoice_type: input.type,
    series: input.series,
    invoice_date: input.invoice_date,
    pay_until_date: input[names.dueDate] ?? null,
    language: input[names.language] ?? 'en',
    ...lines,
    currency: input.currency,
    notes: blankToNull(input[names.notes]),
    seller:
      input.use_default_seller_info || !input.seller
        ? defaultSeller(ctx.profile, ctx.latestCustomFields)
        : explicitSeller(input.seller, ctx.profile),
    buyer: toBuyer(input.buyer),
    payment_options: (input[names.paymentOptions] ?? []).map(toPaymentOption),
  };
}

const blankToNull = (s: string | null | undefined) => (s == null || s.trim() === '' ? null : s);

/** `bank` carries the bank account fields; `other` only its label/value fields. */
function toPaymentOption(o: PaymentOptionInput): PaymentOption {
  const fields = o.fields ?? [];
  if (o.type === 'other') return { type: 'other', fields };
  return {
    type: 'bank',
    bank_account: o.bank_account ?? null,
    bank_name: o.bank_name ?? null,
    routing_or_sort_number: o.routing_or_sort_number ?? null,
    swift_bic_code: o.swift_bic_code ?? null,
    fields,
  };
}
