import type { InvoiceView, PartyView } from '../i18n/invoice-view';
import { drawRows, rowsWidth, type RowsBox } from './labelled-rows';
import { CONTENT, COLOR, ensureSpace, goToPage, later, rule, style, type Cursor } from './pdf-page';

const COLUMN_GAP = 24;
const HALF = (CONTENT.width - COLUMN_GAP) / 2;

/** Title and number on the left; dates, currency and payment status on the right. */
export function drawHeading(doc: PDFKit.PDFDocument, view: InvoiceView): Cursor {
  const meta: RowsBox = { x: CONTENT.right - 224, labelWidth: 98, valueWidth: 118, size: 9 };
  const titleWidth = meta.x - CONTENT.left - 16;
  style(doc, 'bold', 20, COLOR.accent).text(view.title, CONTENT.left, CONTENT.top, { width: titleWidth });
  style(doc, 'regular', 11).text(view.numberLine, CONTENT.left, doc.y + 4, {
    width: titleWidth,
  });
  const titleBottom = doc.y;
  const at = drawRows(doc, view.meta, meta, { page: 0, y: CONTENT.top + 4 });
  style(doc, 'regular', 9, COLOR.muted).text(view.labels.paymentStatus, meta.x, at.y, {
    width: meta.labelWidth,
  });
  style(doc, 'bold', 9, view.paid ? COLOR.paid : COLOR.notPaid).text(
    view.paid ? view.labels.paid : view.labels.notPaid,
    meta.x + rowsWidth(meta) - meta.valueWidth,
    at.y,
    { width: meta.valueWidth },
  );
  const y = Math.max(doc.y, titleBottom) + 18;
  rule(doc, y);
  return { page: 0, y: y + 14 };
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

/** Subtotal, VAT and total, right-aligned and kept together; the last row, the amount due, is set larger. */
export function drawTotals(doc: PDFKit.PDFDocument, view: InvoiceView, from: Cursor): Cursor {
  const width = 280;
  const labelWidth = 160;
  const x = CONTENT.right - width;
  const rows = view.totals.map((row, i) => {
    const last = i === view.totals.length - 1;
    const font = last ? ('bold' as const) : ('regular' as const);
    const size = last ? 11 : 9.5;
    style(doc, font, size);
    const height = Math.max(
      doc.heightOfString(row.label, { width: labelWidth }),
      doc.heightOfString(row.value, { width: width - labelWidth }),
    );
    return { ...row, last, font, size, height: height + (last ? 10 : 5) };
  });
  let at = ensureSpace(
    doc,
    { page: from.page, y: from.y + 10 },
    rows.reduce((sum, r) => sum + r.height, 0),
  );
  for (const row of rows) {
    if (row.last) {
      rule(doc, at.y, x, CONTENT.right);
      at = { page: at.page, y: at.y + 6 };
    }
    style(doc, row.font, row.size, row.last ? COLOR.text : COLOR.muted).text(row.label, x, at.y, {
      width: labelWidth,
    });
    style(doc, row.font, row.size).text(row.value, x + labelWidth, at.y, {
      width: width - labelWidth,
      align: 'right',
    });
    at = { page: at.page, y: at.y + row.height };
  }
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
