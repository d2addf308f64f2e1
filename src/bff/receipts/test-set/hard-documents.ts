import { figures, languages, money, pad, rng, row, sellers, type Figures, type Rng, type TestDocument } from './documents';
import { hardWords } from './hard-words';

/**
 * The hard set: the layouts real receipts and invoices use and the clean set leaves out. Receipts carry a banner
 * name over the legal name in small print, a till and receipt number on the date's line, deposits and their refund,
 * a discount after the subtotal, cash and change, a VAT table of several rates, the currency printed once; invoices
 * a title, seller and buyer blocks in varying places, delivery and due dates beside the issue date, numbers with a
 * letter prefix and a space (`AB 001234`).
 */
type Lang = TestDocument['language'];

const dateText = (lang: Lang, y: number, mo: number, d: number, shortYear = false) => {
  const yy = shortYear ? String(y).slice(2) : String(y);
  if (lang === 'lt') return `${y}-${pad(mo)}-${pad(d)}`;
  return lang === 'de' ? `${pad(d)}.${pad(mo)}.${yy}` : `${pad(d)}/${pad(mo)}/${yy}`;
};
const iso = (y: number, mo: number, d: number) => `${y}-${pad(mo)}-${pad(d)}`;
const letters = (r: Rng) => String.fromCharCode(65 + r.int(0, 25), 65 + r.int(0, 25));
/** `AB 001234` half the time: the prefix readers drop */
const numberOf = (r: Rng) => (r.next() < 0.5 ? `${letters(r)} ${String(r.int(1, 99999)).padStart(6, '0')}` : String(r.int(1000, 99999)));

/** A discount taken off the goods of the highest rate: that rate's net and VAT follow. */
function discounted(f: Figures, discount: number): Figures {
  const byRate = f.byRate.map((b, i) => {
    if (i !== 0) return b;
    const gross = b.gross - discount;
    const net = Math.round((gross * 100) / (100 + b.rate));
    return { rate: b.rate, net, vat: gross - net, gross };
  });
  const vat = byRate.reduce((s, b) => s + b.vat, 0);
  return { ...f, byRate, gross: f.gross - discount, vat, net: f.gross - discount - vat };
}

const rateText = (lang: Lang, rate: number) => (lang === 'en' ? `${rate}%` : `${String(rate).replace('.', ',')} %`);

function hardReceipt(r: Rng, lang: Lang, n: number): TestDocument {
  const w = hardWords[lang];
  const [brand, seller] = r.pick(sellers[lang]);
  const long = r.next() < 0.25;
  const plain = figures(r, lang, long ? r.int(18, 28) : r.int(3, 6), 1);
  const discount = r.next() < 0.5 ? Math.min(Math.round(plain.byRate[0]!.gross * 0.1), 500) : 0;
  const f = discount > 0 ? discounted(plain, discount) : plain;
  const deposit = r.next() < 0.5 ? r.pick([8, 15, 25]) * r.int(1, 4) : 0;
  const refund = r.next() < 0.4 ? Math.min(r.pick([8, 15, 25]) * r.int(1, 6), Math.floor(f.gross / 2)) : 0;
  const subtotal = plain.gross + deposit;
  const total = subtotal - discount - refund;
  const dec = lang === 'en' ? '.' : ',';
  const m = (c: number) => money(c, dec);
  const y = 2026;
  const mo = r.int(1, 12);
  const d = r.int(1, 28);
  const time = `${pad(r.int(7, 21))}:${pad(r.int(0, 59))}${r.next() < 0.3 ? `:${pad(r.int(0, 59))}` : ''}`;
  const num = numberOf(r);
  const label = r.pick(w.receiptNo);
  const till = `${w.till} ${r.int(1, 9)}`;
  const stamp = `${dateText(lang, y, mo, d, lang === 'de' && r.next() < 0.5)} ${time}`;
  const sign = w.currency === 'GBP' ? '£' : '€';
  const signOnTotal = r.next() < 0.6;

  const lines: string[] = [brand, seller, w.street];
  const sizes: Record<number, number> = { 0: 2.2, 1: 0.75, 2: 0.8 };
  const place = r.int(0, 2);
  if (place === 0) lines.push(`${stamp}  ${till}  ${label} ${num}`);
  if (place === 1) lines.push(`${label} ${num}`, `${stamp}  ${till}`);
  if (!signOnTotal) lines.push(row('', w.currency));
  for (const it of f.items) lines.push(row(it.name, m(it.gross)));
  if (deposit > 0) lines.push(row(w.deposit, m(deposit)));
  lines.push(row(w.subtotal, m(subtotal)));
  if (discount > 0) lines.push(row(w.discount, `-${m(discount)}`));
  if (refund > 0) lines.push(row(w.depositBack, `-${m(refund)}`));
  lines.push(row(r.pick(w.total), signOnTotal ? (lang === 'en' ? `${sign}${m(total)}` : `${m(total)} ${sign}`) : m(total)));
  if (r.next() < 0.6) {
    const given = Math.ceil((total + 1) / 1000) * 1000;
    lines.push(row(w.cash, m(given)), row(w.change, m(given - total)));
  } else lines.push(row(w.card, m(total)));
  lines.push(w.vatHead);
  f.byRate.forEach((b, i) => lines.push(`${'ABC'[i]} ${rateText(lang, b.rate)}  ${m(b.net)}  ${m(b.vat)}  ${m(b.gross)}`));
  if (r.next() < 0.4) lines.push(row(w.vatTotal, m(f.vat)));
  lines.push(w.thanks);
  if (place === 2) lines.push(`${stamp}  ${till}  ${label} ${num}`);
  return {
    id: `${lang}-hard-receipt-${n}`,
    language: lang,
    layout: 'receipt',
    lines,
    sizes,
    truth: { seller, total: total / 100, currency: w.currency, date: iso(y, mo, d), vat: f.vat / 100, invoice_number: num },
  };
}

