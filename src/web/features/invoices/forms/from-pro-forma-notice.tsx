import type { Invoice } from '../../../../contract/invoice';
import type { LinkedInvoice } from '../../../../contract/invoice-links';
import { ListNotice } from '../../../components/ui/list-notice';
import { useT } from '../../../i18n/use-t';
import { invoiceLabel } from '../components/invoice-labels';
import { EarlierLinksNotice } from './earlier-links-notice';

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
    <div className="flex flex-col gap-2">
      <ListNotice>{t('invoices.form.fromProFormaNote', { label: invoiceLabel(proForma) })}</ListNotice>
      <EarlierLinksNotice
        business={business}
        targets={targets}
        relation="invoiced"
        words={t('invoices.form.alreadyInvoiced')}
      />
    </div>
  );
}
