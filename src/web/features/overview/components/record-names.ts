import type { Invoice } from '../../../../contract/invoice';
import { buyerName, invoiceLabel } from '../../../lib/invoice-names';

/** `BPS-004 · Jonas Jonaitis`: the invoice and whom it is to, as a list row names it. */
export const invoiceLine = (i: Invoice) => `${invoiceLabel(i)} · ${buyerName(i.buyer)}`;
