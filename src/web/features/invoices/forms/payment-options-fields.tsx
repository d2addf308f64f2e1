import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectInput, TextInput } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';

function PaymentOptionRow({ index: i, onRemove }: { index: number; onRemove: () => void }) {
  const type = useWatch<InvoiceFormValues, `payment_options.${number}.type`>({ name: `payment_options.${i}.type` });
  return (
    <li className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <SelectInput name={`payment_options.${i}.type`} label={`Payment option ${i + 1}`}>
        <option value="bank">Bank transfer</option>
        <option value="other">Other</option>
      </SelectInput>
      {type === 'bank' ? (
        <>
          <TextInput name={`payment_options.${i}.bank_account`} label="Bank account (IBAN)" />
          <TextInput name={`payment_options.${i}.bank_name`} label="Bank name" />
          <TextInput name={`payment_options.${i}.swift_bic_code`} label="SWIFT / BIC" />
        </>
      ) : (
        <>
          <TextInput name={`payment_options.${i}.fields.0.label`} label="Label, e.g. PayPal" setValueAs={(v: unknown) => v} errorName={`payment_options.${i}.fields`} />
          <TextInput name={`payment_options.${i}.fields.0.value`} label="Value" setValueAs={(v: unknown) => v} />
        </>
      )}
      <div className="sm:col-span-2">
        <Button variant="ghost" className="text-red-800" onClick={onRemove}>
          Remove payment option {i + 1}
        </Button>
      </div>
    </li>
  );
}

export function PaymentOptionsFields() {
  const { control } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'payment_options' });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">How to pay</legend>
      {fields.length === 0 && <p className="text-sm text-slate-600">No payment options on this invoice.</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((f, i) => (
          <PaymentOptionRow key={f.id} index={i} onRemove={() => remove(i)} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => append({ type: 'bank', bank_account: '', fields: [] })}>
          + Bank account
        </Button>
        <Button variant="secondary" onClick={() => append({ type: 'other', fields: [{ label: '', value: '' }] })}>
          + Other way to pay
        </Button>
      </div>
    </fieldset>
  );
}
