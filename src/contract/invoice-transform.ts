import { addDays } from './clock';
import type { InvoiceType } from './enums';
import { unshownInputNames as names } from './input-names';
import type { Invoice, Seller } from './invoice';
import type { InvoiceInput, SellerInput } from './invoice-input';
import { creditTypeFor, invoicedTypeFor } from './invoice-links';
import { productsFromEntries, type EnteredLine } from './line-entry';
import type { Profile } from './profile';

/**
 * What is made of an invoice: `edit` (the same invoice), `duplicate` (a new one like it), `credit` (the credit note
 * that corrects it) or `invoice` (the invoice a pro forma turns into).
 */
export type InvoiceFrom = 'edit' | 'duplicate' | 'credit' | 'invoice';

export interface InvoiceFromOptions {
  as: InvoiceFrom;
  /** How each line is given (line-entry's `lineEntriesFor`), so the totals are the source's to the cent. */
  entries: readonly EnteredLine[];
  /** Y-m-d: the issue date of anything but an edit. */
  today: string;
  /** The series a credit note or a pro forma's invoice is numbered in; else the source's own. */
  series?: string;
  /** The business as it is now: a new invoice the business issues carries its details of today. */
  profile: Profile;
}

/** The seller block exactly as stored, as the explicit seller input: contact and custom fields included. */
const sellerAsIssued = ({ custom_fields, ...fields }: Seller): SellerInput => ({
  ...fields,
  [names.sellerCustomFields]: custom_fields.map((f) => ({ ...f })),
});

/**
 * Whether the business itself issued the invoice: the same kind of business under the same name. Address, VAT code
 * and contacts may have changed since; another name is another seller, entered by hand.
 */
const issuedByBusiness = (seller: Seller, profile: Profile) =>
  seller.business_type === profile.business_type &&
  (seller.company_name ?? null) === (profile.company_name ?? null) &&
  (seller.first_name ?? null) === (profile.first_name ?? null) &&
  (seller.last_name ?? null) === (profile.last_name ?? null);

/**
 * The seller: an edit keeps the invoice's own, and so does its credit note (it corrects that document). A duplicate
 * or a pro forma's invoice is a new invoice dated today: the business's details of today, as the API copies them —
 * unless the source named another seller, which it keeps.
 */
function sellerFor(
  seller: Seller,
  as: InvoiceFrom,
  profile: Profile,
): Pick<InvoiceInput, 'use_default_seller_info' | 'seller'> {
  return (as === 'duplicate' || as === 'invoice') && issuedByBusiness(seller, profile)
    ? { use_default_seller_info: true, seller: null }
    : { use_default_seller_info: false, seller: sellerAsIssued(seller) };
}

/** A credit note and a pro forma's invoice take the matching type; an edit and a duplicate keep the source's. */
const typeFor = (type: InvoiceType, as: InvoiceFrom): InvoiceType =>
  (as === 'credit' ? creditTypeFor(type) : as === 'invoice' ? invoicedTypeFor(type) : undefined) ?? type;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * THE transform every invoice-from-invoice path goes through (the form's Edit, Duplicate, Credit and Turn into an
 * invoice). An edit keeps the number and dates (the API renumbers an invoice whose number is left out); anything else
 * is numbered next in its series and dated `today`, a duplicate or a pro forma's invoice with the same time to pay, a
 * credit note with none and no notes of the invoice (it says which invoice it corrects, in words the caller has).
 * Buyer, currency, language and payment options stay; the lines keep the totals to the cent, negated on a credit note.
 */
export function invoiceInputFrom(
  invoice: Invoice,
  { as, entries, today, series, profile }: InvoiceFromOptions,
): InvoiceInput {
  const edit = as === 'edit';
  const credit = as === 'credit';
  const due = invoice.pay_until_date;
  return {
    type: typeFor(invoice.invoice_type, as),
    series: series ?? invoice.series,
    invoice_number: edit ? invoice.invoice_number : null,
    invoice_date: edit ? invoice.invoice_date : today,
    [names.dueDate]: edit
      ? due
      : credit || !due
        ? null
        : addDays(today, daysBetween(invoice.invoice_date, due)),
    currency: invoice.currency,
    [names.language]: invoice.language,
    buyer: { ...invoice.buyer },
    ...sellerFor(invoice.seller, as, profile),
    products: productsFromEntries(invoice, entries, credit),
    [names.notes]: credit ? null : invoice.notes,
    [names.paymentOptions]: invoice.payment_options.map((o) => ({
      ...o,
      fields: o.fields.map((f) => ({ ...f })),
    })),
  };
}
