/** The e-invoice room's door: Peppol, XRechnung and Factur-X out of an invoice, checked by the official rules. */
export { eInvoiceRoutes } from './routes';
export { EInvoices, type EInvoiceFile } from './einvoices';
export { EInvoiceDetailsStore } from './details-store';
export { mailAttachments } from './mail-attachments';