function hardInvoice(r: Rng, lang: Lang, n: number): TestDocument {
  const w = hardWords[lang];
  const [, seller] = r.pick(sellers[lang]);
  const [, buyer] = r.pick(sellers[lang].filter(([, s]) => s !== seller));
  const f = figures(r, lang, r.int(2, 5), 100);
  const dec = lang === 'en' ? '.' : ',';
  const th = lang === 'en' ? ',' : lang === 'fr' ? ' ' : '.';
  const cur = lang === 'en' ? 'GBP' : 'EUR';
  const m = (c: number) => (cur === 'GBP' ? `£${money(c, dec, th)}` : `${money(c, dec, th)} €`);
  const issued = new Date(Date.UTC(2026, r.int(0, 11), r.int(1, 28)));
  const shift = (days: number) => new Date(issued.getTime() + days * 86_400_000);
  const show = (t: Date) => dateText(lang, t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  const prefix = letters(r);
  const digits = String(r.int(1, 99999)).padStart(6, '0');
  const number = r.next() < 0.6 || lang === 'lt' ? `${prefix} ${digits}` : `${prefix}-${digits}`;
  const noLine = lang === 'lt' ? `Serija ${prefix} Nr. ${digits}` : `${w.invoiceNo} ${number}`;
  const dateLines = [`${w.delivered}: ${show(shift(-r.int(1, 9)))}`, `${w.issued}: ${show(issued)}`, `${w.due}: ${show(shift(r.pick([14, 30])))}`];
  const dates = r.next() < 0.5 ? [dateLines.join('   ')] : dateLines;
  const sellerId = lang === 'lt' ? `PVM kodas LT${r.int(100000000, 999999999)}` : `VAT ${r.int(10000000, 99999999)}`;

  const lines = [r.pick(w.titles)];
  const layout = r.int(0, 2);
  if (layout === 0) lines.push(seller, w.street, sellerId, '', noLine, ...dates, '', w.buyer, buyer, 'Road 2, Town'); // letterhead
  if (layout === 1) lines.push(noLine, ...dates, '', row(w.buyer, w.seller, 60), row(buyer, seller, 60), row('Road 2, Town', w.street, 60));
  if (layout === 2) lines.push(noLine, ...dates, '', w.buyer, buyer, 'Road 2, Town'); // the seller only in the footer
  lines.push('', ...f.items.map((i) => row(i.name, m(i.gross), 60)), '', row(w.net, m(f.net), 60));
  for (const b of f.byRate) lines.push(row(`${w.vat} ${rateText(lang, b.rate)}  ${m(b.net)}`, m(b.vat), 60));
  lines.push(row(w.gross, m(f.gross), 60));
  if (layout === 2) lines.push('', `${seller} · ${w.street} · ${sellerId}`);
  return {
    id: `${lang}-hard-invoice-${n}`,
    language: lang,
    layout: 'invoice',
    lines,
    sizes: { 0: 1.8 },
    truth: { seller, total: f.gross / 100, currency: cur, date: iso(issued.getUTCFullYear(), issued.getUTCMonth() + 1, issued.getUTCDate()), vat: f.vat / 100, invoice_number: number },
  };
}

/** `perLanguage` hard documents in each of the five languages: two receipts to one invoice. */
export function hardDocuments(perLanguage: number, seed = 28): TestDocument[] {
  const r = rng(seed);
  return languages.flatMap((lang) =>
    Array.from({ length: perLanguage }, (_, i) => (i % 3 === 2 ? hardInvoice(r, lang, i) : hardReceipt(r, lang, i))),
  );
}
