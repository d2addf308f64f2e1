import type { Locale } from '../../../../contract/locales';

/** The words of the PDF that keeps a received XML e-invoice (kept-pdf.ts), in the language of the person saving it. */
export interface KeptPdfWords {
  invoice: string;
  credit: string;
  /** `{name}`: the attached XML's file name */
  kept: string;
  seller: string;
  sellerVat: string;
  number: string;
  issued: string;
  due: string;
  net: string;
  vat: string;
  total: string;
  payable: string;
  format: string;
  vatBreakdown: string;
  category: string;
  rate: string;
  base: string;
  amount: string;
  lines: string;
  item: string;
  quantity: string;
  unit: string;
  price: string;
  lineNet: string;
  /** `{count}`: lines not printed */
  more: string;
}

export const keptPdfWords: Record<Locale, KeptPdfWords> = {
  en: {
    invoice: 'E-invoice',
    credit: 'Credit note (e-invoice)',
    kept: 'The supplier’s e-invoice as received. Its original XML is attached to this PDF as “{name}” (a PDF reader lists it under attachments); this page only shows what it says.',
    seller: 'Seller',
    sellerVat: 'Seller’s VAT number',
    number: 'Number',
    issued: 'Issue date',
    due: 'Due date',
    net: 'Total without VAT',
    vat: 'VAT',
    total: 'Total with VAT',
    payable: 'Amount due',
    format: 'Format',
    vatBreakdown: 'VAT breakdown',
    category: 'Category',
    rate: 'Rate %',
    base: 'Taxable amount',
    amount: 'VAT amount',
    lines: 'Lines',
    item: 'Item',
    quantity: 'Quantity',
    unit: 'Unit',
    price: 'Price',
    lineNet: 'Net',
    more: '… and {count} more lines in the attached XML.',
  },
  lt: {
    invoice: 'E. sąskaita faktūra',
    credit: 'Kreditinė sąskaita (e. sąskaita)',
    kept: 'Tiekėjo e. sąskaita, kaip gauta. Jos originalus XML pridėtas prie šio PDF kaip „{name}“ (PDF skaitytuvas jį rodo tarp priedų); šis puslapis tik parodo, kas joje parašyta.',
    seller: 'Pardavėjas',
    sellerVat: 'Pardavėjo PVM kodas',
    number: 'Numeris',
    issued: 'Išrašymo data',
    due: 'Apmokėti iki',
    net: 'Suma be PVM',
    vat: 'PVM',
    total: 'Suma su PVM',
    payable: 'Mokėtina suma',
    format: 'Formatas',
    vatBreakdown: 'PVM pagal tarifus',
    category: 'Kategorija',
    rate: 'Tarifas %',
    base: 'Apmokestinama suma',
    amount: 'PVM suma',
    lines: 'Eilutės',
    item: 'Prekė ar paslauga',
    quantity: 'Kiekis',
    unit: 'Vnt.',
    price: 'Kaina',
    lineNet: 'Be PVM',
    more: '… ir dar {count} eil. pridėtame XML.',
  },
  de: {
    invoice: 'E-Rechnung',
    credit: 'Gutschrift (E-Rechnung)',
    kept: 'Die E-Rechnung des Lieferanten, wie empfangen. Ihr Original-XML ist dieser PDF als „{name}“ angehängt (ein PDF-Reader zeigt es unter den Anhängen); diese Seite zeigt nur, was darin steht.',
    seller: 'Verkäufer',
    sellerVat: 'USt-IdNr. des Verkäufers',
    number: 'Nummer',
    issued: 'Rechnungsdatum',
    due: 'Fällig am',
    net: 'Summe ohne USt.',
    vat: 'USt.',
    total: 'Summe mit USt.',
    payable: 'Zahlbetrag',
    format: 'Format',
    vatBreakdown: 'USt.-Aufschlüsselung',
    category: 'Kategorie',
    rate: 'Satz %',
    base: 'Bemessungsgrundlage',
    amount: 'USt.-Betrag',
    lines: 'Positionen',
    item: 'Artikel',
    quantity: 'Menge',
    unit: 'Einheit',
    price: 'Preis',
    lineNet: 'Netto',
    more: '… und {count} weitere Positionen im angehängten XML.',
  },
  fr: {
    invoice: 'Facture électronique',
    credit: 'Avoir (facture électronique)',
    kept: 'La facture électronique du fournisseur, telle que reçue. Son XML d’origine est joint à ce PDF sous le nom « {name} » (un lecteur PDF le montre parmi les pièces jointes) ; cette page ne montre que ce qu’il contient.',
    seller: 'Vendeur',
    sellerVat: 'N° de TVA du vendeur',
    number: 'Numéro',
    issued: 'Date d’émission',
    due: 'Échéance',
    net: 'Total HT',
    vat: 'TVA',
    total: 'Total TTC',
    payable: 'Net à payer',
    format: 'Format',
    vatBreakdown: 'Détail de la TVA',
    category: 'Catégorie',
    rate: 'Taux %',
    base: 'Base imposable',
    amount: 'Montant de TVA',
    lines: 'Lignes',
    item: 'Article',
    quantity: 'Quantité',
    unit: 'Unité',
    price: 'Prix',
    lineNet: 'HT',
    more: '… et {count} autres lignes dans le XML joint.',
  },
  es: {
    invoice: 'Factura electrónica',
    credit: 'Nota de crédito (factura electrónica)',
    kept: 'La factura electrónica del proveedor, tal como se recibió. Su XML original va adjunto a este PDF como «{name}» (un lector de PDF lo muestra entre los adjuntos); esta página solo muestra lo que dice.',
    seller: 'Vendedor',
    sellerVat: 'NIF-IVA del vendedor',
    number: 'Número',
    issued: 'Fecha de emisión',
    due: 'Vencimiento',
    net: 'Total sin IVA',
    vat: 'IVA',
    total: 'Total con IVA',
    payable: 'Importe a pagar',
    format: 'Formato',
    vatBreakdown: 'Desglose del IVA',
    category: 'Categoría',
    rate: 'Tipo %',
    base: 'Base imponible',
    amount: 'Cuota de IVA',
    lines: 'Líneas',
    item: 'Artículo',
    quantity: 'Cantidad',
    unit: 'Unidad',
    price: 'Precio',
    lineNet: 'Neto',
    more: '… y {count} líneas más en el XML adjunto.',
  },
};
