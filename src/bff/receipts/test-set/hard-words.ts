import type { TestDocument } from './documents';

/** The printed words of the hard set's documents, per language: labels as tills and invoicing programs print them. */
export interface HardWords {
  /** receipt-number labels, as different tills print them */
  receiptNo: string[];
  till: string;
  subtotal: string;
  discount: string;
  deposit: string;
  depositBack: string;
  /** the amount to pay */
  total: string[];
  cash: string;
  change: string;
  card: string;
  /** the VAT table's header: rate, net, VAT, gross */
  vatHead: string;
  vatTotal: string;
  /** the receipt's currency, printed once */
  currency: 'EUR' | 'GBP';
  thanks: string;
  /** invoice titles */
  titles: string[];
  invoiceNo: string;
  issued: string;
  delivered: string;
  due: string;
  seller: string;
  buyer: string;
  net: string;
  vat: string;
  gross: string;
  street: string;
}

export const hardWords: Record<TestDocument['language'], HardWords> = {
  lt: {
    receiptNo: ['Kvitas', 'Čekis Nr.', 'Kvito Nr.'], till: 'Kasa', subtotal: 'Tarpinė suma', discount: 'Nuolaida', deposit: 'Užstatas',
    depositBack: 'Užstato grąžinimas', total: ['MOKĖTI', 'Iš viso mokėti'], cash: 'Grynais', change: 'Grąža', card: 'Mokėta kortele',
    vatHead: 'PVM %   Be PVM   PVM   Su PVM', vatTotal: 'PVM iš viso', currency: 'EUR', thanks: 'AČIŪ, KAD PIRKOTE!',
    titles: ['SĄSKAITA FAKTŪRA', 'PVM SĄSKAITA FAKTŪRA'], invoiceNo: 'Serija', issued: 'Išrašymo data', delivered: 'Pristatymo data',
    due: 'Apmokėti iki', seller: 'Pardavėjas:', buyer: 'Pirkėjas:', net: 'Suma be PVM', vat: 'PVM', gross: 'Iš viso su PVM',
    street: 'Savanorių pr. 12, Kaunas',
  },
  en: {
    receiptNo: ['Receipt', 'Receipt no.', 'Trans #'], till: 'Till', subtotal: 'Subtotal', discount: 'Discount', deposit: 'Bottle deposit',
    depositBack: 'Deposit refund', total: ['TOTAL', 'Balance due'], cash: 'Cash', change: 'Change', card: 'Card',
    vatHead: 'VAT rate   Net   VAT   Gross', vatTotal: 'Total VAT', currency: 'GBP', thanks: 'Thank you for shopping with us',
    titles: ['INVOICE', 'TAX INVOICE'], invoiceNo: 'Invoice No.', issued: 'Invoice date', delivered: 'Delivery date', due: 'Due date',
    seller: 'From:', buyer: 'Bill to:', net: 'Net total', vat: 'VAT', gross: 'Total due', street: '48 Market Street, Leeds',
  },
  de: {
    receiptNo: ['Bon', 'Beleg-Nr.', 'Bon-Nr.'], till: 'Kasse', subtotal: 'Zwischensumme', discount: 'Rabatt', deposit: 'Pfand',
    depositBack: 'Leergut', total: ['SUMME', 'Zu zahlen'], cash: 'Gegeben Bar', change: 'Rückgeld', card: 'EC-Karte',
    vatHead: 'MwSt    Netto    MwSt    Brutto', vatTotal: 'Summe MwSt', currency: 'EUR', thanks: 'Vielen Dank für Ihren Einkauf',
    titles: ['RECHNUNG', 'Faktura'], invoiceNo: 'Rechnung Nr.', issued: 'Rechnungsdatum', delivered: 'Lieferdatum', due: 'Fällig am',
    seller: 'Verkäufer:', buyer: 'Rechnungsempfänger:', net: 'Nettobetrag', vat: 'USt.', gross: 'Gesamtbetrag',
    street: 'Bahnhofstr. 21, 50667 Köln',
  },
  fr: {
    receiptNo: ['Ticket', 'Ticket n°', 'N° ticket'], till: 'Caisse', subtotal: 'Sous-total', discount: 'Remise', deposit: 'Consigne',
    depositBack: 'Retour consigne', total: ['TOTAL', 'Net à payer'], cash: 'Espèces', change: 'Rendu monnaie', card: 'CB',
    vatHead: 'Taux    HT    TVA    TTC', vatTotal: 'Total TVA', currency: 'EUR', thanks: 'Merci de votre visite',
    titles: ['FACTURE', 'Facture'], invoiceNo: 'Facture n°', issued: 'Date de facture', delivered: 'Date de livraison', due: 'Échéance',
    seller: 'Vendeur :', buyer: 'Client :', net: 'Total HT', vat: 'TVA', gross: 'Total TTC', street: '14 avenue Jean Jaurès, 69007 Lyon',
  },
  es: {
    receiptNo: ['Ticket', 'Factura simplificada', 'Nº Ticket'], till: 'Caja', subtotal: 'Subtotal', discount: 'Descuento',
    deposit: 'Envase', depositBack: 'Devolución envase', total: ['TOTAL', 'Total a pagar'], cash: 'Efectivo', change: 'Cambio',
    card: 'Tarjeta', vatHead: 'IVA    Base    Cuota    Total', vatTotal: 'Total IVA', currency: 'EUR', thanks: '¡Gracias por su visita!',
    titles: ['FACTURA', 'Factura'], invoiceNo: 'Factura nº', issued: 'Fecha de factura', delivered: 'Fecha de entrega', due: 'Vencimiento',
    seller: 'Emisor:', buyer: 'Cliente:', net: 'Base imponible', vat: 'IVA', gross: 'Total factura', street: 'Av. de la Constitución 8, Sevilla',
  },
};
