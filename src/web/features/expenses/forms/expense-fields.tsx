import type { UseFormReturn } from 'react-hook-form';
import type { Currency } from '../../../../contract/common';
import { Field, Input, Select } from '../../../components/ui/field';
import type { ExpenseFormValues } from './expense-form-values';

interface ExpenseFieldsProps {
  form: UseFormReturn<ExpenseFormValues>;
  currencies: readonly Currency[];
  /** Shown under VAT and number when the BFF does not know what was last sent for them. */
  unknownOptionalsHint?: string;
  disabled?: boolean;
}

/** The expense's six fields, shared by the capture cards and the edit form. */
export function ExpenseFields({
  form,
  currencies,
  unknownOptionalsHint,
  disabled = false,
}: ExpenseFieldsProps) {
  const { register, formState } = form;
  const error = (name: keyof ExpenseFormValues) => formState.errors[name]?.message;
  const current = form.getValues('currency');
  // A code the list does not (yet) hold stays selectable, so the form never silently changes it.
  const options =
    currencies.some((c) => c.code === current) || !current
      ? currencies
      : [{ code: current, title: current }, ...currencies];
  return (
    <fieldset disabled={disabled} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label="Seller" error={error('seller')} className="sm:col-span-2">
        {(c) => <Input {...c} autoComplete="organization" {...register('seller')} />}
      </Field>
      <Field label="Total incl. VAT" error={error('total')}>
        {(c) => <Input {...c} inputMode="decimal" placeholder="0.00" {...register('total')} />}
      </Field>
      <Field label="Currency" error={error('currency')}>
        {(c) => (
          <Select {...c} {...register('currency')}>
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.code} — {o.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Date" error={error('date')}>
        {(c) => <Input {...c} type="date" {...register('date')} />}
      </Field>
      <Field label="VAT amount (optional)" error={error('vat')} hint={unknownOptionalsHint}>
        {(c) => <Input {...c} inputMode="decimal" placeholder="0.00" {...register('vat')} />}
      </Field>
      <Field
        label="Purchase invoice number (optional)"
        error={error('invoice_number')}
        hint={unknownOptionalsHint}
        className="sm:col-span-2"
      >
        {(c) => <Input {...c} {...register('invoice_number')} />}
      </Field>
    </fieldset>
  );
}
