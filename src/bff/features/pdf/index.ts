/** The PDF room's door: invoices' PDFs fetched once, kept on disk, downloaded. */
export { pdfRoom } from './room';
export type { PdfCache } from './disk-cache';
