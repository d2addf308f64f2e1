import type { InvoiceType } from '../../contract/enums';
import type { MessageId } from '../i18n/messages';

/**
 * The invoice types in the words the invoice's own PDF titles it with (invoicing-api/i18n/labels.ts): shared by the
 * invoice screens and the buyer's report (features cannot import each other).
 */
export const invoiceTypeWords: Record<InvoiceType, MessageId> = {
  regular_invoice: 'invoices.type.regular',
  vat_invoice: 'invoices.type.vat',
  preliminary_invoice: 'invoices.type.preliminary',
  preliminary_vat_invoice: 'invoices.type.preliminaryVat',
  credit_invoice: 'invoices.type.credit',
  credit_vat_invoice: 'invoices.type.creditVat',
};
