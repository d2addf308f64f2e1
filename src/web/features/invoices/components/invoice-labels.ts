import type { InvoiceLanguage, InvoiceType } from '../../../../contract/enums';
import type { Buyer, Invoice } from '../../../../contract/invoice';

export const invoiceTypeLabels: Record<InvoiceType, string> = {
  regular_invoice: 'Invoice',
  vat_invoice: 'VAT invoice',
  preliminary_invoice: 'Pro forma (preliminary) invoice',
  preliminary_vat_invoice: 'Pro forma VAT invoice',
  credit_invoice: 'Credit note',
  credit_vat_invoice: 'VAT credit note',
};

export const languageLabels: Record<InvoiceLanguage, string> = {
  en: 'English',
  lt: 'Lithuanian',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
};

/** The number a person reads and says: series and number, e.g. INV-007. */
export const invoiceLabel = (i: Pick<Invoice, 'series' | 'invoice_number'>) => `${i.series}-${i.invoice_number}`;

export const buyerName = (b: Buyer) =>
  (b.type === 'company' ? b.company_name : [b.first_name, b.last_name].filter(Boolean).join(' ')) || '—';

/**
 * Past its due date and still not paid (dates compare as `Y-m-d` strings) — never a pro forma invoice: an offer is
 * owed by nobody, as the overview and the search's `status=overdue` count it.
 */
export const isOverdue = (i: Pick<Invoice, 'pay_until_date' | 'payment_status' | 'invoice_type'>, today: string) =>
  i.payment_status !== 'paid' &&
  i.pay_until_date !== null &&
  i.pay_until_date < today &&
  !i.invoice_type.startsWith('preliminary');
