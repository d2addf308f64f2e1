import { useParams, useSearch } from 'wouter';
import { InvoiceFormScreen, type InvoiceFormMode } from '../../features/invoices/forms/invoice-form-screen';

/** One module for /invoices/new, /invoices/new?duplicate=:id and /invoices/:id/edit. */
export default function InvoiceFormRoute() {
  const { business = '', id } = useParams<{ business: string; id?: string }>();
  const duplicate = new URLSearchParams(useSearch()).get('duplicate');
  const mode: InvoiceFormMode = id ? { kind: 'edit', id } : duplicate ? { kind: 'duplicate', id: duplicate } : { kind: 'create' };
  return <InvoiceFormScreen business={business} mode={mode} />;
}
