import type { Locale } from '../../../../contract/locales';
import type { KeptAnswer } from '../../receipts';
import { parseEInvoice, readEInvoice, type ThreadReading } from './read-einvoice';

// What a receipt reader thread (features/receipts) asks of this room. The thread loads this file alone, by its URL
// (the door's eInvoiceReaderPart): through the door it would hold the room's routes, writer and rules too.

export { readEInvoice };
export { embeddedFileTooLarge, pdfEInvoice } from './pdf-attachment';

/** An XML file read as an e-invoice (judged after, on the main thread), or why it is not one. */
export const readXml = (bytes: Uint8Array): ThreadReading => readEInvoice(parseEInvoice(bytes), null);

/** The PDF writer (pdfkit, its fonts) is loaded on the first XML kept: a thread that only reads never holds it. */
export const keep = async (bytes: Uint8Array, name: string, locale: Locale): Promise<KeptAnswer> =>
  (await import('./kept-xml')).keptPdf(bytes, name, locale);
