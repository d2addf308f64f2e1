import { useWatch } from 'react-hook-form';
import { invoiceLanguages, invoiceTypes } from '../../../../contract/enums';
import type { Currency } from '../../../../contract/common';
import { invoiceTypeLabels, languageLabels } from '../components/invoice-labels';
import { SelectInput, TextInput } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

interface Props {
  currencies: readonly Currency[];
  /** On edit: the number the invoice has now, kept unless the person changes it. */
  currentNumber?: string;
}

export function InvoiceHeaderFields({ currencies, currentNumber }: Props) {
  const number = useWatch<InvoiceFormValues, 'invoice_number'>({ name: 'invoice_number' });
  const numberHint =
    currentNumber !== undefined
      ? number
        ? `Kept as ${currentNumber} unless you change it.`
        : 'Left empty, the invoice is renumbered with the next number of the series.'
      : 'Leave empty for the next number of the series.';
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">Invoice</legend>
      <SelectInput name="type" label="Type" className="sm:col-span-2">
        {invoiceTypes.map((t) => (
          <option key={t} value={t}>
            {invoiceTypeLabels[t]}
          </option>
        ))}
      </SelectInput>
      <TextInput name="series" label="Series" setValueAs={(v: unknown) => v} />
      <TextInput name="invoice_number" label="Number" inputMode="numeric" hint={numberHint} />
      <TextInput name="invoice_date" label="Issue date" type="date" />
      <TextInput name="pay_until_date" label="Due date" type="date" />
      <TextInput name="currency" label="Currency" list="currency-options" autoComplete="off" setValueAs={upper} hint="Type to search, e.g. EUR" />
      <datalist id="currency-options">
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.title}
          </option>
        ))}
      </datalist>
      <SelectInput name="language" label="Language of the PDF">
        {invoiceLanguages.map((l) => (
          <option key={l} value={l}>
            {languageLabels[l]}
          </option>
        ))}
      </SelectInput>
    </fieldset>
  );
}
