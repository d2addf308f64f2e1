import type { InvoiceType } from '../../../../contract/enums';
import type { Invoice } from '../../../../contract/invoice';
import { invoicedTypeFor } from '../../../../contract/invoice-links';
import type { EnteredLine } from '../../../../contract/line-entry';
import type { Profile } from '../../../../contract/profile';
import { valuesFromInvoice, type InvoiceFormValues } from './invoice-form-values';

/** The series a new invoice of `type` takes: the one the newest invoice of that type used, else the form's default. */
export const seriesFor = (type: InvoiceType, latest: readonly Invoice[], fallback: string): string =>
  latest.find((i) => i.invoice_type === type)?.series ?? fallback;

/**
 * A pro forma as the invoice it turns into: its matching type, dated today with the same time to pay, numbered next
 * in `series`; buyer, seller, currency, language, lines (to its own totals) and payment options as on the pro forma.
 */
export function valuesFromProForma(
  proForma: Invoice,
  profile: Profile,
  today: string,
  series: string,
  entries: readonly EnteredLine[],
): InvoiceFormValues {
  const values = valuesFromInvoice(proForma, profile, 'duplicate', today, entries);
  return {
    ...values,
    type: invoicedTypeFor(proForma.invoice_type) ?? values.type,
    series,
    invoice_number: null,
  };
}
