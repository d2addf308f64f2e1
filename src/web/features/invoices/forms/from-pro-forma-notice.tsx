import type { Invoice } from '../../../../contract/invoice';
import type { LinkedInvoice } from '../../../../contract/invoice-links';
import { useT } from '../../../i18n/use-t';
import { invoiceLabel } from '../../../lib/invoice-names';
import { FromInvoiceNotice } from './earlier-links-notice';

interface Props {
  business: string;
  proForma: Invoice;
  /** The invoices already made from this pro forma: another may still be made (a second part, a corrected one). */
  targets: readonly LinkedInvoice[] | undefined;
}

/** Above the form turning a pro forma into an invoice: what it starts from, and a warning if it was invoiced before. */
export function FromProFormaNotice({ business, proForma, targets }: Props) {
  const t = useT();
  return (
    <FromInvoiceNotice
      business={business}
      targets={targets}
      relation="invoiced"
      words={t('invoices.form.alreadyInvoiced')}
      note={t('invoices.form.fromProFormaNote', { label: invoiceLabel(proForma) })}
    />
  );
}
