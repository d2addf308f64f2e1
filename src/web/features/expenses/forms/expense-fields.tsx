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
  const hint = (name: keyof ExpenseFormValues, base?: string) => annotate(name)?.hint ?? base;
  const cls = (name: keyof ExpenseFormValues) => annotate(name)?.className;
  const error = (name: keyof ExpenseFormValues) => formState.errors[name]?.message;
  const current = form.getValues('currency');
  // A code the list does not (yet) hold stays selectable, so the form never silently changes it.
  const options =
    currencies.some((c) => c.code === current) || !current
      ? currencies
      : [{ code: current, title: current }, ...currencies];
  return (
    <fieldset disabled={disabled} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field
        label={t('expenses.field.seller')}
        name="seller"
        error={error('seller')}
        hint={hint('seller')}
        className="sm:col-span-2"
      >
        {(c) => (
          <Input {...c} className={cls('seller')} autoComplete="organization" {...register('seller')} />
        )}
      </Field>
      <Field label={t('expenses.field.total')} name="total" error={error('total')} hint={hint('total')}>
        {(c) => (
          <Input
            {...c}
            className={cls('total')}
            inputMode="decimal"
            placeholder="0.00"
            {...register('total')}
          />
        )}
      </Field>
      <Field
        label={t('expenses.field.currency')}
        name="currency"
        error={error('currency')}
        hint={hint('currency')}
      >
        {(c) => (
          <Select {...c} className={cls('currency')} {...register('currency')}>
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.code} — {o.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('expenses.field.date')} name="date" error={error('date')} hint={hint('date')}>
        {(c) => <Input {...c} className={cls('date')} type="date" {...register('date')} />}
      </Field>
      <Field
        label={t('expenses.field.vat')}
        name="vat"
        error={error('vat')}
        hint={hint('vat', unknownOptionalsHint)}
      >
        {(c) => (
          <Input {...c} className={cls('vat')} inputMode="decimal" placeholder="0.00" {...register('vat')} />
        )}
      </Field>
      <Field
        label={t('expenses.field.number')}
        name="invoice_number"
        error={error('invoice_number')}
        hint={hint('invoice_number', unknownOptionalsHint)}
        className="sm:col-span-2"
      >
        {(c) => <Input {...c} className={cls('invoice_number')} {...register('invoice_number')} />}
      </Field>
    </fieldset>
  );
}
