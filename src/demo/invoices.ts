import type { InvoiceInput } from '../contract/invoice-input';

/** The demo business: a Lithuanian company with a VAT code. */
export const demoBusiness = {
  business_title: 'Baltic Pine Studio',
  business_type: 'private_limited_liability_company',
  company_name: 'UAB Baltic Pine Studio',
  company_code: '305123456',
  vat_code: 'LT100012345678',
  address: 'Gedimino pr. 9, LT-01103 Vilnius',
} as const;

const bank = { type: 'bank' as const, bank_account: 'LT12 1000 0111 0100 1000', bank_name: 'Swedbank', swift_bic_code: 'HABALT22' };
// Non-VAT invoices carry an explicit seller without a VAT code (a VAT code would make vat_percentage required).
const plainSeller = { company_name: demoBusiness.company_name, company_code: demoBusiness.company_code, address: demoBusiness.address };

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

type Demo = { input: InvoiceInput; paid: boolean };

/** Ten invoices: several series, VAT and non-VAT, paid and unpaid, in all five languages. */
export const demoInvoices = (): Demo[] => [
  {
    paid: true,
    input: {
      type: 'vat_invoice', series: 'BPS', invoice_date: daysAgo(62), pay_until_date: daysAgo(48), currency: 'EUR', language: 'en',
      use_default_seller_info: true, payment_options: [bank],
      buyer: { type: 'company', company_name: 'Northwind Traders Ltd', company_code: '09876543', vat_code: 'GB123456789', address: '12 Harbour St, Bristol' },
      products: [
        { name: 'Brand identity workshop', units: 'h', quantity: 6, price: 85, vat_percentage: 21 },
        { name: 'Logo design', units: 'pcs', quantity: 1, total: 950, vat_percentage: 21 },
      ],
    },
  },
  {
    paid: false,
    input: {
      type: 'vat_invoice', series: 'BPS', invoice_date: daysAgo(20), pay_until_date: daysAgo(-10), currency: 'EUR', language: 'lt',
      use_default_seller_info: true, payment_options: [bank], notes: 'Ačiū, kad renkatės mus!',
      buyer: { type: 'company', company_name: 'UAB Šiaurės žvaigždė', company_code: '302998877', vat_code: 'LT998877665', address: 'Žalgirio g. 5, Kaunas' },
      products: [{ name: 'Svetainės priežiūra (mėnuo)', units: 'mėn.', quantity: 3, total_incl_vat: 726, vat_percentage: 21 }],
    },
  },
  {
    paid: true,
    input: {
      type: 'vat_invoice', series: 'BPS', invoice_date: daysAgo(40), pay_until_date: daysAgo(26), currency: 'EUR', language: 'de',
      use_default_seller_info: true, payment_options: [bank],
      buyer: { type: 'company', company_name: 'Müller & Söhne GmbH', vat_code: 'DE811907980', address: 'Königstraße 14, Stuttgart' },
      products: [
        { name: 'Fotografie, Produktserie', units: 'Std.', quantity: 4.5, price: 120, vat_percentage: 21 },
        { name: 'Bildbearbeitung', units: 'Stk.', quantity: 30, price: 7.5, vat_percentage: 21 },
      ],
    },
  },
  {
    paid: false,
    input: {
      type: 'regular_invoice', series: 'EXP', invoice_date: daysAgo(15), pay_until_date: daysAgo(-15), currency: 'USD', language: 'en',
      seller: plainSeller, payment_options: [{ type: 'other', fields: [{ label: 'PayPal', value: 'billing@balticpine.example' }] }],
      buyer: { type: 'company', company_name: 'Redwood Apps Inc.', address: '500 Market St, San Francisco, CA' },
      products: [{ name: 'Illustrations for onboarding', units: 'pcs', quantity: 8, price: 140 }],
    },
  },
  {
    paid: true,
    input: {
      type: 'regular_invoice', series: 'EXP', invoice_date: daysAgo(75), pay_until_date: daysAgo(60), currency: 'EUR', language: 'fr',
      seller: plainSeller, payment_options: [bank], notes: 'Merci pour votre confiance.',
      buyer: { type: 'company', company_name: 'Atelier Lumière SARL', address: '8 rue des Écoles, Lyon' },
      products: [{ name: 'Conception de catalogue', units: 'pcs', quantity: 1, total: 1800 }],
    },
  },
  {
    paid: false,
    input: {
      type: 'regular_invoice', series: 'EXP', invoice_date: daysAgo(5), pay_until_date: daysAgo(-25), currency: 'EUR', language: 'es',
      seller: plainSeller, payment_options: [bank],
      buyer: { type: 'individual', first_name: 'Lucía', last_name: 'Núñez', address: 'Calle Mayor 3, Madrid' },
      products: [{ name: 'Retrato familiar', units: 'sesión', quantity: 1, price: 350 }],
    },
  },
  {
    paid: false,
    input: {
      type: 'preliminary_vat_invoice', series: 'PRE', invoice_date: daysAgo(3), pay_until_date: daysAgo(-11), currency: 'EUR', language: 'en',
      use_default_seller_info: true, payment_options: [bank],
      buyer: { type: 'company', company_name: 'Northwind Traders Ltd', vat_code: 'GB123456789', address: '12 Harbour St, Bristol' },
      products: [{ name: 'Website redesign, 50% advance', units: 'pcs', quantity: 1, total: 2400, vat_percentage: 21 }],
    },
  },
  {
    paid: true,
    input: {
      type: 'vat_invoice', series: 'BPS', invoice_date: daysAgo(30), pay_until_date: daysAgo(16), currency: 'EUR', language: 'lt',
      use_default_seller_info: true, payment_options: [bank],
      buyer: { type: 'person', first_name: 'Rūta', last_name: 'Žemaitė', address: 'Vilniaus g. 21, Klaipėda' },
      products: [
        { name: 'Vestuvių fotosesija', units: 'val.', quantity: 5, price: 60, vat_percentage: 21 },
        { name: 'Albumo spauda', units: 'vnt.', quantity: 1, price: 95.5, vat_percentage: 9 },
      ],
    },
  },
  {
    paid: false,
    input: {
      type: 'regular_invoice', series: 'EXP', invoice_date: daysAgo(1), pay_until_date: daysAgo(-29), currency: 'GBP', language: 'de',
      seller: plainSeller, payment_options: [bank],
      buyer: { type: 'company', company_name: 'Fischer Design Ltd', address: '4 Camden Rd, London' },
      products: [{ name: 'Schriftgestaltung', units: 'Std.', quantity: 12, price: 70 }],
    },
  },
  {
    paid: false,
    input: {
      type: 'credit_vat_invoice', series: 'CR', invoice_date: daysAgo(10), currency: 'EUR', language: 'fr',
      use_default_seller_info: true,
      buyer: { type: 'company', company_name: 'Atelier Lumière SARL', vat_code: 'FR40303265045', address: '8 rue des Écoles, Lyon' },
      products: [{ name: 'Avoir : remise commerciale', units: 'pcs', quantity: 1, total: -150, vat_percentage: 21 }],
    },
  },
];
