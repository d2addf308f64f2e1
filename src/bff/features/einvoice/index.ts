/** The e-invoice room's door: Peppol, XRechnung and Factur-X out of an invoice, checked by the official rules. */
import type * as ReaderPart from './read/in-reader-thread';

export { einvoiceRoom } from './room';
export { EInvoices, type EInvoiceFile } from './einvoices';
export { mailAttachments } from './mail-attachments';
export { keptFileFor } from './read/kept-xml';
export { withVerdict } from './read/verdict';
export { validateEInvoice } from './rules/validate';
export type { ThreadReading } from './read/read-einvoice';
export type { PdfEInvoice } from './read/pdf-attachment';
/** What a receipt reader thread loads of this room, by itself (read/in-reader-thread.ts), and its shape. */
export const eInvoiceReaderPart = new URL('./read/in-reader-thread.ts', import.meta.url).href;
export type EInvoiceReaderPart = typeof ReaderPart;
