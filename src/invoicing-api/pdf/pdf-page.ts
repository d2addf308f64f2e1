/** A4 page geometry, type styles and the page-flow cursor shared by the invoice PDF's sections. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 50, left: 50, right: 50, bottom: 64 } as const;
export const CONTENT = {
  left: MARGIN.left,
  right: A4.width - MARGIN.right,
  width: A4.width - MARGIN.left - MARGIN.right,
  top: MARGIN.top,
  bottom: A4.height - MARGIN.bottom,
} as const;
export const FOOTER_Y = A4.height - 42;

export const COLOR = {
  text: '#1f2937',
  muted: '#6b7280',
  accent: '#1e3a8a',
  rule: '#d1d5db',
  headerFill: '#f1f5f9',
  paid: '#047857',
  notPaid: '#b45309',
} as const;

export type FontName = 'regular' | 'bold';

/** Where the next thing goes: a buffered page index and a y on it. */
export interface Cursor {
  page: number;
  y: number;
}

export const later = (a: Cursor, b: Cursor): Cursor =>
  a.page > b.page || (a.page === b.page && a.y >= b.y) ? a : b;

export function style(doc: PDFKit.PDFDocument, font: FontName, size: number, color: string = COLOR.text) {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Makes `index` the current page, adding pages when it does not exist yet. */
export function goToPage(doc: PDFKit.PDFDocument, index: number): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start + range.count; i <= index; i++) doc.addPage();
  doc.switchToPage(index);
}

/** The cursor itself when `height` fits above the footer, else the top of the next page. */
export function ensureSpace(doc: PDFKit.PDFDocument, at: Cursor, height: number): Cursor {
  const next = at.y + height <= CONTENT.bottom ? at : { page: at.page + 1, y: CONTENT.top };
  goToPage(doc, next.page);
  return next;
}

export function rule(
  doc: PDFKit.PDFDocument,
  y: number,
  from: number = CONTENT.left,
  to: number = CONTENT.right,
) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
}
