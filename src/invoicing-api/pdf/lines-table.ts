import type { InvoiceView, LineView } from '../i18n/invoice-view';
import { CONTENT, COLOR, ensureSpace, rule, style, type Cursor } from './pdf-page';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: LineView) => string;
}

const PAD = 4;
const SIZE = 8.5;

function columns(view: InvoiceView): Column[] {
  const l = view.labels;
  const fixed: Column[] = [
    { header: l.quantity, width: 78, align: 'right', cell: (line) => line.quantity },
    { header: l.unitPrice, width: 74, align: 'right', cell: (line) => line.unitPrice },
    ...(view.showVat
      ? [
          {
            header: l.vatPercent,
            width: 50,
            align: 'right' as const,
            cell: (line: LineView) => line.vatPercent ?? '',
          },
        ]
      : []),
    { header: l.amount, width: 82, align: 'right', cell: (line) => line.total },
  ];
  const position: Column = { header: '#', width: 24, align: 'left', cell: (line) => line.position };
  const used = [position, ...fixed].reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    header: l.description,
    width: CONTENT.width - used,
    align: 'left',
    cell: (line) => line.name,
  };
  return [position, description, ...fixed];
}

function rowHeight(doc: PDFKit.PDFDocument, cols: readonly Column[], texts: readonly string[]): number {
  return (
    Math.max(...cols.map((c, i) => doc.heightOfString(texts[i] ?? '', { width: c.width - 2 * PAD }))) +
    2 * PAD
  );
}

function drawCells(
  doc: PDFKit.PDFDocument,
  cols: readonly Column[],
  texts: readonly string[],
  y: number,
): void {
  let x = CONTENT.left;
  cols.forEach((c, i) => {
    doc.text(texts[i] ?? '', x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align });
    x += c.width;
  });
}

function drawHeader(doc: PDFKit.PDFDocument, cols: readonly Column[], at: Cursor): Cursor {
  const texts = cols.map((c) => c.header);
  style(doc, 'bold', SIZE);
  const height = rowHeight(doc, cols, texts);
  doc.rect(CONTENT.left, at.y, CONTENT.width, height).fill(COLOR.headerFill);
  style(doc, 'bold', SIZE, COLOR.muted);
  drawCells(doc, cols, texts, at.y);
  return { page: at.page, y: at.y + height };
}

/** The lines table; each row moves whole to the next page when it does not fit, and the header repeats there. */
export function drawLinesTable(doc: PDFKit.PDFDocument, view: InvoiceView, from: Cursor): Cursor {
  const cols = columns(view);
  style(doc, 'bold', SIZE);
  const headerHeight = rowHeight(
    doc,
    cols,
    cols.map((c) => c.header),
  );
  style(doc, 'regular', SIZE);
  const firstHeight = view.lines[0]
    ? rowHeight(
        doc,
        cols,
        cols.map((c) => c.cell(view.lines[0]!)),
      )
    : 0;
  let at = drawHeader(doc, cols, ensureSpace(doc, from, headerHeight + firstHeight));
  for (const line of view.lines) {
    const texts = cols.map((c) => c.cell(line));
    style(doc, 'regular', SIZE);
    const height = rowHeight(doc, cols, texts);
    const placed = ensureSpace(doc, at, height);
    at = placed.page === at.page ? placed : drawHeader(doc, cols, placed);
    style(doc, 'regular', SIZE);
    drawCells(doc, cols, texts, at.y);
    rule(doc, at.y + height);
    at = { page: at.page, y: at.y + height };
  }
  return at;
}
