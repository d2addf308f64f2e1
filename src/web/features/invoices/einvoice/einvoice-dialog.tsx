import { useState } from 'react';
import type { EInvoiceFormat } from '../../../../contract/einvoice/details';
import type { Invoice } from '../../../../contract/invoice';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../i18n/use-t';
import { invoiceLabel } from '../../../lib/invoice-names';
import { FormatChoice } from './format-choice';
import { PreflightPanel } from './preflight-panel';

interface EInvoiceDialogProps {
  business: string;
  invoice: Invoice;
  onClose: () => void;
}

/** The invoice as an e-invoice: the format first, then what it still lacks (filled in here) or the download. */
export function EInvoiceDialog({ business, invoice, onClose }: EInvoiceDialogProps) {
  const t = useT();
  const [format, setFormat] = useState<EInvoiceFormat>();
  const [choosing, setChoosing] = useState(true);
  const choose = (f: EInvoiceFormat) => {
    setFormat(f);
    setChoosing(false);
  };
  return (
    <ModalDialog open titleId="einvoice-title" onCancel={onClose} wide>
      <div className="flex flex-col gap-4">
        <h2 id="einvoice-title" className="text-lg font-semibold text-slate-900">
          {t('invoices.einvoice.title', { label: invoiceLabel(invoice) })}
        </h2>
        {choosing || !format ? (
          <FormatChoice chosen={format} onChoose={choose} />
        ) : (
          <PreflightPanel
            business={business}
            invoice={invoice}
            format={format}
            onOtherFormat={() => setChoosing(true)}
          />
        )}
        <div className="flex justify-end border-t border-slate-200 pt-3">
          <Button variant="secondary" onClick={onClose}>
            {t('invoices.einvoice.close')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
