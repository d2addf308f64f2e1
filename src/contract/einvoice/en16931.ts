import { isCredit, isPreliminary } from '../invoice-groups';
import { isVatType } from '../enums';
import { type Invoice, invoiceLabel } from '../invoice';
import type { BuyerDetails, EInvoiceFormat, Missing, SellerDetails, VatCategory } from './details';
import type { EInvoiceModel } from './model';
import { countryOf, electronicAddressOf, partyOf } from './parties';
import { linesAndVat } from './lines';
import { unitCodeOf } from './units';
import { vatCategoryOf } from './vat-category';

export interface EInvoiceSources {
  invoice: Invoice;
  seller: SellerDetails;
  buyer: BuyerDetails;
  /** the invoice a credit note corrects, when the desk knows it (BG-3) */
  preceding: { number: string; issueDate: string } | null;
}

export const proFormaRefusal =
  'A pro forma is an offer, not an invoice: it cannot be sent as an e-invoice. Turn it into an invoice first.';

const need = (term: string, field: string, message: string): Missing => ({ term, field, message });
const isIban = (s: string | null | undefined) =>
  !!s && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s.replace(/\s/g, '').toUpperCase());
const germanRules = (f: EInvoiceFormat) => f === 'xrechnung-ubl' || f === 'xrechnung-cii';

/** The IBAN the buyer pays to: the remembered one, else the invoice's first bank option that is an IBAN. */
export const ibanOf = (invoice: Invoice, seller: SellerDetails): string | null =>
  seller.iban ??
  invoice.payment_options
    .map((o) => o.bank_account?.replace(/\s/g, '').toUpperCase())
    .find((a) => isIban(a)) ??
  null;

/**
 * Our invoice as an EN 16931 e-invoice in the given format's rules, or what is missing for it, each with the term,
 * the field that gives it and a sentence for the owner. Whatever this answers, the BFF still runs the official rules
 * on the written file: this list is the help, the Schematron the judge.
 */
