import type { ReceiptReading } from '../extract/reading';

/** A generated document: the lines to print and the values a reader must find on it. */
export interface TestDocument {
  id: string;
  language: 'lt' | 'en' | 'de' | 'fr' | 'es';
  layout: 'receipt' | 'invoice';
  lines: string[];
  /** font size of some lines relative to the rest (a banner name, small print), by line index */
  sizes?: Record<number, number>;
  truth: Pick<ReceiptReading, 'seller' | 'total' | 'currency' | 'date' | 'vat' | 'invoice_number'>;
}

/** Deterministic randomness: the same set every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T };
}
export type Rng = ReturnType<typeof rng>;

export const money = (c: number, dec: ',' | '.', thousands = '') => {
  const s = (Math.abs(c) / 100).toFixed(2).split('.');
  const whole = (s[0] as string).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${c < 0 ? '-' : ''}${whole}${dec}${s[1]}`;
};
export const pad = (n: number) => String(n).padStart(2, '0');
export const row = (left: string, right: string, width = 32) => `${left}${' '.repeat(Math.max(2, width - left.length - right.length))}${right}`;

interface Item {
  name: string;
  gross: number;
}
export const items: Record<TestDocument['language'], string[]> = {
  lt: ['Kava latte', 'Sumuštinis', 'Vanduo 0,5 l', 'Pyragėlis', 'Arbata', 'Duona', 'Pienas 2,5%', 'Obuoliai', 'Sūris'],
  en: ['Flat white', 'Croissant', 'Sandwich', 'Orange juice', 'Tea', 'Muffin', 'Water 500ml', 'Salad'],
  de: ['Brötchen', 'Kaffee', 'Wasser 1,5 l', 'Brezel', 'Milch', 'Käse', 'Äpfel', 'Müsli'],
  fr: ['Baguette', 'Croissant', 'Café crème', 'Pain au chocolat', 'Eau minérale', 'Fromage', 'Jambon', 'Thé'],
  es: ['Café con leche', 'Tostada', 'Agua 50cl', 'Zumo naranja', 'Bocadillo', 'Pan', 'Queso', 'Manzanas'],
};
export const sellers: Record<TestDocument['language'], [string, string][]> = {
  lt: [['KAVINĖ ŽALIA', 'UAB "Žalia kavinė"'], ['MAXIMUKAS', 'UAB "Maxima LT"'], ['DUONINĖ', 'MB "Kepėjų namai"'], ['TECHNIKA', 'UAB "Baltijos technika"']],
  en: [['THE CORNER CAFE', 'Corner Coffee Ltd'], ['GREEN GROCER', 'Green Fields Trading Ltd'], ['BOOK NOOK', 'Nook Books Limited'], ['FIXIT', 'Fixit Hardware PLC']],
  de: [['BÄCKEREI SONNE', 'Sonne Backwaren GmbH'], ['MARKT 24', 'Frischmarkt Müller KG'], ['CAFÉ LINDE', 'Linde Gastro GmbH'], ['BÜROWELT', 'Bürowelt Handels GmbH']],
  fr: [['BOULANGERIE DU COIN', 'SARL Le Fournil Doré'], ['CAFÉ DES ARTS', 'SAS Café des Arts'], ['PRIMEUR', 'EURL Primeurs Dupont'], ['PAPETERIE', 'SARL Papeterie Moreau']],
  es: [['MERCADO CENTRAL', 'Frutas García S.L.'], ['CAFETERÍA SOL', 'Hostelería Sol S.L.'], ['PANADERÍA', 'Panificadora Ruiz S.A.'], ['FERRETERÍA', 'Ferretería López S.L.U.']],
};
const rates: Record<TestDocument['language'], number[]> = { lt: [21, 9], en: [20], de: [19, 7], fr: [20, 10, 5.5], es: [21, 10] };
export const months: Record<TestDocument['language'], string[]> = {
  lt: ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

export interface Figures {
  items: Item[];
  gross: number;
  byRate: { rate: number; net: number; vat: number; gross: number }[];
  vat: number;
  net: number;
}

export function figures(r: Rng, lang: TestDocument['language'], count: number, scale: number): Figures {
  const list: (Item & { rate: number })[] = [];
  for (let i = 0; i < count; i++) {
    list.push({ name: r.pick(items[lang]), gross: r.int(50, 1500) * scale, rate: r.pick(rates[lang]) });
  }
  const byRate = [...new Set(list.map((i) => i.rate))].sort((a, b) => b - a).map((rate) => {
    const gross = list.filter((i) => i.rate === rate).reduce((s, i) => s + i.gross, 0);
    const net = Math.round((gross * 100) / (100 + rate));
    return { rate, net, vat: gross - net, gross };
  });
  const gross = list.reduce((s, i) => s + i.gross, 0);
  const vat = byRate.reduce((s, b) => s + b.vat, 0);
  return { items: list, gross, byRate, vat, net: gross - vat };
}

function receipt(r: Rng, lang: TestDocument['language'], n: number): TestDocument {
  const [brand, seller] = r.pick(sellers[lang]);
  const f = figures(r, lang, r.int(2, 4), 1);
  const y = 2026;
  const mo = r.int(1, 12);
  const d = r.int(1, 28);
  const time = `${pad(r.int(8, 20))}:${pad(r.int(0, 59))}`;
  const cashGiven = Math.ceil(f.gross / 1000 + 0.01) * 1000;
  const dec = lang === 'en' ? '.' : ',';
  const m = (c: number) => money(c, dec);
  const num = { lt: `${pad(r.int(1, 99))}${r.int(10, 99)}-${r.int(100, 999)}`, en: `R-${r.int(10000, 99999)}`, de: String(r.int(1000, 9999)), fr: `F${y}-${r.int(1000, 9999)}`, es: `T-${y}/${r.int(100, 999)}` }[lang];
  const lines: string[] = [brand, seller];
  const itemLines = f.items.map((i) => row(i.name, m(i.gross)));
  const date = { lt: `${y}-${pad(mo)}-${pad(d)} ${time}`, en: `Date: ${pad(d)}/${pad(mo)}/${y} ${time}`, de: `Datum ${pad(d)}.${pad(mo)}.${y} ${time}`, fr: `Le ${pad(d)}/${pad(mo)}/${y} à ${time}`, es: `Fecha: ${pad(d)}/${pad(mo)}/${y} ${time}` }[lang];
  if (lang === 'lt') {
    lines.push('Gedimino pr. 9, Vilnius', `PVM mok. kodas LT${r.int(100000000, 999999999)}`, `Kvito Nr. ${num}`, date, ...itemLines, row('Suma be PVM', m(f.net)));
    for (const b of f.byRate) lines.push(row(`PVM ${b.rate}%`, m(b.vat)));
    lines.push(row('MOKĖTI EUR', m(f.gross)), row('Grynais', m(cashGiven)), row('Grąža', m(cashGiven - f.gross)), 'AČIŪ, KAD PIRKOTE!');
  } else if (lang === 'en') {
    lines.push('12 High Street, London', `VAT No. GB${r.int(100000000, 999999999)}`, `Receipt No: ${num}`, date, ...itemLines, row('Subtotal', m(f.net)));
    for (const b of f.byRate) lines.push(row(`VAT ${b.rate}%`, m(b.vat)));
    lines.push(row('TOTAL', `£${m(f.gross)}`), row('Cash', m(cashGiven)), row('Change', m(cashGiven - f.gross)), 'Thank you!');
  } else if (lang === 'de') {
    lines.push('Hauptstr. 5, 10115 Berlin', `USt-IdNr. DE${r.int(100000000, 999999999)}`, `Beleg-Nr. ${num}`, date, ...itemLines);
    lines.push(row('Summe EUR', m(f.gross)), row('Bar', m(cashGiven)), row('Rückgeld', m(cashGiven - f.gross)), 'MwSt   Netto   MwSt   Brutto');
    f.byRate.forEach((b, i) => lines.push(`${'ABC'[i]} ${b.rate}%  ${m(b.net)}  ${m(b.vat)}  ${m(b.gross)}`));
    lines.push('Vielen Dank!');
  } else if (lang === 'fr') {
    lines.push('3 rue de la Paix, 75002 Paris', `SIRET ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} 00012`, `Facture n° ${num}`, date, ...itemLines, row('Total HT', m(f.net)));
    for (const b of f.byRate) lines.push(row(`TVA ${String(b.rate).replace('.', ',')} %`, m(b.vat)));
    lines.push(row('Total TTC', `${m(f.gross)} €`), row('Espèces', m(cashGiven)), row('Rendu', m(cashGiven - f.gross)), 'Merci de votre visite');
  } else {
    lines.push('Calle Mayor 10, Madrid', `CIF B${r.int(10000000, 99999999)}`, `Factura simplificada Nº ${num}`, date, ...itemLines);
    for (const b of f.byRate) lines.push(`Base ${b.rate}% ${m(b.net)}  IVA ${m(b.vat)}`);
    lines.push(row('TOTAL', `${m(f.gross)} €`), row('Efectivo', m(cashGiven)), row('Cambio', m(cashGiven - f.gross)), '¡Gracias por su visita!');
  }
  return {
    id: `${lang}-receipt-${n}`,
    language: lang,
    layout: 'receipt',
    lines,
    truth: { seller, total: f.gross / 100, currency: lang === 'en' ? 'GBP' : 'EUR', date: `${y}-${pad(mo)}-${pad(d)}`, vat: f.vat / 100, invoice_number: num },
  };
}

function invoice(r: Rng, lang: TestDocument['language'], n: number): TestDocument {
  const [, seller] = r.pick(sellers[lang]);
  const [, buyer] = r.pick(sellers[lang].filter(([, s]) => s !== seller));
  const f = figures(r, lang, r.int(1, 3), 100);
  const y = 2026;
  const mo = r.int(1, 11);
  const d = r.int(1, 28);
  const dec = lang === 'en' ? '.' : ',';
  const th = lang === 'en' ? ',' : lang === 'fr' ? ' ' : '.';
  const m = (c: number) => money(c, dec, th);
  const mn = months[lang][mo - 1] as string;
  const due = `${pad(d)}${lang === 'en' ? '/' : '.'}${pad(mo + 1)}${lang === 'en' ? '/' : '.'}${y}`;
  const L = {
    lt: { title: 'PVM SĄSKAITA FAKTŪRA', no: `Serija ZK Nr. ${r.int(1000, 9999)}`, date: `${y} m. ${mn} ${d} d.`, s: 'Pardavėjas:', b: 'Pirkėjas:', due: `Apmokėti iki ${y}-${pad(mo + 1)}-${pad(d)}`, net: 'Suma be PVM', vat: (x: number) => `PVM ${x} %`, tot: 'Iš viso su PVM' },
    en: { title: 'INVOICE', no: `Invoice No: INV-${y}-${r.int(100, 999)}`, date: `Invoice date: ${d} ${mn} ${y}`, s: 'From:', b: 'Bill to:', due: `Due date: ${due}`, net: 'Net amount', vat: (x: number) => `VAT ${x}%`, tot: 'Total due' },
    de: { title: 'RECHNUNG', no: `Rechnungsnummer: RE-${y}-${r.int(1000, 9999)}`, date: `Rechnungsdatum: ${d}. ${mn} ${y}`, s: 'Verkäufer:', b: 'Rechnungsempfänger:', due: `Zahlbar bis ${due}`, net: 'Nettobetrag', vat: (x: number) => `USt. ${x} %`, tot: 'Gesamtbetrag' },
    fr: { title: 'FACTURE', no: `Facture n° FA-${r.int(10000, 99999)}`, date: `Date de facture : ${d} ${mn} ${y}`, s: 'Vendeur :', b: 'Client :', due: `Échéance : ${due}`, net: 'Total HT', vat: (x: number) => `TVA ${String(x).replace('.', ',')} %`, tot: 'Total TTC' },
    es: { title: 'FACTURA', no: `Factura nº A-${y}-${r.int(100, 999)}`, date: `Fecha: ${d} de ${mn} de ${y}`, s: 'Emisor:', b: 'Cliente:', due: `Vencimiento: ${due}`, net: 'Base imponible', vat: (x: number) => `IVA ${x}%`, tot: 'Total factura' },
  }[lang];
  // "Serija ZK Nr. 4147" is the number "ZK 4147"
  const number = lang === 'lt' ? L.no.replace('Serija ', '').replace(' Nr.', '') : L.no.replace(/^.*?(?:No:|nummer:|n°|nº)\s*/, '');
  const cur = lang === 'en' ? (r.next() < 0.5 ? 'EUR' : 'GBP') : 'EUR';
  const sym = cur === 'GBP' ? '£' : '€';
  const lines = [
    L.title, L.no, L.date, '',
    `${L.s}`, seller, lang === 'lt' ? `Įmonės kodas ${r.int(100000000, 399999999)}` : 'Street 1, City', '',
    `${L.b}`, buyer, 'Road 2, Town', '', L.due, '',
    ...f.items.map((i) => row(i.name, `${m(i.gross)} ${sym}`, 60)),
    '',
    row(L.net, `${m(f.net)} ${sym}`, 60),
    ...f.byRate.map((b) => row(L.vat(b.rate), `${m(b.vat)} ${sym}`, 60)),
    row(L.tot, `${m(f.gross)} ${sym}`, 60),
  ];
  return {
    id: `${lang}-invoice-${n}`,
    language: lang,
    layout: 'invoice',
    lines,
    truth: { seller, total: f.gross / 100, currency: cur, date: `${y}-${pad(mo)}-${pad(d)}`, vat: f.vat / 100, invoice_number: number },
  };
}

export const languages = ['lt', 'en', 'de', 'fr', 'es'] as const;

/** `perLanguage` receipts and invoices in each of the five languages. */
export function testDocuments(perLanguage: number, seed = 14): TestDocument[] {
  const r = rng(seed);
  return languages.flatMap((lang) =>
    Array.from({ length: perLanguage }, (_, i) => (i % 3 === 2 ? invoice(r, lang, i) : receipt(r, lang, i))),
  );
}
