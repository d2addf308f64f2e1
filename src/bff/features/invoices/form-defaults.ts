import type { InvoiceType } from '../../../contract/enums';
import type { Invoice } from '../../../contract/invoice';
import type { InvoiceDefaults, InvoiceFormDefaults } from '../../../contract/invoice-defaults';
import { usualCurrency } from '../../../contract/usual-currency';

const dayMs = 86_400_000;
const termOf = (i: Invoice | undefined) =>
  i?.pay_until_date
    ? Math.max(0, Math.round((Date.parse(i.pay_until_date) - Date.parse(i.invoice_date)) / dayMs))
    : null;
const vatOf = (i: Invoice | undefined) =>
  i?.items.find((item) => item.vat_percentage !== null)?.vat_percentage ?? null;

/**
 * A new invoice's starting values: each setting the owner saved wins; where none is saved, what the owner did on the
 * latest invoice (credit notes aside). Series and VAT % come from the latest invoice of the type the new one takes (a
 * VAT invoice's series is not a pro forma's); language, payment options and the time to pay from the latest of any
 * type. The note comes only from the settings: an invoice's own note rarely fits the next one. The currency is the
 * one the latest page of invoices uses most (`recent`, newest first), so the form needs no page of them.
 */
export function formDefaultsOf(
  settings: InvoiceDefaults,
  latest: (type?: InvoiceType) => Invoice | undefined,
  recent: readonly { currency: string }[],
): InvoiceFormDefaults {
  const last = latest();
  const type = settings.type ?? last?.invoice_type ?? null;
  const ofType = type === null || type === last?.invoice_type ? last : latest(type);
  return {
    type,
    series: settings.series ?? ofType?.series ?? null,
    vat_percentage: settings.vat_percentage ?? vatOf(ofType),
    payment_term_days: settings.payment_term_days ?? termOf(last),
    payment_options: settings.payment_options ?? last?.payment_options ?? null,
    notes: settings.notes,
    language: last?.language ?? null,
    currency: recent.length ? usualCurrency(recent) : null,
  };
}
