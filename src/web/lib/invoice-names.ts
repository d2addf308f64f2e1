import type { Buyer, Invoice } from '../../contract/invoice';

/** The number a person reads and says: series and number, e.g. INV-007. */
export const invoiceLabel = (i: Pick<Invoice, 'series' | 'invoice_number'>) =>
  `${i.series}-${i.invoice_number}`;

/** A company's name, or a person's first and last name; a dash when the invoice has none. */
export const buyerName = (b: Buyer) =>
  (b.type === 'company' ? b.company_name : [b.first_name, b.last_name].filter(Boolean).join(' ')) || '—';
