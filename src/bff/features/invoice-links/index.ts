/** The invoice links' door: where each invoice came from (pro forma → invoice → credit note), and lines as entered. */
export { openInvoiceLinks } from './room';
export { EnteredLinesStore, entriesOfBody } from './entered-lines-store';
export { InvoiceLinks } from './invoice-links';
