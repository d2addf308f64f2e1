import type { InvoiceLanguage } from '../../../../contract/enums';
import type { Invoice } from '../../../../contract/invoice';
import type { EnteredLine } from '../../../../contract/line-entry';
import type { Profile } from '../../../../contract/profile';
import { invoiceLabel } from '../../../lib/invoice-names';
import { invoiceInputFrom } from '../../../../contract/invoice-transform';
import { pieceUnits, type InvoiceFormValues } from './invoice-form-values';

/** What a credit note takes back: every line (the person may remove some), or one amount typed in. */
export type CreditScope = 'lines' | 'amount';

/**
 * Words printed on the credit note, in the invoice's (the PDF's) language: a table like `pieceUnits`, since the
 * dashboard loads only its own language's catalogues. The note names the invoice corrected, as a credit note must.
 */
const creditWords: Record<InvoiceLanguage, { note: (l: string) => string; line: (l: string) => string }> = {
  lt: { note: (l) => `Koreguojama sąskaita ${l}`, line: (l) => `Sąskaitos ${l} korekcija` },
  en: { note: (l) => `Corrects invoice ${l}`, line: (l) => `Correction of ${l}` },
  de: { note: (l) => `Korrigiert Rechnung ${l}`, line: (l) => `Korrektur der Rechnung ${l}` },
  fr: { note: (l) => `Corrige la facture ${l}`, line: (l) => `Correction de la facture ${l}` },
  es: { note: (l) => `Corrige la factura ${l}`, line: (l) => `Corrección de la factura ${l}` },
};

/**
 * An issued invoice as the credit note that corrects it (the contract's `invoiceInputFrom`: its credit type and
 * seller, dated today, numbered next in `series`, no due date), noting in the invoice's language which invoice it
 * corrects. `lines`: every line negated to the cent; `amount`: one correction line whose total incl. VAT the person
 * types.
 */
export function valuesForCredit(
  invoice: Invoice,
  profile: Profile,
  today: string,
  series: string,
  entries: readonly EnteredLine[],
  scope: CreditScope,
): InvoiceFormValues {
  const values = invoiceInputFrom(invoice, { as: 'credit', entries, today, series, profile });
  const label = invoiceLabel(invoice);
  const words = creditWords[invoice.language];
  const rate = invoice.items.find((i) => i.vat_percentage !== null)?.vat_percentage ?? undefined;
  const correction = {
    name: words.line(label),
    units: pieceUnits[invoice.language],
    quantity: 1,
    vat_percentage: rate,
    total_incl_vat: null,
  };
  return { ...values, notes: words.note(label), ...(scope === 'amount' && { products: [correction] }) };
}
