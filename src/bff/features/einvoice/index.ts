/** The e-invoice room's door: Peppol, XRechnung and Factur-X out of an invoice, checked by the official rules. */
export { einvoiceRoom } from './room';
export { EInvoices, type EInvoiceFile } from './einvoices';
export { mailAttachments } from './mail-attachments';
export { keptFileFor } from './read/kept-xml';
export { withVerdict } from './read/verdict';
export { validateEInvoice } from './rules/validate';
