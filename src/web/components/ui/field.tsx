import { createElement, useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useContractWords } from '../../i18n/contract-words';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Hide the label visually (it stays for screen readers), e.g. inside a table row. */
  hideLabel?: boolean;
  /** The form value it edits, as `data-field` on its box: a screen beside the form can tell which field the pointer is over. */
  name?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, a hint and the error, wired together with ids and aria-describedby. */
export function Field({ label, error, hint, className = '', hideLabel = false, name, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // The contract's rule and advice sentences in the person's language; any other message (the API's own) as it came.
  const inWords = useContractWords();
  return (
    <div className={`flex flex-col gap-1 ${className}`} data-field={name}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {inWords(error)}
        </p>
      )}
    </div>
  );
}

const controlClassName =
  'w-full min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 ' +
  'focus:border-teal-700 focus:outline-2 focus:outline-teal-700/40 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** A control in the fields' look; a `className` given is added to it. */
function styledControl<Tag extends 'input' | 'select' | 'textarea'>(tag: Tag) {
  return ({ className = '', ...rest }: ComponentProps<Tag>) =>
    createElement(tag, { ...rest, className: `${controlClassName} ${className}` });
}

export const Input = styledControl('input');
export const Select = styledControl('select');
export const Textarea = styledControl('textarea');

/**
 * A Field holding one Input, the most common field: the label, hint, error and fieldClassName are the Field's, every
 * other prop (a register result among them) goes to the input, in the order given.
 */
export function InputField({
  label,
  error,
  hint,
  fieldClassName,
  ...input
}: Pick<FieldProps, 'label' | 'error' | 'hint'> & { fieldClassName?: string } & Parameters<typeof Input>[0]) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(c) => <Input {...c} {...input} />}
    </Field>
  );
}

/** One choice of a select: the value it stands for and the words a person reads. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A select's choices from its values, in their order, each named by `label`. */
export const optionsOf = <V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): SelectOption[] => values.map((value) => ({ value, label: label(value) }));

/** A select's choices, in the order given. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A Field holding one Select of `options`: as InputField, every prop but the Field's and the options goes to the select. */
export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  options,
  ...select
}: Pick<FieldProps, 'label' | 'error' | 'hint'> & {
  fieldClassName?: string;
  options: readonly SelectOption[];
} & Parameters<typeof Select>[0]) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(c) => (
        <Select {...c} {...select}>
          <SelectOptions options={options} />
        </Select>
      )}
    </Field>
  );
}

/** A page the BFF drew (its root says the zone it was drawn in), or the BFF's render itself (no document). */
const drawnPage = () =>
  typeof document === 'undefined' || document.getElementById('root')?.dataset.zone !== undefined;

/**
 * (Beside the fields: the drawn screens all load this module, so it costs them no chunk of its own.) A screen the BFF
 * drew, held still while the app takes it over: until React has hydrated it, its buttons and fields would do nothing
 * (a click lost, typing overwritten as the form takes over), so they are disabled until it is mounted (a link still
 * works: it loads its page). Only on a drawn page; the browser's own pages never.
 */
export function HeldUntilTakenOver({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <fieldset disabled={!mounted && drawnPage()} role="presentation" className="contents">
      {children}
    </fieldset>
  );
}

/**
 * `register(name)` with the field's starting value written on the element too, so a form the BFF draws (no refs run
 * there) shows its values before the app takes it over; register's ref sets the same value in the browser. (Here,
 * not in a module of its own: the forms' screens load this one anyway, and a chunk more is a name more in the
 * first screen's code.)
 */
export function drawnRegister<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    defaultValue: startingValue(formState.defaultValues, name) as string | number | undefined,
  });
}

/**
 * drawnRegister for a checkbox (checked when its starting value is true) or a radio (checked when it is `value`): drawn
 * checked as the form starts, not as the browser's default until the app takes over.
 */
export function drawnCheck<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return <N extends Path<T>>(name: N, value?: string, options?: RegisterOptions<T, N>) => {
    const starting = startingValue(formState.defaultValues, name);
    return {
      ...register(name, options),
      value,
      defaultChecked: value === undefined ? starting === true : starting === value,
    };
  };
}

/** The value at a dotted path (`items.0.price`) of a form's starting values. */
const startingValue = (values: unknown, name: string): unknown =>
  name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values) ??
  undefined;
