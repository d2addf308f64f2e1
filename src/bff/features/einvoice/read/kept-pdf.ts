import type Big from 'big.js';
import type { Locale } from '../../../../contract/locales';
import { a4, a4Pdf, grey, rule, style } from '../../../platform/pdf-page';
import { isCreditNote, type ReadEInvoice } from './einvoice-data';
import { keptPdfWords, type KeptPdfWords } from './kept-pdf-words';

const page = { ...a4, bottom: 790 };
const formatNames = {
  'ubl-invoice': 'UBL 2.1 Invoice',
  'ubl-credit-note': 'UBL 2.1 CreditNote',
  cii: 'UN/CEFACT CII',
} as const;
/** Lines' columns: item, quantity, unit, price, net, VAT (x, width; numbers right-aligned). */
const lineCols = [
  [50, 200],
  [250, 55],
  [305, 40],
  [345, 70],
  [415, 75],
  [490, 55],
] as const;
const vatCols = [
  [50, 120],
  [170, 80],
  [250, 140],
  [390, 155],
] as const;

type Doc = PDFKit.PDFDocument;

/** A file attached with its PDF/A-3 relationship (pdfkit writes AFRelationship; its typings do not list the option). */
export const attachFile = (
  doc: Doc,
  bytes: Uint8Array,
  o: PDFKit.Mixins.PDFAttachmentOptions & {
    name: string;
    relationship: 'Source' | 'Alternative' | 'Data' | 'Supplement';
  },
) => doc.file(Buffer.from(bytes), o);

/** Dates and numbers in each language's usual region (English the British way: 30/06/2013, as the statements). */
const regions = { en: 'en-GB', lt: 'lt-LT', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' } as const;

function writer(language: Locale, currency: string | null) {
  const locale = regions[language];
  const dates = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  const code = currency !== null && /^[A-Z]{3}$/.test(currency) ? ` ${currency}` : '';
  return {
    date: (ymd: string | null) => (ymd === null ? '—' : dates.format(new Date(`${ymd}T00:00:00Z`))),
    // formatting only: the figure is shown as the file states it, no arithmetic on a float
    number: (b: Big | null) => (b === null ? '' : plain.format(Number(b.toString()))),
    amount: (b: Big | null) => (b === null ? '—' : money.format(Number(b.toString()))),
    money: (b: Big | null) => (b === null ? '—' : `${money.format(Number(b.toString()))}${code}`),
  };
}

function row(
  doc: Doc,
  cols: readonly (readonly [number, number])[],
  y: number,
  cells: string[],
  font: 'regular' | 'bold' = 'regular',
): number {
  let bottom = y;
  cells.forEach((cell, i) => {
    const [x, width] = cols[i]!;
    // the first column (a name) may wrap; numbers stay on one line, right-aligned
    style(doc, font, 8.5).text(cell, x, y, {
      width: width - 4,
      align: i === 0 ? 'left' : 'right',
      lineBreak: i === 0,
    });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + 3;
}

/** Starts a new page when `need` points no longer fit. */
const room = (doc: Doc, y: number, need: number) => (y + need > page.bottom ? (doc.addPage(), page.top) : y);

function facts(doc: Doc, e: ReadEInvoice, w: KeptPdfWords, f: ReturnType<typeof writer>, y: number): number {
  const pairs: [string, string][] = [
    [w.seller, e.sellerName ?? '—'],
    [w.sellerVat, e.sellerVat ?? '—'],
    [w.number, e.number ?? '—'],
    [w.issued, f.date(e.issueDate)],
    [w.due, f.date(e.dueDate)],
    [w.net, f.money(e.netTotal)],
    [w.vat, f.money(e.vatTotal)],
    [w.total, f.money(e.grossTotal)],
    [w.payable, f.money(e.payable)],
    [w.format, [formatNames[e.format], e.customization].filter(Boolean).join(' — ')],
  ];
  let at = y;
  for (const [label, value] of pairs) {
    style(doc, 'regular', 9, grey.muted).text(label, page.left, at, { width: 140 });
    style(doc, 'bold', 9.5).text(value, page.left + 150, at, { width: page.right - page.left - 150 });
    at = doc.y + 4;
  }
  return at;
}

/**
 * A readable A4 page of a received XML e-invoice — its parties, totals, VAT breakdown and lines as it states them
 * — with the original XML attached byte for byte (`original.name`), so the expense keeps the file the API itself
 * cannot store (it takes no .xml) and the XML can be taken out again.
 */
export async function renderKeptPdf(
  e: ReadEInvoice,
  original: { name: string; bytes: Uint8Array },
  locale: Locale,
): Promise<Buffer> {
  const w = keptPdfWords[locale];
  const f = writer(locale, e.currency);
  const title = `${isCreditNote(e) ? w.credit : w.invoice}${e.number ? ` ${e.number}` : ''}`;
  const { doc, bytes } = await a4Pdf({
    lang: locale,
    info: { Title: title, Author: e.sellerName ?? '', Creator: 'invoice-desk', Producer: 'invoice-desk' },
  });
  // the original as the hybrid formats attach theirs: the data the page is an alternative view of
  attachFile(doc, original.bytes, {
    name: original.name,
    type: 'text/xml',
    relationship: 'Source',
    description: title,
  });
  style(doc, 'bold', 18).text(title, page.left, page.top);
  style(doc, 'regular', 8.5, grey.muted).text(w.kept.replace('{name}', original.name), page.left, doc.y + 4, {
    width: page.right - page.left,
  });
  rule(doc, doc.y + 8);
  let y = facts(doc, e, w, f, doc.y + 16);
  if (e.vat.length > 0) {
    y = room(doc, y + 8, 40);
    style(doc, 'bold', 11).text(w.vatBreakdown, page.left, y);
    y = row(doc, vatCols, doc.y + 4, [w.category, w.rate, w.base, w.amount], 'bold');
    for (const v of e.vat)
      y = row(doc, vatCols, room(doc, y, 14), [
        v.category || '—',
        f.number(v.rate),
        f.amount(v.base),
        f.amount(v.amount),
      ]);
  }
  if (e.lines.length > 0) {
    y = room(doc, y + 10, 40);
    style(doc, 'bold', 11).text(w.lines, page.left, y);
    y = row(doc, lineCols, doc.y + 4, [w.item, w.quantity, w.unit, w.price, w.lineNet, w.rate], 'bold');
    for (const l of e.lines) {
      y = row(doc, lineCols, room(doc, y, 14), [
        l.name || '—',
        f.number(l.quantity),
        l.unitCode ?? '',
        f.amount(l.price),
        f.amount(l.netAmount),
        f.number(l.rate),
      ]);
    }
    if (e.lineCount > e.lines.length) {
      style(doc, 'regular', 8.5, grey.muted).text(
        w.more.replace('{count}', String(e.lineCount - e.lines.length)),
        page.left,
        room(doc, y + 4, 14),
      );
    }
  }
  doc.end();
  return bytes;
}
