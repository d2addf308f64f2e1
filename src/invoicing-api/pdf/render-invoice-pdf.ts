import type { Invoice } from '../../contract/invoice';
import { dejaVuPdf } from '../../runtime/pdf-document';
import { invoiceView, type InvoiceView } from '../i18n/invoice-view';
import { drawHeading, drawNotes, drawParties, drawPaymentOptions, drawTotals } from './invoice-sections';
import { drawLinesTable } from './lines-table';
import { A4, CONTENT, COLOR, FOOTER_Y, MARGIN, style } from './pdf-page';

function drawFooters(doc: PDFKit.PDFDocument, view: InvoiceView): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Footer text sits below the bottom margin; lift the margin so pdfkit does not open a new page for it.
    doc.page.margins.bottom = 0;
    style(doc, 'regular', 7.5, COLOR.muted);
    // One line each: a long number is cut with an ellipsis rather than pushed off the page.
    const line = { width: CONTENT.width / 2 - 8, height: doc.currentLineHeight(true), ellipsis: true };
    doc.text(`${view.title} ${view.number}`, CONTENT.left, FOOTER_Y, line);
    doc.text(view.labels.page(i - start + 1, count), CONTENT.left + CONTENT.width / 2 + 8, FOOTER_Y, {
      ...line,
      align: 'right',
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

/**
 * Renders an invoice as an A4 PDF in the invoice's language. The same invoice (same `updated_at`) always gives
 * the same bytes: the creation date in the metadata is the invoice's last change, not the render time.
 * Async so that any failure while drawing reaches the caller as a rejection, never as a synchronous throw.
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const view = invoiceView(invoice);
  const changed = new Date(invoice.updated_at * 1000);
  const { doc, bytes } = await dejaVuPdf({
    size: [A4.width, A4.height],
    margins: MARGIN,
    bufferPages: true,
    lang: invoice.language,
    info: {
      Title: `${view.title} ${view.number}`,
      Author: view.seller.name,
      Subject: view.title,
      Creator: 'invoice-desk',
      Producer: 'invoice-desk',
      CreationDate: changed,
      ModDate: changed,
    },
  });
  let at = drawHeading(doc, view);
  at = drawParties(doc, view, at);
  at = drawLinesTable(doc, view, at);
  at = drawTotals(doc, view, at);
  at = drawPaymentOptions(doc, view, at);
  drawNotes(doc, view, at);
  drawFooters(doc, view);
  doc.end();
  return bytes;
}
