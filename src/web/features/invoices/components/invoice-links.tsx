import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Invoice } from '../../../../contract/invoice';
import type { LinkedInvoice } from '../../../../contract/invoice-links';
import { useT } from '../../../i18n/use-t';
import { invoiceLinksQuery } from '../api/invoice-queries';
import { invoiceHref } from '../invoice-paths';
import { invoiceLabel } from '../../../lib/invoice-names';

/** Another invoice's number as a link to its page. */
export function LinkedInvoiceLink({ business, invoice }: { business: string; invoice: LinkedInvoice }) {
  return (
    <Link
      href={invoiceHref(business, invoice.id)}
      className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
    >
      {invoiceLabel(invoice)}
    </Link>
  );
}

/**
 * Where this invoice came from and what was made from it ("From pro forma PRE-003", "Invoiced as BPS-012", "Credit
 * note for BPS-005", "Credited by CR-002"): the links
 * the BFF keeps. Nothing while they load or when there are none; an invoice deleted since is not shown.
 */
export function InvoiceLinks({ business, invoice }: { business: string; invoice: Invoice }) {
  const t = useT();
  const { data } = useQuery(invoiceLinksQuery(business, invoice.id));
  if (!data || (!data.source && data.targets.length === 0)) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="invoice-links">
      {data.source?.relation === 'invoiced' && (
        <li>
          {t('invoices.links.fromProForma')} <LinkedInvoiceLink business={business} invoice={data.source} />
        </li>
      )}
      {data.source?.relation === 'credited' && (
        <li>
          {t('invoices.links.creditNoteFor')} <LinkedInvoiceLink business={business} invoice={data.source} />
        </li>
      )}
      {data.targets.map((target) => (
        <li key={target.id}>
          {t(target.relation === 'invoiced' ? 'invoices.links.invoicedAs' : 'invoices.links.creditedBy')}{' '}
          <LinkedInvoiceLink business={business} invoice={target} />
        </li>
      ))}
    </ul>
  );
}
