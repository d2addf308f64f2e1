import type { InvoiceLanguage } from '../../../../contract/enums';

/**
 * The reverse charge note printed on the invoice, in the invoice's (the PDF's) language: a value stored on the
 * invoice, so a table here rather than the dashboard's catalogues (as `pieceUnits`).
 */
export const reverseChargeNotes: Record<InvoiceLanguage, string> = {
  en: 'Reverse charge: VAT to be accounted for by the recipient (Article 196 of Directive 2006/112/EC).',
  lt: 'Atvirkštinis apmokestinimas: PVM apskaičiuoja paslaugų ar prekių gavėjas (Direktyvos 2006/112/EB 196 straipsnis).',
  de: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 der Richtlinie 2006/112/EG).',
  fr: 'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).',
  es: 'Inversión del sujeto pasivo: IVA a cargo del destinatario (artículo 196 de la Directiva 2006/112/CE).',
};
