import type { Invoice } from '../../../../contract/invoice';
import type { LinkedInvoice } from '../../../../contract/invoice-links';
import { ListNotice } from '../../../components/ui/list-notes';
import { useT } from '../../../i18n/use-t';
import { invoiceLabel } from '../components/invoice-labels';
import { LinkedInvoiceLink } from '../components/invoice-links';

interface Props {
  business: string;
  proForma: Invoice;
  /** The invoices already made from this pro forma: another may still be made (a second part, a corrected one). */
  targets: readonly LinkedInvoice[] | undefined;
}

/** Above the form turning a pro forma into an invoice: what it starts from, and a warning if it was invoiced before. */
export function FromProFormaNotice({ business, proForma, targets }: Props) {
  const t = useT();
  const invoiced = (targets ?? []).filter((target) => target.relation === 'invoiced');
  return (
    <div className="flex flex-col gap-2">
      <ListNotice>{t('invoices.form.fromProFormaNote', { label: invoiceLabel(proForma) })}</ListNotice>
      {invoiced.length > 0 && (
        <ListNotice tone="warning">
          {t('invoices.form.alreadyInvoiced')}{' '}
          {invoiced.map((target, i) => (
            <span key={target.id}>
              {i > 0 && ', '}
              <LinkedInvoiceLink business={business} invoice={target} />
            </span>
          ))}
        </ListNotice>
      )}
    </div>
  );
}
