import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Currency } from '../../../../contract/common';
import { drawnRegister, Field, Input, Select } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import type { ExpenseFormValues } from './expense-form-values';

interface ExpenseFieldsProps {
  form: UseFormReturn<ExpenseFormValues>;
  currencies: readonly Currency[];
  /** Shown under VAT and number when the BFF does not know what was last sent for them. */
  unknownOptionalsHint?: string;
  disabled?: boolean;
  /** Per-field extra hint and control class (the capture card marks fields read off the receipt). */
  annotate?: (name: keyof ExpenseFormValues) => { hint: ReactNode; className: string } | undefined;
}

/** The expense's six fields, shared by the capture cards and the edit form. */
export function ExpenseFields({
  form,
  currencies,
  unknownOptionalsHint,
  disabled = false,
  annotate = () => undefined,
}: ExpenseFieldsProps) {
  const t = useT();
  const { formState } = form;
  const register = drawnRegister(form);
  const current = form.getValues('currency');
  // A code the list does not (yet) hold stays selectable, so the form never silently changes it.
  const options =
    currencies.some((c) => c.code === current) || !current
      ? currencies
      : [{ code: current, title: current }, ...currencies];
  // What ties a field to its name: its error and hint, and its control's marks and form binding.
  const about = (name: keyof ExpenseFormValues, fallbackHint?: string) => ({
    name,
    error: formState.errors[name]?.message,
    hint: annotate(name)?.hint ?? fallbackHint,
  });
  const control = (name: keyof ExpenseFormValues) => ({
    className: annotate(name)?.className,
    ...register(name),
  });
  return (
    <fieldset disabled={disabled} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={t('expenses.field.seller')} {...about('seller')} className="sm:col-span-2">
        {(c) => <Input {...c} {...control('seller')} autoComplete="organization" />}
      </Field>
      <Field label={t('expenses.field.total')} {...about('total')}>
        {(c) => <Input {...c} {...control('total')} inputMode="decimal" placeholder="0.00" />}
      </Field>
      <Field label={t('expenses.field.currency')} {...about('currency')}>
        {(c) => (
          <Select {...c} {...control('currency')}>
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.code} — {o.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('expenses.field.date')} {...about('date')}>
        {(c) => <Input {...c} {...control('date')} type="date" />}
      </Field>
      <Field label={t('expenses.field.vat')} {...about('vat', unknownOptionalsHint)}>
        {(c) => <Input {...c} {...control('vat')} inputMode="decimal" placeholder="0.00" />}
      </Field>
      <Field
        label={t('expenses.field.number')}
        {...about('invoice_number', unknownOptionalsHint)}
        className="sm:col-span-2"
      >
        {(c) => <Input {...c} {...control('invoice_number')} />}
      </Field>
    </fieldset>
  );
}
