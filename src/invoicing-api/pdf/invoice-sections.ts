import type { InvoiceView, PartyView } from '../i18n/invoice-view';
import { drawRows, rowsWidth, type RowsBox } from './labelled-rows';
import { CONTENT, COLOR, ensureSpace, goToPage, later, rule, style, type Cursor } from './pdf-page';

const COLUMN_GAP = 24;
const HALF = (CONTENT.width - COLUMN_GAP) / 2;

/** Title and number on the left; dates, currency and payment status on the right. */
export function drawHeading(doc: PDFKit.PDFDocument, view: InvoiceView): Cursor {
  const titleWidth = 270;
  style(doc, 'bold', 20, COLOR.accent).text(view.title, CONTENT.left, CONTENT.top, { width: titleWidth });
  style(doc, 'regular', 11).text(`${view.labels.number}: ${view.number}`, CONTENT.left, doc.y + 4, { width: titleWidth });
  const left = doc.y;
  const box: RowsBox = { x: CONTENT.right - 220, labelWidth: 100, valueWidth: 112, size: 9 };
  const status = { label: view.labels.paymentStatus, value: view.paid ? view.labels.paid : view.labels.notPaid };
  let at = drawRows(doc, view.meta, box, { page: 0, y: CONTENT.top + 4 });
  style(doc, 'regular', 9, COLOR.muted).text(status.label, box.x, at.y, { width: box.labelWidth });
  style(doc, 'bold', 9, view.paid ? COLOR.paid : COLOR.notPaid).text(
    status.value,
    box.x + rowsWidth(box) - box.valueWidth,
    at.y,
    { width: box.valueWidth },
  );
  at = { page: 0, y: Math.max(doc.y, left) + 18 };
  rule(doc, at.y);
  return { page: 0, y: at.y + 14 };
}

function drawParty(doc: PDFKit.PDFDocument, party: PartyView, x: number, from: Cursor): Cursor {
  goToPage(doc, from.page);
  style(doc, 'bold', 9, COLOR.muted).text(party.heading, x, from.y, { width: HALF });
  style(doc, 'bold', 11);
  const nameHeight = doc.heightOfString(party.name || ' ', { width: HALF });
  let at = ensureSpace(doc, { page: from.page, y: doc.y + 3 }, nameHeight);
  style(doc, 'bold', 11).text(party.name, x, at.y, { width: HALF });
  at = { page: at.page, y: doc.y + 4 };
  return drawRows(doc, party.rows, { x, labelWidth: 92, valueWidth: HALF - 100, size: 8.5 }, at);
}

/** Seller and buyer side by side; either column may run onto the next page on its own. */
export function drawParties(doc: PDFKit.PDFDocument, view: InvoiceView, from: Cursor): Cursor {
  const start = ensureSpace(doc, from, 60);
  const seller = drawParty(doc, view.seller, CONTENT.left, start);
  const buyer = drawParty(doc, view.buyer, CONTENT.left + HALF + COLUMN_GAP, start);
  const end = later(seller, buyer);
  goToPage(doc, end.page);
  return { page: end.page, y: end.y + 18 };
}

/** Subtotal, VAT and total, right-aligned and kept together; the last row is the amount due. */
export function drawTotals(doc: PDFKit.PDFDocument, view: InvoiceView, from: Cursor): Cursor {
  const width = 250;
  const x = CONTENT.right - width;
  const rowHeight = 18;
  let at = ensureSpace(doc, { page: from.page, y: from.y + 10 }, view.totals.length * rowHeight + 8);
  view.totals.forEach(({ label, value }, i) => {
    const last = i === view.totals.length - 1;
    if (last) {
      rule(doc, at.y - 3, x, CONTENT.right);
      at = { page: at.page, y: at.y + 3 };
    }
    const size = last ? 11 : 9.5;
    style(doc, last ? 'bold' : 'regular', size, last ? COLOR.text : COLOR.muted).text(label, x, at.y, { width: 130 });
    style(doc, last ? 'bold' : 'regular', size).text(value, x + 130, at.y, { width: width - 130, align: 'right' });
    at = { page: at.page, y: at.y + rowHeight };
  });
  return at;
}

function sectionHeading(doc: PDFKit.PDFDocument, text: string, from: Cursor, next: number): Cursor {
  const at = ensureSpace(doc, { page: from.page, y: from.y + 16 }, 18 + next);
  style(doc, 'bold', 10).text(text, CONTENT.left, at.y, { width: CONTENT.width });
  return { page: at.page, y: doc.y + 4 };
}

export function drawPaymentOptions(doc: PDFKit.PDFDocument, view: InvoiceView, from: Cursor): Cursor {
  if (view.paymentOptions.length === 0) return from;
  let at = sectionHeading(doc, view.labels.paymentDetails, from, 14);
  const box: RowsBox = { x: CONTENT.left, labelWidth: 130, valueWidth: CONTENT.width - 138, size: 9 };
  for (const option of view.paymentOptions) {
    const end = drawRows(doc, option.rows, box, at);
    at = { page: end.page, y: end.y + 6 };
  }
  return at;
}

export function drawNotes(doc: PDFKit.PDFDocument, view: InvoiceView, from: Cursor): Cursor {
  if (view.notes === null) return from;
  const at = sectionHeading(doc, view.labels.notes, from, 14);
  // Long notes flow onto further pages by themselves: the document's bottom margin keeps them off the footer.
  style(doc, 'regular', 9).text(view.notes, CONTENT.left, at.y, { width: CONTENT.width });
  return { page: doc.bufferedPageRange().count - 1, y: doc.y };
}
