import type { KeyboardEvent } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input, optionsOf, SelectField } from '../../../components/ui/field';
import { amountModes, decimalPlaces, type AmountMode } from '../../../../contract/money';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/format';
import { TextInput } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';
import { ProductNameField } from './product-name-field';
import {
  amountModeWords,
  knownAmountWords,
  lineAmounts,
  lineMode,
  switchedLine,
  toNumberOrNull,
} from './line-amounts';

interface LineItemRowProps {
  index: number;
  count: number;
  vatApplies: boolean;
  currency: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Enter in the last line's fields adds a line. */
  onEnterInLast: () => void;
}

export function LineItemRow({
  index: i,
  count,
  vatApplies,
  currency,
  onMove,
  onRemove,
  onEnterInLast,
}: LineItemRowProps) {
  const t = useT();
  const { register, setValue, getValues, formState } = useFormContext<InvoiceFormValues>();
  const line = useWatch<InvoiceFormValues, `products.${number}`>({ name: `products.${i}` });
  const mode = lineMode(line);
  const amounts = lineAmounts(line, vatApplies);
  const n = i + 1;
  // The schema may place "give an amount" on `price` whatever the mode: every amount error shows by the one input.
  const amountError = amountModes
    .map((m) => (get(formState.errors, `products.${i}.${m}`) as { message?: string } | undefined)?.message)
    .find(Boolean);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' && i === count - 1 && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      onEnterInLast();
    }
  };
  const changeMode = (to: AmountMode) =>
    setValue(`products.${i}`, switchedLine(getValues(`products.${i}`), to, vatApplies), {
      shouldDirty: true,
    });
  const derived = (m: AmountMode) => {
    if (!amounts) return '—';
    const v = { price: amounts.price, total: amounts.total, total_incl_vat: amounts.totalInclVat }[m];
    return m === 'price'
      ? `${formatMoney(v.toString(), currency)}${decimalPlaces(v) > 2 ? ` (${v.toString()})` : ''}`
      : formatMoney(v.toString(), currency);
  };

  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-3"
      onKeyDown={onKeyDown}
      data-testid={`line-${n}`}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {t('invoices.line.title', { n })}
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_6rem]">
          <ProductNameField
            index={i}
            vatApplies={vatApplies}
            currency={currency}
            className="col-span-2 sm:col-span-1"
          />
          <TextInput
            name={`products.${i}.quantity`}
            label={t('invoices.line.quantity')}
            inputMode="decimal"
            setValueAs={toNumberOrNull}
          />
          <TextInput
            name={`products.${i}.units`}
            label={t('invoices.line.units')}
            setValueAs={(v: unknown) => v}
          />
        </div>
        <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[10rem_10rem_6rem_minmax(0,1fr)]">
          <SelectField
            label={t('invoices.line.known')}
            options={optionsOf(amountModes, (m) => t(knownAmountWords[m]))}
            value={mode}
            onChange={(e) => changeMode(e.target.value as AmountMode)}
          />
          <Field label={t(amountModeWords[mode])} error={amountError}>
            {(control) => (
              <Input
                key={mode}
                {...control}
                inputMode="decimal"
                {...register(`products.${i}.${mode}`, { setValueAs: toNumberOrNull })}
              />
            )}
          </Field>
          {vatApplies ? (
            <TextInput
              name={`products.${i}.vat_percentage`}
              label={t('invoices.line.vatPercent')}
              inputMode="decimal"
              setValueAs={toNumberOrNull}
            />
          ) : (
            <span className="hidden sm:block" />
          )}
          <dl
            className="col-span-2 grid max-w-xs grid-cols-2 gap-x-3 gap-y-1 self-center text-sm sm:col-span-1"
            aria-live="polite"
            data-testid={`line-${n}-derived`}
          >
            {amountModes
              .filter((m) => m !== mode)
              .map((m) => (
                <div key={m} className="contents">
                  <dt className="text-slate-600">{t(amountModeWords[m])}</dt>
                  <dd className="tabular-nums text-slate-900" data-testid={`line-${n}-${m}`}>
                    {derived(m)}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            onClick={() => onMove(i, i - 1)}
            disabled={i === 0}
            aria-label={t('invoices.line.moveUpLabel', { n })}
          >
            {t('invoices.line.moveUp')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => onMove(i, i + 1)}
            disabled={i === count - 1}
            aria-label={t('invoices.line.moveDownLabel', { n })}
          >
            {t('invoices.line.moveDown')}
          </Button>
          <Button
            variant="ghost"
            className="text-red-800"
            onClick={() => onRemove(i)}
            disabled={count === 1}
            aria-label={t('invoices.line.removeLabel', { n })}
          >
            {t('invoices.line.remove')}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
