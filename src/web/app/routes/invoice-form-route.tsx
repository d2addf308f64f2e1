import { useParams, useSearch } from 'wouter';
import { InvoiceFormScreen, type InvoiceFormMode } from '../../features/invoices/forms/invoice-form-screen';

/** One module for /invoices/new, /invoices/new?duplicate=:id, /invoices/new?proforma=:id and /invoices/:id/edit. */
export default function InvoiceFormRoute() {
  const { business = '', id } = useParams<{ business: string; id?: string }>();
  const search = new URLSearchParams(useSearch());
  const duplicate = search.get('duplicate');
  const proForma = search.get('proforma');
  const mode: InvoiceFormMode = id
    ? { kind: 'edit', id }
    : duplicate
      ? { kind: 'duplicate', id: duplicate }
      : proForma
        ? { kind: 'fromProForma', id: proForma }
        : { kind: 'create' };
  return <InvoiceFormScreen business={business} mode={mode} />;
}
