import type { z } from 'zod/mini';
import { addDays } from '../../../../contract/clock';
import { invoiceLanguages, type InvoiceLanguage } from '../../../../contract/enums';
import type { InvoiceFormDefaults } from '../../../../contract/invoice-defaults';
import type { invoiceFormSchema } from '../../../../contract/invoice-advice';
import type { InvoiceRulesContext, ProductInput } from '../../../../contract/invoice-input';
import type { Profile } from '../../../../contract/profile';

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
export const pieceUnits: Record<InvoiceLanguage, string> = {
  lt: 'vnt.',
  en: 'pcs',
  de: 'Stk.',
  fr: 'pce',
  es: 'ud.',
};

/** A new invoice's PDF language: the dashboard's, where the API accepts it as an invoice language; else English. */
export const invoiceLanguageFor = (locale: string): InvoiceLanguage =>
  invoiceLanguages.find((language) => language === locale) ?? 'en';

/** A new line, its unit in the word for a piece of the invoice's language. */
export const emptyLine = (language: InvoiceLanguage): ProductInput => ({
  name: '',
  units: pieceUnits[language],
  quantity: 1,
  price: null,
});

/**
 * A new invoice's values: only defaults. `defaults` (the BFF's answer: the owner's settings over the latest invoice)
 * gives the type, series, VAT %, language, time to pay, payment options and note; where it says nothing, the
 * dashboard's language (`locale`, where the invoice can speak it), a regular invoice in series INV due in 14 days.
 */
export function newInvoiceValues(
  today: string,
  currency: string,
  locale: string,
  defaults?: InvoiceFormDefaults,
): InvoiceFormValues {
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
    payment_options: (defaults?.payment_options ?? []).map((o) => ({
      ...o,
      fields: (o.fields ?? []).map((f) => ({ ...f })),
    })),
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
