import { useWatch } from 'react-hook-form';
import {
  newInvoiceTypes,
  type InvoiceDefaults,
  type NewInvoiceType,
} from '../../../../contract/invoice-defaults';
import { AlertLine } from '../../../components/ui/error-line';
import { Field, InputField, Select, Textarea } from '../../../components/ui/field';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { useSaveInvoiceDefaults } from '../api/invoice-defaults-api';
import { invoiceDefaultsRules, type InvoiceDefaultsFormValues } from './invoice-defaults-values';
import { SettingsFormShell } from '../../../components/ui/settings-form-shell';
import { useSettingsForm } from './use-settings-form';

const typeWords: Record<NewInvoiceType, MessageId> = {
  regular_invoice: 'business.invoiceDefaults.typeRegular',
  vat_invoice: 'business.invoiceDefaults.typeVat',
  preliminary_invoice: 'business.invoiceDefaults.typePreliminary',
  preliminary_vat_invoice: 'business.invoiceDefaults.typePreliminaryVat',
};
const paymentWords: Record<InvoiceDefaultsFormValues['payment'], MessageId> = {
  latest: 'business.invoiceDefaults.paymentLatest',
  none: 'business.invoiceDefaults.paymentNone',
  bank: 'business.invoiceDefaults.paymentBank',
};

/**
 * What a new invoice starts from, for what the API's profile cannot hold. Each field left empty follows the latest
 * invoice the owner made; a saved one wins over it (the BFF's invoice-form-defaults answer merges the two).
 */
export function InvoiceDefaultsForm({ business, defaults }: { business: string; defaults: InvoiceDefaults }) {
  const t = useT();
  const save = useSaveInvoiceDefaults(business);
  const { form, register, check, error, shell } = useSettingsForm(invoiceDefaultsRules, defaults, save);
  const payment = useWatch({ control: form.control, name: 'payment' });
  const latest = t('business.invoiceDefaults.latest');

  return (
    <SettingsFormShell
      titleId="invoice-defaults-title"
      title={t('business.invoiceDefaults.title')}
      submitLabel={t('business.invoiceDefaults.save')}
      {...shell}
    >
      <p className="text-sm text-slate-600">{t('business.invoiceDefaults.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('business.invoiceDefaults.type')}
          error={error('type', 'business.invoiceDefaults.error.type')}
        >
          {(c) => (
            <Select {...c} {...register('type')}>
              <option value="">{latest}</option>
              {newInvoiceTypes.map((type) => (
                <option key={type} value={type}>
                  {t(typeWords[type])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <InputField
          label={t('business.invoiceDefaults.series')}
          hint={latest}
          error={error('series', 'business.invoiceDefaults.error.series')}
          autoComplete="off"
          {...register('series')}
        />
        <InputField
          label={t('business.invoiceDefaults.vat')}
          hint={latest}
          error={error('vat_percentage', 'business.invoiceDefaults.error.vat')}
          inputMode="decimal"
          {...register('vat_percentage')}
        />
        <InputField
          label={t('business.invoiceDefaults.term')}
          hint={latest}
          error={error('payment_term_days', 'business.invoiceDefaults.error.term')}
          inputMode="numeric"
          {...register('payment_term_days')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('business.invoiceDefaults.payment')}
        </legend>
        {(['latest', 'none', 'bank'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-3 text-sm text-slate-900">
            <input type="radio" className="size-4 shrink-0 accent-teal-700" {...check('payment', choice)} />
            {t(paymentWords[choice])}
          </label>
        ))}
        <AlertLine text={error('payment', 'business.invoiceDefaults.error.payment')} />
      </fieldset>
      {payment === 'bank' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            fieldClassName="sm:col-span-3"
            label={t('business.invoiceDefaults.iban')}
            error={error('bank.bank_account', 'business.invoiceDefaults.error.iban')}
            autoComplete="off"
            spellCheck={false}
            {...register('bank.bank_account')}
          />
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('business.invoiceDefaults.bankName')}
            autoComplete="off"
            {...register('bank.bank_name')}
          />
          <InputField
            label={t('business.invoiceDefaults.swift')}
            autoComplete="off"
            spellCheck={false}
            {...register('bank.swift_bic_code')}
          />
        </div>
      )}
      <Field
        label={t('business.invoiceDefaults.notes')}
        hint={t('business.invoiceDefaults.notesHint')}
        error={error('notes', 'business.invoiceDefaults.error.notes')}
      >
        {(c) => <Textarea rows={3} {...c} {...register('notes')} />}
      </Field>
    </SettingsFormShell>
  );
}
