import type { z } from 'zod/mini';
import { invoiceLanguages, type InvoiceLanguage } from '../../../../contract/enums';
import type { Invoice } from '../../../../contract/invoice';
import type { InvoiceFormDefaults } from '../../../../contract/invoice-defaults';
import type { invoiceFormSchema } from '../../../../contract/invoice-advice';
import type { InvoiceRulesContext, ProductInput } from '../../../../contract/invoice-input';
import type { EnteredLine } from '../../../../contract/line-entry';
import type { Profile } from '../../../../contract/profile';
import { productsFromEntries } from '../../../../contract/invoice-transform';

/** The form holds the invoice input itself: the contract's schema validates it as it stands. */
export type InvoiceFormValues = z.input<ReturnType<typeof invoiceFormSchema>>;
export type LineValues = InvoiceFormValues['products'][number];

export const rulesContext = (profile: Profile): InvoiceRulesContext => ({
  businessType: profile.business_type,
  profileVatCode: profile.vat_code,
});

/**
 * The word small businesses print for "a piece" in each invoice language: a new line's unit. A table here, not the
 * catalogues: it is a value stored on the invoice and printed in the invoice's (the PDF's) language, which may differ
 * from the dashboard's, and the dashboard loads only its own language's catalogues.
 */
export const pieceUnits: Record<InvoiceLanguage, string> = { lt: 'vnt.', en: 'pcs', de: 'Stk.', fr: 'pce', es: 'ud.' };

/** A new invoice's PDF language: the dashboard's, where the API accepts it as an invoice language; else English. */
export const invoiceLanguageFor = (locale: string): InvoiceLanguage =>
  invoiceLanguages.find((language) => language === locale) ?? 'en';

/** A new line, its unit in the word for a piece of the invoice's language. */
export const emptyLine = (language: InvoiceLanguage): ProductInput => ({ name: '', units: pieceUnits[language], quantity: 1, price: null });

const addDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A new invoice's values: only defaults. `defaults` (the BFF's answer: the owner's settings over the latest invoice)
 * gives the type, series, VAT %, language, time to pay, payment options and note; where it says nothing, the
 * dashboard's language (`locale`, where the invoice can speak it), a regular invoice in series INV due in 14 days.
 */
export function newInvoiceValues(today: string, currency: string, locale: string, defaults?: InvoiceFormDefaults): InvoiceFormValues {
  const language = defaults?.language ?? invoiceLanguageFor(locale);
  const vat = defaults?.vat_percentage;
  return {
    type: defaults?.type ?? 'regular_invoice',
    series: defaults?.series ?? 'INV',
    invoice_number: null,
    invoice_date: today,
    pay_until_date: addDays(today, defaults?.payment_term_days ?? 14),
    currency,
    language,
    buyer: { type: 'company', company_name: '' },
    use_default_seller_info: true,
    seller: null,
    products: [{ ...emptyLine(language), ...(vat != null && { vat_percentage: vat }) }],
    notes: defaults?.notes ?? null,
    payment_options: (defaults?.payment_options ?? []).map((o) => ({ ...o, fields: (o.fields ?? []).map((f) => ({ ...f })) })),
  };
}

/** Whether a stored seller is the business's own details (then the form keeps "use my business details"). */
const isProfileSeller = (seller: Invoice['seller'], profile: Profile) =>
  seller.business_type === profile.business_type &&
  (seller.vat_code ?? null) === (profile.vat_code ?? null) &&
  (seller.company_name ?? null) === (profile.company_name ?? null) &&
  (seller.last_name ?? null) === (profile.last_name ?? null);

/**
 * A stored invoice as form values. Edit keeps its number (the API renumbers an invoice whose number is left out);
 * a duplicate takes the next number and today's date, keeping the same time to pay. Each line is given as `entries`
 * say (contract/line-entry's `lineEntriesFor`), so saving unchanged keeps the invoice's totals to the cent.
 */
export function valuesFromInvoice(
  invoice: Invoice,
  profile: Profile,
  as: 'edit' | 'duplicate',
  today: string,
  entries: readonly EnteredLine[],
): InvoiceFormValues {
  const { seller, buyer } = invoice;
  const duplicate = as === 'duplicate';
  const issue = duplicate ? today : invoice.invoice_date;
  const due = invoice.pay_until_date && (duplicate ? addDays(today, daysBetween(invoice.invoice_date, invoice.pay_until_date)) : invoice.pay_until_date);
  const ownSeller = isProfileSeller(seller, profile);
  return {
    type: invoice.invoice_type,
    series: invoice.series,
    invoice_number: duplicate ? null : invoice.invoice_number,
    invoice_date: issue,
    pay_until_date: due,
    currency: invoice.currency,
    language: invoice.language,
    buyer: { ...buyer },
    use_default_seller_info: ownSeller,
    seller: ownSeller ? null : { ...seller },
    products: productsFromEntries(invoice, entries),
    notes: invoice.notes,
    payment_options: invoice.payment_options.map((o) => ({ ...o, fields: o.fields.map((f) => ({ ...f })) })),
  };
}

/** The explicit seller a person starts from: the business's own details, to change what differs. */
export const sellerFromProfile = (profile: Profile): NonNullable<InvoiceFormValues['seller']> => ({
  business_type: profile.business_type,
  company_name: profile.company_name ?? null,
  company_code: profile.company_code ?? null,
  first_name: profile.first_name ?? null,
  last_name: profile.last_name ?? null,
  individual_activity_id: profile.individual_activity_id ?? null,
  vat_code: profile.vat_code,
  address: profile.address,
});
