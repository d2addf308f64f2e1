import type { Buyer, Invoice } from '../../../../contract/invoice';

/** `BPS-004`: the number a person reads and says. */
const invoiceName = (i: Pick<Invoice, 'series' | 'invoice_number'>) => `${i.series}-${i.invoice_number}`;

/** A company's name, or a person's first and last name. */
const partyName = (b: Buyer) =>
  (b.type === 'company' ? b.company_name : [b.first_name, b.last_name].filter(Boolean).join(' ')) || '—';

/** `BPS-004 · Jonas Jonaitis`: the invoice and whom it is to, as a list row names it. */
export const invoiceLine = (i: Invoice) => `${invoiceName(i)} · ${partyName(i.buyer)}`;
