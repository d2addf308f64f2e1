import type { Expense } from './expense';
import type { Invoice } from './invoice';
import type { Profile } from './profile';

/** Well-formed API output for tests (contract, BFF, web): fresh copies, so a test may change them. */

/** A party's name and codes, all unset: spread first, then the one a sample names. */
export const nameless = {
  first_name: null,
  last_name: null,
  company_name: null,
  company_code: null,
  individual_activity_id: null,
};
/** A party's contact details, all unset. */
export const contact = { vat_code: null, address: null, email: null, phone: null };

/** A complete invoice as the API returns it. */
export const sampleInvoice = (): Invoice => ({
  id: '0b6f1a52-4c1e-4d3a-9f57-6a1d2b3c4d5e',
  business_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  invoice_type: 'vat_invoice',
  series: 'INV',
  invoice_number: '007',
  invoice_date: '2024-03-01',
  pay_until_date: null,
  language: 'en',
  subtotal: 59.97,
  vat: 12.59,
  total_incl_vat: 72.56,
  currency: 'EUR',
  payment_status: 'not_paid',
  notes: null,
  share_link: 'https://example.com/share/abc',
  seller: {
    business_type: 'individual_activity',
    ...nameless,
    first_name: 'Ann',
    last_name: 'Lee',
    ...contact,
    vat_code: 'LT1',
    custom_fields: [],
  },
  buyer: { type: 'company', ...nameless, company_name: 'Buyer Ltd', ...contact },
  items: [
    {
      id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
      name: 'Work',
      price: 19.99,
      vat_percentage: 21,
      quantity: 3,
      units: 'h',
    },
  ],
  payment_options: [{ type: 'other', fields: [{ label: 'PayPal', value: 'ann@example.com' }] }],
  created_at: 1709280000,
  updated_at: 1709280000,
});

/** An expense as the API returns it. */
export const sampleExpense = (): Expense => ({
  id: '9b2d3f4e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  date: '2024-03-02',
  total: 12.5,
  currency: 'EUR',
  seller: 'Coffee Shop',
  created_at: 1709337600,
  updated_at: 1709337600,
});

/** The parts of a valid invoice input of an individual activity (explicit seller, no VAT code), for the rules' tests. */
export const sampleInputParts = {
  line: { name: 'Work', units: 'h', quantity: 2, price: 10 },
  seller: { first_name: 'Ann', last_name: 'Lee', custom_fields: [{ label: 'IBAN', value: 'LT12' }] },
} as const;
export const sampleInvoiceInput = (): Record<string, unknown> => ({
  type: 'regular_invoice',
  invoice_date: '2024-03-01',
  series: 'INV',
  currency: 'EUR',
  buyer: { type: 'person', first_name: 'Bo' },
  use_default_seller_info: false,
  seller: sampleInputParts.seller,
  products: [sampleInputParts.line],
});

/**
 * A business that moved after issuing an invoice: its profile now, and the seller block the invoice was issued with
 * (e-mail, phone and custom fields the profile has no place for). What an edit must keep.
 */
export const sampleMovedProfile: Profile = {
  business_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  business_title: 'Studija',
  business_type: 'private_limited_liability_company',
  address: 'Naujoji g. 9, Kaunas',
  vat_code: 'LT100',
  company_name: 'Studija UAB',
  company_code: '300123',
};
export const sampleIssuedSeller: Invoice['seller'] = {
  business_type: 'private_limited_liability_company',
  first_name: null,
  last_name: null,
  company_name: 'Studija UAB',
  company_code: '300123',
  individual_activity_id: null,
  vat_code: 'LT100',
  address: 'Gedimino pr. 1, Vilnius',
  email: 'billing@studija.lt',
  phone: '+370 600 00000',
  custom_fields: [{ label: 'Licence', value: 'L-42' }],
};
