import type { InvoiceLanguage, InvoiceType } from './enums';

/**
 * Each invoice type's title in each invoice language: the heading of the invoice's PDF and share page
 * (invoicing-api/i18n/labels.ts) and the spreadsheets' word for the type (bff/platform/sheets), so that a sheet names
 * a document as the document names itself.
 */
export const invoiceTitles: Readonly<Record<InvoiceLanguage, Readonly<Record<InvoiceType, string>>>> = {
  en: {
    regular_invoice: 'Invoice',
    vat_invoice: 'VAT invoice',
    preliminary_invoice: 'Proforma invoice',
    preliminary_vat_invoice: 'Proforma VAT invoice',
    credit_invoice: 'Credit note',
    credit_vat_invoice: 'VAT credit note',
  },
  lt: {
    regular_invoice: 'Sąskaita faktūra',
    vat_invoice: 'PVM sąskaita faktūra',
    preliminary_invoice: 'Išankstinė sąskaita faktūra',
    preliminary_vat_invoice: 'Išankstinė PVM sąskaita faktūra',
    credit_invoice: 'Kreditinė sąskaita faktūra',
    credit_vat_invoice: 'Kreditinė PVM sąskaita faktūra',
  },
  es: {
    regular_invoice: 'Factura',
    vat_invoice: 'Factura con IVA',
    preliminary_invoice: 'Factura proforma',
    preliminary_vat_invoice: 'Factura proforma con IVA',
    credit_invoice: 'Factura rectificativa',
    credit_vat_invoice: 'Factura rectificativa con IVA',
  },
  de: {
    regular_invoice: 'Rechnung',
    vat_invoice: 'Rechnung mit Umsatzsteuer',
    preliminary_invoice: 'Proformarechnung',
    preliminary_vat_invoice: 'Proformarechnung mit Umsatzsteuer',
    credit_invoice: 'Rechnungskorrektur',
    credit_vat_invoice: 'Rechnungskorrektur mit Umsatzsteuer',
  },
  fr: {
    regular_invoice: 'Facture',
    vat_invoice: 'Facture avec TVA',
    preliminary_invoice: 'Facture proforma',
    preliminary_vat_invoice: 'Facture proforma avec TVA',
    credit_invoice: 'Facture d’avoir',
    credit_vat_invoice: 'Facture d’avoir avec TVA',
  },
};
