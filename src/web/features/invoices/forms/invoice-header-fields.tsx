import { useWatch } from 'react-hook-form';
import { invoiceLanguages } from '../../../../contract/enums';
import type { Currency } from '../../../../contract/common';
import { optionsOf } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { invoiceTypeOptions, languageWords } from '../components/invoice-labels';
import { FormSection, SelectInput, TextInput } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

interface Props {
  currencies: readonly Currency[];
  /** On edit: the number the invoice has now, kept unless the person changes it. */
  currentNumber?: string;
}

export function InvoiceHeaderFields({ currencies, currentNumber }: Props) {
  const t = useT();
  const number = useWatch<InvoiceFormValues, 'invoice_number'>({ name: 'invoice_number' });
  const numberHint =
    currentNumber !== undefined
      ? number
        ? t('invoices.form.numberKept', { number: currentNumber })
        : t('invoices.form.numberRenumbered')
      : t('invoices.form.numberNext');
  const languageOptions = optionsOf(invoiceLanguages, (language) => t(languageWords[language]));
  return (
    <FormSection title={t('invoices.form.invoice')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectInput
        name="type"
        label={t('invoices.form.type')}
        className="sm:col-span-2"
        options={invoiceTypeOptions(t)}
      />
      <TextInput name="series" label={t('invoices.field.series')} setValueAs={(v: unknown) => v} />
      <TextInput
        name="invoice_number"
        label={t('invoices.field.number')}
        inputMode="numeric"
        hint={numberHint}
      />
      <TextInput name="invoice_date" label={t('invoices.field.issueDate')} type="date" />
      <TextInput name="pay_until_date" label={t('invoices.field.dueDate')} type="date" />
      <TextInput
        name="currency"
        label={t('invoices.field.currency')}
        list="currency-options"
        autoComplete="off"
        setValueAs={upper}
        hint={t('invoices.form.currencyHint')}
      />
      <datalist id="currency-options">
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.title}
          </option>
        ))}
      </datalist>
      <SelectInput name="language" label={t('invoices.field.pdfLanguage')} options={languageOptions} />
    </FormSection>
  );
}
