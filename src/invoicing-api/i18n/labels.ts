import type { InvoiceLanguage, InvoiceType } from '../../contract/enums';
import { invoiceTitles } from '../../contract/invoice-titles';

/** Every word the PDF and the share page print, per invoice language: the one table both renderers use. */
export interface Labels {
  /** BCP 47 locale for Intl number and date formatting. */
  locale: string;
  titles: Record<InvoiceType, string>;
  number: string;
  /** Between a label and its value in running text: French sets a no-break space before the colon. */
  colon: string;
  issueDate: string;
  dueDate: string;
  seller: string;
  buyer: string;
  companyCode: string;
  individualActivityId: string;
  vatCode: string;
  address: string;
  email: string;
  phone: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatPercent: string;
  amount: string;
  subtotal: string;
  vat: string;
  total: string;
  totalInclVat: string;
  currency: string;
  paymentStatus: string;
  paid: string;
  notPaid: string;
  paymentDetails: string;
  bankName: string;
  bankAccount: string;
  routingNumber: string;
  swiftBic: string;
  notes: string;
  /** "Page {page} of {pages}" */
  page: (page: number, pages: number) => string;
  downloadPdf: string;
}

const en: Labels = {
  locale: 'en-GB',
  titles: invoiceTitles.en,
  number: 'Number',
  colon: ': ',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  seller: 'Seller',
  buyer: 'Buyer',
  companyCode: 'Company code',
  individualActivityId: 'Individual activity no.',
  vatCode: 'VAT code',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  vatPercent: 'VAT %',
  amount: 'Amount',
  subtotal: 'Subtotal',
  vat: 'VAT',
  total: 'Total',
  totalInclVat: 'Total incl. VAT',
  currency: 'Currency',
  paymentStatus: 'Payment status',
  paid: 'Paid',
  notPaid: 'Not paid',
  paymentDetails: 'Payment details',
  bankName: 'Bank',
  bankAccount: 'Account',
  routingNumber: 'Routing / sort code',
  swiftBic: 'SWIFT / BIC',
  notes: 'Notes',
  page: (p, n) => `Page ${p} of ${n}`,
  downloadPdf: 'Download PDF',
};

const lt: Labels = {
  locale: 'lt-LT',
  titles: invoiceTitles.lt,
  number: 'Serija ir numeris',
  colon: ': ',
  issueDate: 'Išrašymo data',
  dueDate: 'Apmokėti iki',
  seller: 'Pardavėjas',
  buyer: 'Pirkėjas',
  companyCode: 'Įmonės kodas',
  individualActivityId: 'Individualios veiklos pažymos Nr.',
  vatCode: 'PVM mokėtojo kodas',
  address: 'Adresas',
  email: 'El. paštas',
  phone: 'Telefonas',
  description: 'Pavadinimas',
  quantity: 'Kiekis',
  unitPrice: 'Kaina',
  vatPercent: 'PVM %',
  amount: 'Suma',
  subtotal: 'Suma be PVM',
  vat: 'PVM',
  total: 'Iš viso',
  totalInclVat: 'Iš viso su PVM',
  currency: 'Valiuta',
  paymentStatus: 'Mokėjimo būsena',
  paid: 'Apmokėta',
  notPaid: 'Neapmokėta',
  paymentDetails: 'Mokėjimo rekvizitai',
  bankName: 'Bankas',
  bankAccount: 'Sąskaitos Nr.',
  routingNumber: 'Banko kodas',
  swiftBic: 'SWIFT / BIC',
  notes: 'Pastabos',
  page: (p, n) => `Puslapis ${p} iš ${n}`,
  downloadPdf: 'Atsisiųsti PDF',
};

const es: Labels = {
  locale: 'es-ES',
  titles: invoiceTitles.es,
  number: 'Número',
  colon: ': ',
  issueDate: 'Fecha de emisión',
  dueDate: 'Fecha de vencimiento',
  seller: 'Vendedor',
  buyer: 'Comprador',
  companyCode: 'Código de empresa',
  individualActivityId: 'N.º de actividad individual',
  vatCode: 'NIF-IVA',
  address: 'Dirección',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  description: 'Descripción',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  vatPercent: 'IVA %',
  amount: 'Importe',
  subtotal: 'Base imponible',
  vat: 'IVA',
  total: 'Total',
  totalInclVat: 'Total con IVA',
  currency: 'Moneda',
  paymentStatus: 'Estado del pago',
  paid: 'Pagada',
  notPaid: 'Pendiente de pago',
  paymentDetails: 'Datos de pago',
  bankName: 'Banco',
  bankAccount: 'Cuenta',
  routingNumber: 'Código bancario',
  swiftBic: 'SWIFT / BIC',
  notes: 'Notas',
  page: (p, n) => `Página ${p} de ${n}`,
  downloadPdf: 'Descargar PDF',
};

const de: Labels = {
  locale: 'de-DE',
  titles: invoiceTitles.de,
  number: 'Rechnungsnummer',
  colon: ': ',
  issueDate: 'Rechnungsdatum',
  dueDate: 'Fällig am',
  seller: 'Verkäufer',
  buyer: 'Käufer',
  companyCode: 'Registernummer',
  individualActivityId: 'Gewerbenummer',
  vatCode: 'USt-IdNr.',
  address: 'Anschrift',
  email: 'E-Mail',
  phone: 'Telefon',
  description: 'Bezeichnung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  vatPercent: 'USt. %',
  amount: 'Betrag',
  subtotal: 'Nettobetrag',
  vat: 'Umsatzsteuer',
  total: 'Gesamtbetrag',
  totalInclVat: 'Gesamtbetrag inkl. USt.',
  currency: 'Währung',
  paymentStatus: 'Zahlungsstatus',
  paid: 'Bezahlt',
  notPaid: 'Offen',
  paymentDetails: 'Zahlungsinformationen',
  bankName: 'Bank',
  bankAccount: 'Kontonummer',
  routingNumber: 'Bankleitzahl',
  swiftBic: 'SWIFT / BIC',
  notes: 'Anmerkungen',
  page: (p, n) => `Seite ${p} von ${n}`,
  downloadPdf: 'PDF herunterladen',
};

const fr: Labels = {
  locale: 'fr-FR',
  titles: invoiceTitles.fr,
  number: 'Numéro',
  colon: '\u00a0: ',
  issueDate: 'Date d’émission',
  dueDate: 'Date d’échéance',
  seller: 'Vendeur',
  buyer: 'Acheteur',
  companyCode: 'Numéro d’entreprise',
  individualActivityId: 'N° d’activité individuelle',
  vatCode: 'N° de TVA',
  address: 'Adresse',
  email: 'E-mail',
  phone: 'Téléphone',
  description: 'Désignation',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  vatPercent: 'TVA %',
  amount: 'Montant',
  subtotal: 'Total HT',
  vat: 'TVA',
  total: 'Total',
  totalInclVat: 'Total TTC',
  currency: 'Devise',
  paymentStatus: 'Statut du paiement',
  paid: 'Payée',
  notPaid: 'Non payée',
  paymentDetails: 'Modalités de paiement',
  bankName: 'Banque',
  bankAccount: 'Compte',
  routingNumber: 'Code banque',
  swiftBic: 'SWIFT / BIC',
  notes: 'Remarques',
  page: (p, n) => `Page ${p} sur ${n}`,
  downloadPdf: 'Télécharger le PDF',
};

export const labelsByLanguage: Readonly<Record<InvoiceLanguage, Labels>> = { en, lt, es, de, fr };
