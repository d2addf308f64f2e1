/**
 * The words receipts and invoices use in Lithuanian, Latvian, Polish, English, German, French and Spanish, folded
 * (lower case, no diacritics) so an OCR'd "MOKETI" matches "Mokėti". Each list is matched as whole words or phrases.
 * The lists are data: kept as lines of words (prettier-ignore), not a column of one word a line.
 */
/**
 * Lower case without diacritics. Not the contract's search `fold`, which also spells out ł, ß, ø and collapses spaces:
 * the word lists were tuned on this form, so the two stay apart.
 */
export const stripMarks = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Phrase test on a folded line: the phrase bounded by non-letters. */
export function hasPhrase(folded: string, phrases: readonly string[]): boolean {
  let re = compiled.get(phrases);
  if (!re) {
    re = phrasePattern(phrases);
    compiled.set(phrases, re);
  }
  return re.test(folded);
}
/** The phrases as one pattern bounded by non-letters (`g` to find every occurrence). */
export const phrasePattern = (phrases: readonly string[], flags = 'u') =>
  new RegExp(String.raw`(?<![\p{L}\d])(?:${phrases.map(escape).join('|')})(?![\p{L}])`, flags);
const compiled = new WeakMap<readonly string[], RegExp>();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s*`);

/** Lines naming the amount payable, strongest first: rank 3 "to pay", 2 "total incl. VAT", 1 a bare "total". */
// prettier-ignore
export const totalWords: [number, string[]][] = [
  [3, ['moketi', 'suma moketi', 'viso moketi', 'is viso moketi', 'amount due', 'total due', 'balance due', 'to pay', 'total to pay',
    'zu zahlen', 'zahlbetrag', 'net a payer', 'a payer', 'montant a payer', 'total a pagar', 'a pagar', 'importe a pagar',
    'apmaksai', 'summa apmaksai', 'kopa apmaksai', 'do zaplaty', 'razem do zaplaty']],
  [2, ['is viso su pvm', 'suma su pvm', 'viso su pvm', 'bendra suma', 'galutine suma', 'total incl', 'grand total', 'total amount',
    'gesamtbetrag', 'endbetrag', 'bruttobetrag', 'rechnungsbetrag', 'summe brutto', 'gesamt brutto', 'total ttc', 'montant ttc',
    'total eur', 'importe total', 'total factura', 'total con iva', 'total (iva incl', 'total iva incluido', 'summa ar pvn', 'suma pln']],
  [1, ['is viso', 'viso', 'suma', 'total', 'summe', 'gesamt', 'betrag', 'montant', 'importe', 'summa', 'kopa', 'razem']],
];

/** Lines that never carry the payable total: subtotal, net, cash handed over, change, converted sums. */
// prettier-ignore
export const notTotalWords = [
  'tarpine suma', 'suma be pvm', 'be pvm', 'grynais', 'graza', 'gauta', 'kursas',
  'subtotal', 'sub-total', 'sub total', 'net', 'excl', 'cash', 'change', 'tendered', 'exchange', 'rate', 'converted', 'dcc',
  'zwischensumme', 'netto', 'bar', 'gegeben', 'ruckgeld', 'zuruck', 'kurs',
  'sous-total', 'sous total', 'ht', 'hors taxe', 'especes', 'rendu', 'monnaie', 'taux',
  'base imponible', 'sin iva', 'efectivo', 'entregado', 'cambio', 'tipo de cambio',
  'uzstatas', 'uzstato', 'deposit', 'pfand', 'leergut', 'consigne', 'envase', 'deposito',
  'starpsumma', 'bez pvn', 'skaidra nauda', 'atlikums', 'izdots', 'podsuma', 'gotowka', 'reszta',
];
/** Payment lines, whose figures the total must agree with: cash handed over, change given back, a card charged. */
// prettier-ignore
export const cashWords = ['grynais', 'gauta', 'cash', 'tendered', 'bar', 'gegeben', 'especes', 'efectivo', 'entregado', 'skaidra nauda', 'gotowka'];
// prettier-ignore
export const changeWords = ['graza', 'change', 'ruckgeld', 'zuruck', 'rendu', 'monnaie', 'cambio', 'atlikums', 'izdots', 'reszta'];
// prettier-ignore
export const cardWords = ['kortele', 'card', 'karte', 'ec-karte', 'girocard', 'carte', 'cb', 'tarjeta', 'visa', 'mastercard', 'maksajumu karte',
  'karta', 'karta płatnicza'];
/** A tip added after the subtotal: part of what was paid. */
// prettier-ignore
export const tipWords = ['tip', 'trinkgeld', 'pourboire', 'propina', 'arbatpinigiai', 'dzeramnauda', 'napiwek'];
/** The subtotal before discounts and deposit refunds. */
// prettier-ignore
export const subtotalWords = ['tarpine suma', 'subtotal', 'sub-total', 'sub total', 'zwischensumme', 'sous-total', 'sous total', 'starpsumma',
  'podsuma'];
/** Words that make a bare "total"/"suma" line something else (VAT, card, discount); a "to pay" line keeps them. */
// prettier-ignore
export const notBareTotalWords = [
  'pvm', 'vat', 'tax', 'mwst', 'ust', 'steuer', 'tva', 'iva', 'kortele', 'card', 'karte', 'ec-karte', 'carte', 'cb', 'tarjeta',
  'tip', 'trinkgeld', 'pourboire', 'propina', 'arbatpinigiai', 'dzeramnauda', 'napiwek', 'pvn', 'ptu', 'karta', 'nuolaida', 'discount', 'rabatt', 'remise', 'descuento', 'bonus', 'punktai', 'points',
];

/** VAT amount lines. */
// prettier-ignore
export const vatWords = ['pvm', 'vat', 'tax', 'mwst', 'ust', 'mehrwertsteuer', 'umsatzsteuer', 'tva', 'iva', 'i.v.a', 'pvn', 'ptu'];
/**
 * A VAT label the OCR misread by one letter ("PUN 21%" for PVN, "Must 19%" for MwSt): the line's first word is one
 * of the short labels but for one letter. Asked only of a line printing a rate (an item's "Milk 2%" starts otherwise).
 */
const shortVatWords = ['pvm', 'pvn', 'ptu', 'vat', 'tva', 'iva', 'mwst'];
export function misreadVatLabel(folded: string): boolean {
  const first = /\p{L}+/u.exec(folded)?.[0] ?? '';
  return shortVatWords.some(
    (w) => w.length === first.length && [...w].filter((ch, k) => ch !== first[k]).length === 1,
  );
}

/** Registration numbers: a VAT id line is never the VAT amount. */
// prettier-ignore
export const vatIdWords = [
  'pvm kodas', 'pvm mok', 'pvm moketojo', 'pvm kod', 'vat no', 'vat reg', 'vat number', 'vat id', 'ust-id', 'ust id', 'ust-idnr',
  'steuernr', 'steuer-nr', 'steuernummer', 'n° tva', 'no tva', 'tva intra', 'numero de tva', 'nif', 'cif', 'n.i.f', 'c.i.f',
  'pvn reg', 'pvn maks', 'nip',
];
/** On a total line these say the VAT is included or excluded, not that the figure is the VAT. */
// prettier-ignore
export const vatBaseWords = ['be pvm', 'su pvm', 'excl', 'incl', 'ex vat', 'exc vat', 'ohne', 'inkl', 'netto', 'brutto', 'hors', 'ht', 'ttc',
  'sin iva', 'con iva', 'iva incl', 'iva incluido', 'bez pvn', 'ar pvn'];
/** A line summing the VAT of every rate. */
// prettier-ignore
export const vatTotalWords = ['pvm is viso', 'is viso pvm', 'pvm suma', 'total vat', 'vat total', 'total tax', 'mwst gesamt', 'summe mwst',
  'mwst summe', 'total tva', 'montant tva', 'total iva', 'cuota iva', 'iva total'];
/** Net (before VAT) lines, for the net + VAT = gross check. */
// prettier-ignore
export const netWords = ['suma be pvm', 'be pvm', 'subtotal', 'net', 'excl', 'netto', 'zwischensumme', 'total ht', 'ht', 'base imponible', 'sin iva',
  'bez pvn', 'nettobetrag', 'nettosumme'];

/** Date lines to skip: due dates and the print time of a later copy. */
// prettier-ignore
export const notDocDateWords = [
  'apmoketi iki', 'mokejimo terminas', 'terminas', 'due', 'pay by', 'payable by', 'fallig', 'zahlbar bis', 'zahlungsziel',
  'echeance', 'a payer avant', 'avant le', 'vencimiento', 'pagar antes', 'fecha limite',
  'atspausdinta', 'kopija', 'dublikatas', 'printed', 'reprint', 'copy', 'kopie', 'gedruckt', 'duplikat', 'duplicata', 'imprime',
  'reimpresion', 'copia', 'impreso', 'valid until', 'galioja iki', 'gultig bis', 'valable', 'valido hasta', 'delivery', 'lieferdatum',
  'pristatymo', 'livraison', 'entrega', 'period', 'laikotarpis', 'zeitraum', 'periode', 'periodo',
];
/** Date lines to prefer: the document's own date, named as such. */
// prettier-ignore
export const issueDateWords = [
  'israsymo data', 'saskaitos data', 'invoice date', 'date of issue', 'issue date', 'issued', 'rechnungsdatum', 'belegdatum',
  'ausstellungsdatum', 'date de facture', 'date facture', "date d'emission", 'fecha de factura', 'fecha de emision', 'fecha expedicion',
];
/** Date lines to prefer next: a plain "date" (also the tail of a delivery date whose first word the OCR garbled). */
export const plainDateWords = ['data', 'date', 'datum', 'fecha'];

/** Document number labels (folded). The number follows the label. */
// prettier-ignore
export const numberLabels = [
  'saskaitos fakturos nr', 'saskaita faktura nr', 'saskaitos nr', 'kvito nr', 'cekio nr', 'kvitas nr', 'dok nr', 'dokumento nr', 'serija',
  'invoice number', 'invoice no', 'invoice nr', 'invoice #', 'receipt number', 'receipt no', 'receipt #', 'document no', 'doc no', 'ref',
  'rechnungsnummer', 'rechnungs-nr', 'rechnung nr', 'beleg-nr', 'belegnummer', 'beleg nr', 'bon-nr', 'bonnummer', 'bon nr', 'quittung nr',
  'facture n°', 'facture no', 'facture n', 'numero de facture', 'n° de facture', 'ticket n°', 'ticket no', 'ticket n', 'recu n°', 'n° ticket',
  'factura n°', 'factura no', 'factura nº', 'factura num', 'numero de factura', 'n° factura', 'nº factura', 'num. factura', 'ticket nº',
  'factura simplificada', 'ceks nr', 'kvits nr', 'paragon nr', 'nr paragonu', 'kvitas', 'kvito', 'cekis', 'cekio', 'receipt', 'trans', 'bon', 'beleg', 'ticket',
  'nº', 'n°', 'no.', 'nr.', 'nr', '#',
];
/** Labels whose number is not the document's: registration and tax ids, phones, bank, tills, cards, orders, tables. */
// prettier-ignore
export const notNumberLabels = [
  'pvm', 'vat', 'imones kodas', 'im. kodas', 'kodas', 'company', 'reg', 'ust', 'steuer', 'hrb', 'siret', 'siren', 'tva', 'nif', 'cif',
  'tel', 'phone', 'fax', 'iban', 'bic', 'swift', 'kasa', 'kasos', 'till', 'kasse', 'caisse', 'caja', 'terminal', 'card', 'kortel',
  'karte', 'carte', 'tarjeta', 'auth', 'order', 'uzsakymo', 'bestell', 'commande', 'pedido', 'table', 'stalas', 'tisch', 'mesa',
  'kvito kopija', 'customer', 'kunden', 'client', 'pirkejo', 'account', 'konto', 'compte', 'cuenta', 'sutarties', 'contract', 'vertrag',
];

/** Legal forms of companies: the seller's legal name carries one. */
// prettier-ignore
export const legalForms = [
  'UAB', 'MB', 'AB', 'IĮ', 'VšĮ', 'TŪB', 'KŪB', 'ŽŪB',
  'Ltd', 'Ltd.', 'Limited', 'LLP', 'PLC', 'plc', 'Inc', 'Inc.', 'LLC', 'Corp', 'Co.',
  'GmbH', 'AG', 'KG', 'UG', 'e.K.', 'OHG', 'GbR', 'mbH', 'KGaA',
  'SARL', 'S.A.R.L.', 'SAS', 'S.A.S.', 'SASU', 'EURL', 'SA', 'S.A.', 'SNC', 'SCI',
  'S.L.', 'SL', 'S.L.U.', 'SLU', 'S.A.U.', 'S.Coop.', 'S.C.',
  'SIA', 'Sp. z o.o.', 'sp. z o.o.', 'Sp.k.', 'S.K.A.',
];
/** Labels before the buyer's block on an invoice: the legal name after them is not the seller. */
// prettier-ignore
export const buyerLabels = ['pirkejas', 'gavejas', 'buyer', 'bill to', 'billed to', 'customer', 'sold to', 'kaufer', 'kunde', 'rechnungsempfanger',
  'empfanger', 'client', 'acheteur', 'destinataire', 'factura a', 'cliente', 'comprador', 'facturar a'];
// prettier-ignore
export const sellerLabels = ['pardavejas', 'tiekejas', 'seller', 'supplier', 'vendor', 'from', 'verkaufer', 'lieferant', 'vendeur', 'fournisseur',
  'emetteur', 'vendedor', 'proveedor', 'emisor'];

/** Words that mark each language, for `language` and for reading dates. */
// prettier-ignore
export const languageWords: Record<string, string[]> = {
  lt: ['pvm', 'suma', 'moketi', 'viso', 'kvitas', 'saskaita', 'faktura', 'grynais', 'graza', 'pirkejas', 'pardavejas', 'uab', 'kodas', 'kortele', 'aciu', 'nuolaida', 'data',
    'tarpine', 'kiekis', 'kaina', 'kasa', 'cekis', 'uzstatas', 'apmoketi', 'mokejimo'],
  en: ['total', 'vat', 'receipt', 'invoice', 'subtotal', 'change', 'cash', 'card', 'thank', 'amount', 'due', 'date', 'ltd', 'tax', 'qty', 'price',
    'discount', 'deposit', 'paid', 'balance', 'quantity', 'tendered', 'payment'],
  de: ['summe', 'mwst', 'ust', 'rechnung', 'betrag', 'bar', 'ruckgeld', 'datum', 'gesamt', 'netto', 'brutto', 'gmbh', 'vielen', 'dank', 'kasse', 'beleg', 'zahlen',
    'gesamtbetrag', 'nettobetrag', 'zwischensumme', 'rabatt', 'pfand', 'gegeben', 'menge', 'einzelpreis', 'steuer', 'stuck', 'zahlbar', 'lieferdatum'],
  fr: ['tva', 'ttc', 'facture', 'montant', 'especes', 'rendu', 'total', 'merci', 'ht', 'sarl', 'payer', 'carte', 'date', 'ticket', 'remise', 'prix',
    'consigne', 'quantite', 'caisse', 'reglement', 'echeance', 'livraison', 'unitaire'],
  es: ['iva', 'factura', 'importe', 'efectivo', 'cambio', 'total', 'gracias', 'fecha', 'ticket', 'base', 'imponible', 'tarjeta', 'pagar', 'cif', 'nif', 'descuento',
    'envase', 'cuota', 'caja', 'cantidad', 'precio', 'devolucion', 'entregado', 'simplificada', 'vencimiento'],
  lv: ['pvn', 'summa', 'apmaksai', 'ceks', 'paldies', 'pirkumu', 'sia', 'skaidra', 'nauda', 'atlikums', 'starpsumma', 'karte', 'kopa',
    'datums', 'rekins', 'maksajumu', 'skaita', 'iela'],
  pl: ['ptu', 'pln', 'paragon', 'fiskalny', 'gotowka', 'reszta', 'karta', 'dziekujemy', 'zakupy', 'razem', 'brutto', 'nip', 'podsuma',
    'zaplaty', 'sprzedaz', 'napiwek', 'platnicza', 'sp'],
};
