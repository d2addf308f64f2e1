import { dataOf } from '../../../../contract/common';
import { invoiceDefaultsSchema, type InvoiceDefaultsInput } from '../../../../contract/invoice-defaults';
import { keptSetting } from '../../../lib/kept-setting';
import { keys } from '../../../lib/query-keys';

// Once saved, the form's answer (these over the latest invoice) is asked again.
const invoiceDefaults = keptSetting({
  segment: 'invoice-defaults',
  answer: dataOf(invoiceDefaultsSchema),
  value: (r) => r.data,
  key: keys.invoiceDefaults,
  follows: keys.invoiceFormDefaults,
});

export const invoiceDefaultsQuery = invoiceDefaults.query;

/** Saves what new invoices start from. */
export const useSaveInvoiceDefaults = (b: string) => invoiceDefaults.useSave<InvoiceDefaultsInput>(b);
