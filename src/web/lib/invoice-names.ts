import type { Buyer } from '../../contract/invoice';

// the number a person reads is the contract's: the BFF's mails, files and e-invoices write it the same way
export { invoiceLabel } from '../../contract/invoice';

/** A company's name, or a person's first and last name; a dash when the invoice has none. */
export const buyerName = (b: Buyer) =>
  (b.type === 'company' ? b.company_name : [b.first_name, b.last_name].filter(Boolean).join(' ')) || '—';