export function toEInvoice(
  src: EInvoiceSources,
  format: EInvoiceFormat,
): { model: EInvoiceModel } | { missing: Missing[]; refusal?: string } {
  const { invoice, seller: sd, buyer: bd } = src;
  if (isPreliminary(invoice.invoice_type)) return { missing: [], refusal: proFormaRefusal };
  const missing: Missing[] = [];
  const sellerCountry = countryOf(sd, invoice.seller.vat_code);
  const buyerCountry = countryOf(bd, invoice.buyer.vat_code);
  if (!sellerCountry) missing.push(need('BT-40', 'seller.country', 'Your business’s country'));
  if (!buyerCountry) missing.push(need('BT-55', 'buyer.country', 'The buyer’s country'));

  const vatRegistered = isVatType(invoice.invoice_type) || !!invoice.seller.vat_code;
  const categories = invoice.items.map((item) =>
    vatCategoryOf(vatRegistered ? (item.vat_percentage ?? 0) : null, {
      sellerVat: invoice.seller.vat_code,
      buyerVat: invoice.buyer.vat_code,
      remembered: bd.zero_rate,
    }),
  );
  if (categories.includes(undefined))
    missing.push(
      need(
        'BT-151',
        'buyer.zero_rate',
        'Why the 0 % lines carry no VAT: zero-rated, exempt, reverse charge, intra-community supply or export',
      ),
    );
  if (categories.includes('E') && !bd.exemption_reason)
    missing.push(
      need(
        'BT-120',
        'buyer.exemption_reason',
        'The reason the supply is exempt from VAT (the law’s article)',
      ),
    );
  const taxed = categories.some((c) => c && c !== 'O');
  if (taxed && !invoice.seller.vat_code)
    missing.push(
      need('BT-31', 'invoice.seller.vat_code', 'Your VAT number on the invoice (edit the invoice)'),
    );
  // BR-CO-26: the buyer must be able to tell who sells: a company code, an activity number or a VAT number.
  const sellerIds = [
    invoice.seller.company_code,
    invoice.seller.individual_activity_id,
    categories.every((c) => c === 'O') ? null : invoice.seller.vat_code,
  ];
  if (!sellerIds.some((id) => id?.trim()))
    missing.push(
      need(
        'BT-30',
        'invoice.seller.company_code',
        'Your company code or activity number on the invoice (edit the invoice)',
      ),
    );
  if (
    categories.some((c) => c === 'AE' || c === 'K') &&
    !invoice.buyer.vat_code &&
    !invoice.buyer.company_code
  )
    missing.push(
      need(
        'BT-48',
        'invoice.buyer.vat_code',
        'The buyer’s VAT number on the invoice (edit the invoice): reverse charge and intra-community supplies need it',
      ),
    );

  const unitCodes = invoice.items.map((item) => unitCodeOf(item.units, sd.units));
  for (const word of new Set(invoice.items.filter((_, i) => !unitCodes[i]).map((item) => item.units)))
    missing.push(need('BT-130', `units.${word}`, `The unit code for “${word}”`));

  const iban = ibanOf(invoice, sd);
  const sellerEmail = invoice.seller.email?.trim() || sd.email;
  const peppol = format === 'peppol';
  if (format !== 'facturx') {
    const address = peppol ? 'Peppol ID (scheme and number)' : 'Peppol ID or e-mail';
    if (!electronicAddressOf(invoice.seller, sd, sellerCountry, peppol))
      missing.push(
        need('BT-34', 'seller.electronic_address', `Your business’s electronic address (${address})`),
      );
    if (!electronicAddressOf(invoice.buyer, bd, buyerCountry, peppol))
      missing.push(need('BT-49', 'buyer.electronic_address', `The buyer’s electronic address (${address})`));
    if (!bd.buyer_reference)
      missing.push(
        need(
          'BT-10',
          'buyer.buyer_reference',
          germanRules(format)
            ? 'The buyer reference (the Leitweg-ID for German public buyers, else the order or cost-centre reference the buyer gave)'
            : 'The buyer reference or order number the buyer gave',
        ),
      );
  }
  if (germanRules(format)) {
    if (!sd.city) missing.push(need('BT-37', 'seller.city', 'Your business’s city'));
    if (!sd.post_code) missing.push(need('BT-38', 'seller.post_code', 'Your business’s post code'));
    if (!bd.city) missing.push(need('BT-52', 'buyer.city', 'The buyer’s city'));
    if (!bd.post_code) missing.push(need('BT-53', 'buyer.post_code', 'The buyer’s post code'));
    if (!sellerEmail)
      missing.push(need('BT-43', 'seller.email', 'Your business’s e-mail address for the buyer’s questions'));
    if (!invoice.seller.phone?.trim() && !sd.phone)
      missing.push(need('BT-42', 'seller.phone', 'Your business’s phone number for the buyer’s questions'));
    // BR-DE-1: payment instructions on a credit note too (the account the amount is settled through).
    if (!iban) missing.push(need('BT-84', 'seller.iban', 'The IBAN the buyer pays to'));
  }
  if (missing.length > 0) return { missing };

  const credit = isCredit(invoice.invoice_type);
  const sign = credit && invoice.total_incl_vat < 0 ? -1 : 1;
  const facts = invoice.items.map((_, i) => ({
    category: categories[i] as VatCategory,
    unitCode: unitCodes[i]!,
  }));
  const { lines, vat, net, tax } = linesAndVat(invoice, facts, sign, { exempt: bd.exemption_reason });
  // Not subject to VAT: no VAT identifier of either party may be stated (BR-O-02).
  const withVat = !categories.every((c) => c === 'O');
  const payable = net.plus(tax).toFixed(2);
  const intraCommunity = categories.includes('K');
  const buyer = partyOf(invoice.buyer, bd, buyerCountry!, { withVat, peppol });
  return {
    model: {
      typeCode: credit ? '381' : '380',
      number: invoiceLabel(invoice),
      issueDate: invoice.invoice_date,
      dueDate: credit ? null : invoice.pay_until_date,
      currency: invoice.currency,
      buyerReference: bd.buyer_reference,
      note: invoice.notes?.trim() || null,
      paymentTerms: !credit && !invoice.pay_until_date && Number(payable) > 0 ? 'Payable on receipt' : null,
      preceding: src.preceding,
      seller: partyOf(invoice.seller, sd, sellerCountry!, { withVat, peppol }),
      buyer,
      payment: iban ? { meansCode: '58', remittance: invoiceLabel(invoice), iban, bic: sd.bic } : null,
      delivery: intraCommunity
        ? {
            date: invoice.invoice_date,
            address: {
              street: buyer.street,
              city: buyer.city,
              postCode: buyer.postCode,
              country: buyer.country,
            },
          }
        : null,
      lines,
      vat,
      totals: {
        lineNet: net.toFixed(2),
        taxExclusive: net.toFixed(2),
        tax: tax.toFixed(2),
        taxInclusive: payable,
        payable,
      },
    },
  };
}
