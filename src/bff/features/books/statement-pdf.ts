import { buyerName } from '../../../contract/buyer-key';
import type { Statement, StatementCurrency, StatementLine } from '../../../contract/buyer-report';
import { creditTypes } from '../../../contract/invoice-groups';
import { a4, a4Pdf, grey, rule, style } from '../../platform/pdf-page';
import { statementWords, type StatementWords } from './statement-words';

const page = { ...a4, bottom: 780 };
const color = { ...grey, fill: '#f1f5f9', overdue: '#b45309' };
/** Column x and width: date, document, kind, due, amount (right-aligned), status. */
const cols = [
  [50, 62],
  [112, 78],
  [190, 90],
  [280, 62],
  [342, 86],
  [436, 109],
] as const;
const locales = { en: 'en-GB', lt: 'lt-LT', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' } as const;

type Doc = PDFKit.PDFDocument;

function writer(s: Statement) {
  const locale = locales[s.language];
  const dates = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  return {
    date: (ymd: string | null) => (ymd === null ? '—' : dates.format(new Date(`${ymd}T00:00:00Z`))),
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount),
  };
}

function party(
  doc: Doc,
  w: StatementWords,
  title: string,
  p: Statement['buyer'] | Statement['seller'],
  x: number,
  y: number,
): number {
  style(doc, 'bold', 8, color.muted).text(title.toUpperCase(), x, y, { width: 230 });
  const lines = [
    p.company_code ? `${w.companyCode}: ${p.company_code}` : null,
    p.vat_code ? `${w.vatCode}: ${p.vat_code}` : null,
    p.address,
    p.email,
  ].filter((l): l is string => !!l);
  style(doc, 'bold', 10).text(buyerName(p) || '—', x, y + 12, { width: 230 });
  style(doc, 'regular', 9).text(lines.join('\n'), x, doc.y + 2, { width: 230 });
  return doc.y;
}

function row(
  doc: Doc,
  y: number,
  cells: readonly string[],
  font: 'regular' | 'bold' = 'regular',
  fills: readonly string[] = [],
) {
  cells.forEach((cell, i) => {
    const [x, width] = cols[i]!;
    style(doc, font, 8.5, fills[i] || color.text).text(cell, x, y, {
      width: width - 4,
      align: i === 4 ? 'right' : 'left',
      lineBreak: false,
    });
  });
}

function currencyBlock(doc: Doc, s: Statement, c: StatementCurrency, w: StatementWords, at: number): number {
  const f = writer(s);
  let y = at;
  const room = (h: number) => {
    if (y + h <= page.bottom) return;
    doc.addPage();
    y = page.top;
  };
  const total = (label: string, amount: number) => {
    room(16);
    style(doc, 'bold', 9).text(label, page.left, y, { width: 320 });
    style(doc, 'bold', 9).text(f.money(amount, c.currency), cols[4][0], y, {
      width: cols[4][1] - 4,
      align: 'right',
    });
    y += 16;
  };
  room(60);
  style(doc, 'bold', 12).text(c.currency, page.left, y);
  y += 20;
  total(w.opening, c.opening);
  const header = () => {
    doc.rect(page.left, y - 3, page.right - page.left, 15).fill(color.fill);
    row(doc, y, [w.date, w.document, w.kind, w.due, w.amount, w.status], 'bold');
    y += 16;
  };
  header();
  if (c.lines.length === 0) {
    style(doc, 'regular', 9, color.muted).text(w.none, page.left, y);
    y += 16;
  }
  for (const l of c.lines) {
    if (y + 14 > page.bottom) {
      doc.addPage();
      y = page.top;
      header();
    }
    row(doc, y, lineCells(l, w, f, c.currency), 'regular', [
      '',
      '',
      '',
      '',
      '',
      l.status === 'overdue' ? color.overdue : color.text,
    ]);
    y += 14;
  }
  rule(doc, y);
  y += 6;
  total(w.invoiced, c.invoiced);
  total(w.paidInPeriod, c.paid);
  total(w.closing, c.closing);
  return y + 14;
}

function lineCells(
  l: StatementLine,
  w: StatementWords,
  f: ReturnType<typeof writer>,
  currency: string,
): string[] {
  const kind = (creditTypes as readonly string[]).includes(l.type) ? w.credit : w.invoice;
  const status =
    l.status === 'paid' ? `${w.paidOn} ${f.date(l.paid_on)}` : l.status === 'overdue' ? w.overdue : w.notPaid;
  return [
    f.date(l.invoice_date),
    l.number,
    kind,
    f.date(l.pay_until_date),
    f.money(l.amount, currency),
    status,
  ];
}

/**
 * The statement as an A4 PDF in its language (the buyer's latest invoice's): the seller and buyer blocks, the
 * period, then per currency the opening balance, every invoice and credit note with its status, and the closing.
 */
export async function renderStatementPdf(s: Statement): Promise<Buffer> {
  const w = statementWords[s.language];
  const f = writer(s);
  const made = new Date(`${s.today}T00:00:00Z`);
  const { doc, bytes } = await a4Pdf({
    lang: s.language,
    info: {
      Title: `${w.title} — ${buyerName(s.buyer)}`,
      Author: buyerName(s.seller),
      Creator: 'invoice-desk',
      Producer: 'invoice-desk',
      CreationDate: made,
      ModDate: made,
    },
  });
  style(doc, 'bold', 18).text(w.title, page.left, page.top);
  style(doc, 'regular', 9, color.muted).text(
    `${w.period}: ${f.date(s.from)} – ${f.date(s.to)}    ${w.made}: ${f.date(s.today)}`,
    page.left,
    page.top + 26,
  );
  const y = Math.max(
    party(doc, w, w.seller, s.seller, page.left, page.top + 52),
    party(doc, w, w.buyer, s.buyer, 315, page.top + 52),
  );
  rule(doc, y + 12);
  let at = y + 26;
  if (s.currencies.length === 0) {
    style(doc, 'regular', 10, color.muted).text(w.none, page.left, at);
    at += 20;
  }
  for (const c of s.currencies) at = currencyBlock(doc, s, c, w, at);
  if (at + 14 > page.bottom) doc.addPage();
  style(doc, 'regular', 8, color.muted).text(w.note, page.left, at + 14 > page.bottom ? page.top : at);
  doc.end();
  return bytes;
}
