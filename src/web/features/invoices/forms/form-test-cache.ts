import { QueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceItem } from '../../../../contract/invoice';
import type { Profile } from '../../../../contract/profile';
import { keys } from '../../../lib/query-keys';

/** The invoice form's tests' set-up: the cache it opens on, as the app would have it. */

/** The VAT-registered studio most of the form's tests issue as. */
export const studioProfile: Profile = {
  business_id: '5d1c0e5e-8f0a-4b7e-9a51-0a6f3c2b1d11',
  business_title: 'Studija',
  business_type: 'private_limited_liability_company',
  address: 'Gedimino pr. 1',
  vat_code: 'LT100',
  company_name: 'Studija UAB',
};

/** A stored invoice's one line: two hours of consulting at 50, 21 % VAT. */
export const consultingItem: InvoiceItem = {
  id: '1b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02',
  name: 'Consulting',
  price: 50,
  vat_percentage: 21,
  quantity: 2,
  units: 'h',
};

/**
 * The business's profile and its one currency (EUR) read, nothing stale and nothing retried: a request that still
 * goes out reaches the test's stubbed fetch.
 */
export function formCache(business: string, profile: Profile): QueryClient {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  qc.setQueryData(keys.profile(business), profile);
  qc.setQueryData(keys.currencies(business), [{ code: 'EUR', title: 'Euro' }]);
  return qc;
}

/** `invoice` as the invoice list's only row and read on its own (what Edit, Duplicate and Credit start from). */
export function cacheListedInvoice(qc: QueryClient, business: string, invoice: Invoice): void {
  const meta = { current_page: 1, from: 1, last_page: 1, path: null, per_page: 50, to: 1, total: 1 };
  qc.setQueryData(keys.invoices.list(business, 1), { data: [invoice], meta });
  qc.setQueryData(keys.invoices.detail(business, invoice.id), { data: invoice });
}

/** A field of the rendered form by its name: an input or a select, null where the form does not show it. */
export const formField = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
