import { invoiceTypes, type InvoiceLanguage } from '../../../../contract/enums';
import { optionsOf } from '../../../components/ui/field';
import type { MessageId } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/use-t';
import { invoiceTypeWords } from '../../../lib/invoice-type-labels';

/** The invoice types as a select's choices: the form's and the list filter's. */
export const invoiceTypeOptions = (t: Translate) =>
  optionsOf(invoiceTypes, (type) => t(invoiceTypeWords[type]));

/** The languages a PDF can be written in, named in the dashboard's language. */
export const languageWords: Record<InvoiceLanguage, MessageId> = {
  en: 'invoices.language.en',
  lt: 'invoices.language.lt',
  es: 'invoices.language.es',
  de: 'invoices.language.de',
  fr: 'invoices.language.fr',
};

/** The payment states a list can be filtered by, in the PDF's words for paid / not paid. */
export const statusWords = {
  paid: 'invoices.status.paid',
  not_paid: 'invoices.status.notPaid',
  overdue: 'invoices.status.overdue',
} as const satisfies Record<string, MessageId>;
