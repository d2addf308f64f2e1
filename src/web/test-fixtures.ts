import type { Invoice } from '../contract/invoice';

/** A complete Invoice as the API answers it, for tests that need one in the cache. */
export const invoiceFixture = (over: Partial<Invoice> = {}): Invoice => ({
  id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e01',
  business_id: '7c1f6c1e-2b5d-4f0e-8a3b-1d2e3f4a5b6c',
  invoice_type: 'regular_invoice',
  series: 'INV',
  invoice_number: '007',
  invoice_date: '2026-11-01',
  pay_until_date: '2026-11-15',
  language: 'en',
  subtotal: 100,
  vat: 0,
  total_incl_vat: 100,
  currency: 'EUR',
  payment_status: 'not_paid',
  notes: null,
  share_link: 'http://127.0.0.1:1/share/x',
  seller: { business_type: 'association', first_name: null, last_name: null, company_name: 'S', company_code: null, individual_activity_id: null, vat_code: null, address: null, email: null, phone: null, custom_fields: [] },
  buyer: { type: 'company', first_name: null, last_name: null, company_name: 'B', company_code: null, individual_activity_id: null, vat_code: null, address: null, email: null, phone: null },
  items: [],
  payment_options: [],
  created_at: 1000,
  updated_at: 1000,
  ...over,
});
