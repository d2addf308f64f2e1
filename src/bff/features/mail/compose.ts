import { randomUUID } from 'node:crypto';
import type { EInvoiceFormat } from '../../../contract/einvoice/details';
import type { EmailKind } from '../../../contract/email';
import { type Invoice, invoiceLabel } from '../../../contract/invoice';
import type { StoredEmail } from './outbox-store';
import { draftOf, partsOf } from './templates';

/**
 * A message about an invoice, ready for the outbox: the owner's subject and text where given, else the template's in
 * the invoice's language; the HTML alternative; the PDF's name; Reply-To the business's own address — the seller's
 * e-mail on the invoice, else its settings' Reply-To — so that a buyer's answer never lands in the sending account.
 */
export function compose(
  invoice: Invoice,
  o: {
    business: string;
    kind: EmailKind;
    to: string[];
    cc?: string[];
    subject?: string;
    message?: string;
    today: string;
    nowS: number;
    /** The business's Reply-To from its settings: for an invoice without a seller e-mail. */
    replyTo: string | null;
    /** What is still owed, where credit notes took part of the invoice back: the amount a reminder names. */
    owed?: number;
    /** The e-invoice format sent beside the PDF (an invoice, not a reminder). */
    einvoice?: EInvoiceFormat | null;
  },
): Omit<StoredEmail, 'status' | 'attempts' | 'error' | 'sent_at'> {
  const draft = draftOf(o.kind, invoice, o.today, o.owed);
  const parts = partsOf(o.message ?? draft.text, invoice.share_link);
  return {
    id: randomUUID(),
    business: o.business,
    invoice_id: invoice.id,
    kind: o.kind,
    to: o.to,
    cc: o.cc ?? [],
    subject: o.subject ?? draft.subject,
    body: parts.text,
    html: parts.html,
    file_name: `${invoiceLabel(invoice).replace(/[/\\:*?"<>|\s]+/g, '_')}.pdf`,
    reply_to: invoice.seller.email?.trim() || o.replyTo,
    einvoice: o.kind === 'invoice' ? (o.einvoice ?? null) : null,
    created_at: o.nowS,
  };
}
