import { dejaVuPdf } from '../../runtime/pdf-document';

/**
 * The BFF's own A4 pages (a buyer's statement, a kept e-invoice's readable page): one page size, margins and greys,
 * so the documents a desk writes look alike. Where text may run to (`bottom`) is each document's own.
 */
export const a4 = { width: 595.28, height: 841.89, left: 50, right: 545.28, top: 50 };
export const grey = { text: '#1f2937', muted: '#6b7280', rule: '#d1d5db' };

type Doc = PDFKit.PDFDocument;

/** A document on the A4 page, its text in DejaVu (runtime/pdf-document), and its bytes once it ends. */
export const a4Pdf = (o: Pick<PDFKit.PDFDocumentOptions, 'lang' | 'info'>) =>
  dejaVuPdf({
    size: [a4.width, a4.height],
    margins: { top: a4.top, left: a4.left, right: a4.width - a4.right, bottom: 40 },
    ...o,
  });

/** The text that follows in this font, size and colour. */
export const style = (doc: Doc, font: 'regular' | 'bold', size: number, fill: string = grey.text) =>
  doc.font(font).fontSize(size).fillColor(fill);

/** A thin grey line across the page at `y`. */
export const rule = (doc: Doc, y: number) =>
  doc.moveTo(a4.left, y).lineTo(a4.right, y).lineWidth(0.6).strokeColor(grey.rule).stroke();
