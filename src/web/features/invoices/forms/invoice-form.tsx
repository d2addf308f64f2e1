import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormShell } from '../../../components/ui/form-shell';
import type { Currency } from '../../../../contract/common';
import type { Invoice } from '../../../../contract/invoice';
import { invoiceFormSchema } from '../../../../contract/invoice-advice';
import { vatPercentageRequired } from '../../../../contract/invoice-input';
import type { Profile } from '../../../../contract/profile';
import { useT } from '../../../i18n/use-t';
import { reportSubmitError } from '../../../lib/form-errors';
import { useUnsavedChangesWarning } from '../../../lib/unsaved-changes';
import { TextareaInput } from './form-controls';
import { InvoiceHeaderFields } from './invoice-header-fields';
import { InvoiceWarnings } from './invoice-warnings';
import { rulesContext, type InvoiceFormValues } from './invoice-form-values';
import { LineItemsEditor } from './line-items-editor';
import { lineMode } from './line-amounts';
import { BuyerFields, SellerFields } from './party-fields';
import { PaymentOptionsFields } from './payment-options-fields';

interface InvoiceFormProps {
  title: string;
  /** Shown first, under the title: where the new invoice comes from. */
  notice?: ReactNode;
  /** Shown last, above the submit button: what happens after saving (Repeat). */
  footer?: ReactNode;
  submitLabel: string;
  profile: Profile;
  currencies: readonly Currency[];
  defaultValues: InvoiceFormValues;
  currentNumber?: string;
  save: (input: InvoiceFormValues) => Promise<Invoice>;
  onSaved: (invoice: Invoice) => void;
}

const countErrors = (errors: FieldErrors): number =>
  Object.entries(errors).reduce((n, [key, e]) => {
    if (!e || key === 'root') return n;
    return n + ('message' in e && typeof e.message === 'string' ? 1 : countErrors(e as FieldErrors));
  }, 0);

export function InvoiceForm({
  title,
  notice,
  footer,
  submitLabel,
  profile,
  currencies,
  defaultValues,
  currentNumber,
  save,
  onSaved,
}: InvoiceFormProps) {
  const t = useT();
  const ctx = useMemo(() => rulesContext(profile), [profile]);
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema(ctx)), // the API's rules plus the advice that blocks
    defaultValues,
    // Nothing is checked while a person only passes through (tabbing over an empty line): a field is checked when
    // they leave it changed (onBlurCapture below), everything on submit, and after a submit each field as it changes.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { handleSubmit, formState, setError, getValues, setValue, control, getFieldState, trigger } = form;
  const formRef = useRef<HTMLDivElement>(null);
  const [type, useDefault, seller] = useWatch({
    control,
    name: ['type', 'use_default_seller_info', 'seller'],
  });
  const vatApplies = vatPercentageRequired({ type, use_default_seller_info: useDefault, seller }, ctx);
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);

  // VAT % is left out where the rules do not ask for it: clear it when it stops applying.
  useEffect(() => {
    if (vatApplies) return;
    getValues('products').forEach((line, i) => {
      if (line.vat_percentage != null) setValue(`products.${i}.vat_percentage`, undefined);
    });
  }, [vatApplies, getValues, setValue]);

  // Focus goes to the first field in error, in the order the person sees them, on the first render after the submit
  // has ended: its errors (aria-invalid) are on screen then, which a timer or an animation frame cannot promise.
  const focusAfterSubmit = useRef(false);
  const focusFirstError = () => {
    focusAfterSubmit.current = true;
  };
  useEffect(() => {
    if (!focusAfterSubmit.current || formState.isSubmitting) return;
    focusAfterSubmit.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  // A 422 on any of a line's amounts belongs to the amount input the line shows.
  const fieldFor = (path: string) => {
    const m = /^products\.(\d+)\.(price|total|total_incl_vat)$/.exec(path);
    const line = m ? getValues(`products.${Number(m[1])}`) : undefined;
    return line && m ? `products.${m[1]}.${lineMode(line)}` : path;
  };
  const shownField = (path: string) => {
    const field = fieldFor(path);
    return formRef.current?.querySelector(`[name=${JSON.stringify(field)}]`) ? field : undefined;
  };

  const checkChanged = (e: FocusEvent<HTMLDivElement>) => {
    const name = (e.target as { name?: unknown }).name;
    if (typeof name === 'string' && name && getFieldState(name as 'series').isDirty)
      void trigger(name as 'series');
  };
  // An invoice is final once issued: Enter in a field never sends it (a line's own Enter adds a line instead).
  const keepEnter = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      onSaved(await save(input));
    } catch (e) {
      reportSubmitError(setError, e, shownField);
      focusFirstError();
      throw e;
    }
  }, focusFirstError);
  const errorCount = countErrors(formState.errors);
  const blockedReason =
    formState.submitCount > 0 && errorCount > 0
      ? t('invoices.form.blocked', { count: errorCount })
      : undefined;

  return (
    <FormProvider {...form}>
      <div ref={formRef} onBlurCapture={checkChanged} onKeyDown={keepEnter}>
        <FormShell
          title={title}
          submitLabel={submitLabel}
          onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
          submitting={formState.isSubmitting}
          blockedReason={blockedReason}
          formError={formState.errors.root?.server?.message}
          secondary={<p className="text-xs text-slate-600">{t('invoices.form.final')}</p>}
        >
          {notice}
          <InvoiceHeaderFields currencies={currencies} currentNumber={currentNumber} />
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <SellerFields profile={profile} />
            <BuyerFields />
          </div>
          <LineItemsEditor vatApplies={vatApplies} />
          <PaymentOptionsFields />
          <TextareaInput name="notes" label={t('invoices.form.notes')} />
          <InvoiceWarnings ctx={ctx} />
          {footer}
        </FormShell>
      </div>
    </FormProvider>
  );
}
