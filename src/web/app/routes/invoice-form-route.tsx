import { useParams, useSearch } from 'wouter';
import { InvoiceFormScreen, type InvoiceFormMode } from '../../features/invoices/forms/invoice-form-screen';
import { HeldUntilTakenOver } from '../../components/ui/field';

/** One module for /invoices/new, …/new?duplicate=:id, …/new?proforma=:id, …/new?credit=:id and /invoices/:id/edit. */
export default function InvoiceFormRoute() {
  const { business = '', id } = useParams<{ business: string; id?: string }>();
  const search = new URLSearchParams(useSearch());
  const duplicate = search.get('duplicate');
  const proForma = search.get('proforma');
  const credit = search.get('credit');
  const mode: InvoiceFormMode = id
    ? { kind: 'edit', id }
    : duplicate
      ? { kind: 'duplicate', id: duplicate }
      : proForma
        ? { kind: 'fromProForma', id: proForma }
        : credit
          ? { kind: 'credit', id: credit }
          : { kind: 'create' };
  return (
    <HeldUntilTakenOver>
      <InvoiceFormScreen business={business} mode={mode} />
    </HeldUntilTakenOver>
  );
}
