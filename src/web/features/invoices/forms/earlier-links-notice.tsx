import type { ReactNode } from 'react';
import type { InvoiceLinkRelation, LinkedInvoice } from '../../../../contract/invoice-links';
import { ListNotice } from '../../../components/ui/list-notice';
import { LinkedInvoiceLink } from '../components/invoice-links';

interface Props {
  business: string;
  /** What was made from the invoice the form starts from; those of `relation` are named. */
  targets: readonly LinkedInvoice[] | undefined;
  relation: InvoiceLinkRelation;
  /** The warning's words, before the invoices' numbers. */
  words: string;
}

/** A warning, not a refusal: the invoices already made this way from the same one (another may still be right). */
export function EarlierLinksNotice({ business, targets, relation, words }: Props) {
  const earlier = (targets ?? []).filter((target) => target.relation === relation);
  if (earlier.length === 0) return null;
  return (
    <ListNotice tone="warning">
      {words}{' '}
      {earlier.map((target, i) => (
        <span key={target.id}>
          {i > 0 && ', '}
          <LinkedInvoiceLink business={business} invoice={target} />
        </span>
      ))}
    </ListNotice>
  );
}

/**
 * Above a form written from another invoice: what it starts from (`note`), what the form asks of it (`children`), and
 * the invoices already made this way from it.
 */
export function FromInvoiceNotice({
  note,
  children,
  ...earlier
}: Props & { note: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <ListNotice>{note}</ListNotice>
      {children}
      <EarlierLinksNotice {...earlier} />
    </div>
  );
}
