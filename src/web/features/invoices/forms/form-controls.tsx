import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, type RegisterOptions } from 'react-hook-form';
import {
  drawnRegister,
  Field,
  Input,
  SelectField,
  Textarea,
  type SelectOption,
} from '../../../components/ui/field';
import type { InvoiceFormValues } from './invoice-form-values';

type Name = Parameters<ReturnType<typeof useFormContext<InvoiceFormValues>>['register']>[0];

/** The error message the form holds for a dotted path. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<InvoiceFormValues>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error?.message;
}

/** `register` for a form the BFF may draw (lib/drawn-register). */
export function useDrawnRegister() {
  return drawnRegister(useFormContext<InvoiceFormValues>());
}

/** Empty text is "not given": the schema's optional fields take null, not an empty string. */
export const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  setValueAs?: RegisterOptions['setValueAs'];
  /** Another path whose error also belongs beside this input. */
  errorName?: string;
}

export function TextInput({
  name,
  label,
  hint,
  hideLabel,
  setValueAs = emptyToNull,
  errorName,
  className,
  ...rest
}: TextInputProps) {
  const register = useDrawnRegister();
  const own = useFieldError(name);
  const other = useFieldError(errorName ?? name);
  return (
    <Field label={label} error={own ?? other} hint={hint} hideLabel={hideLabel} className={className}>
      {(control) => <Input {...control} {...rest} {...register(name, { setValueAs })} />}
    </Field>
  );
}

export function SelectInput({
  name,
  label,
  options,
  className,
}: {
  name: Name;
  label: ReactNode;
  options: readonly SelectOption[];
  className?: string;
}) {
  const register = useDrawnRegister();
  return (
    <SelectField
      label={label}
      error={useFieldError(name)}
      fieldClassName={className}
      options={options}
      {...register(name)}
    />
  );
}

export function TextareaInput({
  name,
  label,
  className,
}: {
  name: Name;
  label: ReactNode;
  className?: string;
}) {
  const register = useDrawnRegister();
  return (
    <Field label={label} error={useFieldError(name)} className={className}>
      {(control) => <Textarea rows={3} {...control} {...register(name, { setValueAs: emptyToNull })} />}
    </Field>
  );
}

/** One card of the form (invoice, seller, buyer, payment details): a fieldset whose legend names it. */
export function FormSection({
  title,
  className,
  children,
}: {
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}>
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
