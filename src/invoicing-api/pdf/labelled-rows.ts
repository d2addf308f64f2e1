import type { Row } from '../i18n/invoice-view';
import { COLOR, ensureSpace, style, type Cursor } from './pdf-page';

export interface RowsBox {
  x: number;
  labelWidth: number;
  valueWidth: number;
  size: number;
}

const GAP = 8;

/** Label / value rows in two sub-columns, each row wrapped and moved whole to the next page when it does not fit. */
export function drawRows(doc: PDFKit.PDFDocument, rows: readonly Row[], box: RowsBox, from: Cursor): Cursor {
  let at = from;
  for (const { label, value } of rows) {
    style(doc, 'regular', box.size);
    const height = Math.max(
      doc.heightOfString(label, { width: box.labelWidth }),
      doc.heightOfString(value, { width: box.valueWidth }),
    );
    at = ensureSpace(doc, at, height);
    style(doc, 'regular', box.size, COLOR.muted).text(label, box.x, at.y, { width: box.labelWidth });
    style(doc, 'regular', box.size).text(value, box.x + box.labelWidth + GAP, at.y, {
      width: box.valueWidth,
    });
    at = { page: at.page, y: at.y + height + 3 };
  }
  return at;
}

export const rowsWidth = (box: RowsBox): number => box.labelWidth + GAP + box.valueWidth;
