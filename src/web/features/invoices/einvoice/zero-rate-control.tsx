import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { zeroRateCategories } from '../../../../contract/einvoice/details';
import { Field, Input } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import type { DetailsValues } from './detail-items';
import { zeroRateWords } from './einvoice-words';
import { errorAt } from './error-at';

/** Why a 0 % line carries no VAT, as radio buttons in plain words; an exempt line also says why (printed with it). */
export function ZeroRateControl({ label, form }: { label: string; form: UseFormReturn<DetailsValues> }) {
  const t = useT();
  const exempt = form.watch('buyer.zero_rate') === 'E';
  const error = errorAt(form.formState.errors, 'buyer.zero_rate');
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      {zeroRateCategories.map((category) => (
        <label key={category} className="flex items-start gap-2 py-1 text-sm text-slate-800">
          <input
            type="radio"
            value={category}
            {...form.register('buyer.zero_rate')}
            className="mt-0.5 size-4 shrink-0 accent-teal-700"
          />
          {t(zeroRateWords[category])}
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {exempt && (
        <Field
          label={t('invoices.einvoice.field.exemptionReason')}
          hint={t('invoices.einvoice.hint.exemptionReason')}
          error={errorAt(form.formState.errors, 'buyer.exemption_reason')}
          className="mt-1 ml-6"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('buyer.exemption_reason', {
                validate: (v, all) =>
                  all.buyer.zero_rate !== 'E' ||
                  String(v ?? '').trim() !== '' ||
                  t('invoices.einvoice.error.reason'),
              })}
              autoComplete="off"
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
