import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { paymentOptionTypes, type PaymentOptionType } from '../../../../contract/enums';
import { Button } from '../../../components/ui/button';
import { optionsOf } from '../../../components/ui/field';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { FormSection, SelectInput, TextInput } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';

const paymentOptionWords: Record<PaymentOptionType, MessageId> = {
  bank: 'invoices.payment.bankTransfer',
  other: 'invoices.payment.other',
};

function PaymentOptionRow({ index: i, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT();
  const type = useWatch<InvoiceFormValues, `payment_options.${number}.type`>({
    name: `payment_options.${i}.type`,
  });
  return (
    <li className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <SelectInput
        name={`payment_options.${i}.type`}
        label={t('invoices.payment.option', { n: i + 1 })}
        options={optionsOf(paymentOptionTypes, (type) => t(paymentOptionWords[type]))}
      />
      {type === 'bank' ? (
        <>
          <TextInput name={`payment_options.${i}.bank_account`} label={t('invoices.payment.iban')} />
          <TextInput name={`payment_options.${i}.bank_name`} label={t('invoices.payment.bank')} />
          <TextInput name={`payment_options.${i}.swift_bic_code`} label={t('invoices.payment.swift')} />
        </>
      ) : (
        <>
          <TextInput
            name={`payment_options.${i}.fields.0.label`}
            label={t('invoices.payment.otherLabel')}
            setValueAs={(v: unknown) => v}
            errorName={`payment_options.${i}.fields`}
          />
          <TextInput
            name={`payment_options.${i}.fields.0.value`}
            label={t('invoices.payment.otherValue')}
            setValueAs={(v: unknown) => v}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <Button variant="ghost" className="text-red-800" onClick={onRemove}>
          {t('invoices.payment.remove', { n: i + 1 })}
        </Button>
      </div>
    </li>
  );
}

export function PaymentOptionsFields() {
  const t = useT();
  const { control } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'payment_options' });
  return (
    <FormSection title={t('invoices.payment.title')} className="flex flex-col gap-3">
      {fields.length === 0 && <p className="text-sm text-slate-600">{t('invoices.payment.none')}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((f, i) => (
          <PaymentOptionRow key={f.id} index={i} onRemove={() => remove(i)} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => append({ type: 'bank', bank_account: '', fields: [] })}>
          {t('invoices.payment.addBank')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => append({ type: 'other', fields: [{ label: '', value: '' }] })}
        >
          {t('invoices.payment.addOther')}
        </Button>
      </div>
    </FormSection>
  );
}
