import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Invoice } from '../../../../contract/invoice';
import { isPreliminary } from '../../../../contract/invoice-groups';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

// The dialog is a chunk of its own: most visits to an invoice never ask for an e-invoice. It is fetched as the pointer
// or the focus reaches the button, so that it is usually there by the click.
const dialogCode = () => import('./einvoice-dialog');
const EInvoiceDialog = lazy(() => dialogCode().then((m) => ({ default: m.EInvoiceDialog })));

/**
 * "E-invoice" beside the invoice's other actions. A pro forma is only an offer and never an e-invoice: the button is
 * off, and the sentence under the actions says why and what to do.
 */
export function EInvoiceAction({ business, invoice }: { business: string; invoice: Invoice }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const noteId = useId();
  if (isPreliminary(invoice.invoice_type))
    return (
      <>
        <Button variant="secondary" disabled aria-describedby={noteId}>
          {t('invoices.einvoice.action')}
        </Button>
        <p id={noteId} className="order-last basis-full text-sm text-slate-600">
          {t('invoices.einvoice.proForma')}
        </p>
      </>
    );
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={() => void dialogCode()}
        onFocus={() => void dialogCode()}
        onClick={(e) => {
          opener.current = e.currentTarget;
          setOpen(true);
        }}
      >
        {t('invoices.einvoice.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EInvoiceDialog business={business} invoice={invoice} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
