import type { InvoiceLanguage } from '../../../contract/enums';

/** The statement of account's words, in the language of the buyer's latest invoice. */
export interface StatementWords {
  title: string;
  period: string;
  made: string;
  seller: string;
  buyer: string;
  companyCode: string;
  vatCode: string;
  date: string;
  document: string;
  kind: string;
  due: string;
  amount: string;
  status: string;
  invoice: string;
  credit: string;
  opening: string;
  invoiced: string;
  paidInPeriod: string;
  closing: string;
  paidOn: string;
  notPaid: string;
  overdue: string;
  none: string;
  note: string;
}

export const statementWords: Record<InvoiceLanguage, StatementWords> = {
  en: {
    title: 'Statement of account',
    period: 'Period',
    made: 'Prepared on',
    seller: 'From',
    buyer: 'To',
    companyCode: 'Company code',
    vatCode: 'VAT code',
    date: 'Date',
    document: 'Document',
    kind: 'Type',
    due: 'Due',
    amount: 'Amount',
    status: 'Status',
    invoice: 'Invoice',
    credit: 'Credit note',
    opening: 'Opening balance',
    invoiced: 'Invoiced in the period',
    paidInPeriod: 'Paid in the period',
    closing: 'Closing balance',
    paidOn: 'Paid',
    notPaid: 'Not paid',
    overdue: 'Overdue',
    none: 'No invoices in this period.',
    note: 'A payment is dated by the day it was recorded.',
  },
  lt: {
    title: 'Atsiskaitymų suderinimo aktas',
    period: 'Laikotarpis',
    made: 'Parengta',
    seller: 'Pardavėjas',
    buyer: 'Pirkėjas',
    companyCode: 'Įmonės kodas',
    vatCode: 'PVM kodas',
    date: 'Data',
    document: 'Dokumentas',
    kind: 'Tipas',
    due: 'Terminas',
    amount: 'Suma',
    status: 'Būsena',
    invoice: 'Sąskaita faktūra',
    credit: 'Kreditinė sąskaita',
    opening: 'Likutis laikotarpio pradžioje',
    invoiced: 'Išrašyta per laikotarpį',
    paidInPeriod: 'Apmokėta per laikotarpį',
    closing: 'Likutis laikotarpio pabaigoje',
    paidOn: 'Apmokėta',
    notPaid: 'Neapmokėta',
    overdue: 'Vėluojama',
    none: 'Per šį laikotarpį sąskaitų nėra.',
    note: 'Mokėjimo data – diena, kai jis buvo užregistruotas.',
  },
  de: {
    title: 'Kontoauszug',
    period: 'Zeitraum',
    made: 'Erstellt am',
    seller: 'Von',
    buyer: 'An',
    companyCode: 'Handelsregisternummer',
    vatCode: 'USt-IdNr.',
    date: 'Datum',
    document: 'Beleg',
    kind: 'Art',
    due: 'Fällig',
    amount: 'Betrag',
    status: 'Status',
    invoice: 'Rechnung',
    credit: 'Gutschrift',
    opening: 'Anfangssaldo',
    invoiced: 'Im Zeitraum berechnet',
    paidInPeriod: 'Im Zeitraum bezahlt',
    closing: 'Endsaldo',
    paidOn: 'Bezahlt',
    notPaid: 'Offen',
    overdue: 'Überfällig',
    none: 'Keine Rechnungen in diesem Zeitraum.',
    note: 'Eine Zahlung ist mit dem Tag datiert, an dem sie erfasst wurde.',
  },
  fr: {
    title: 'Relevé de compte',
    period: 'Période',
    made: 'Établi le',
    seller: 'De',
    buyer: 'À',
    companyCode: "Numéro d'entreprise",
    vatCode: 'N° de TVA',
    date: 'Date',
    document: 'Document',
    kind: 'Type',
    due: 'Échéance',
    amount: 'Montant',
    status: 'Statut',
    invoice: 'Facture',
    credit: 'Avoir',
    opening: "Solde d'ouverture",
    invoiced: 'Facturé sur la période',
    paidInPeriod: 'Payé sur la période',
    closing: 'Solde de clôture',
    paidOn: 'Payée',
    notPaid: 'Non payée',
    overdue: 'En retard',
    none: 'Aucune facture sur cette période.',
    note: 'Un paiement est daté du jour où il a été enregistré.',
  },
  es: {
    title: 'Estado de cuenta',
    period: 'Período',
    made: 'Emitido el',
    seller: 'De',
    buyer: 'Para',
    companyCode: 'Código de empresa',
    vatCode: 'NIF-IVA',
    date: 'Fecha',
    document: 'Documento',
    kind: 'Tipo',
    due: 'Vence',
    amount: 'Importe',
    status: 'Estado',
    invoice: 'Factura',
    credit: 'Nota de crédito',
    opening: 'Saldo inicial',
    invoiced: 'Facturado en el período',
    paidInPeriod: 'Pagado en el período',
    closing: 'Saldo final',
    paidOn: 'Pagada',
    notPaid: 'No pagada',
    overdue: 'Vencida',
    none: 'No hay facturas en este período.',
    note: 'Un pago se fecha el día en que se registró.',
  },
};
