import { useFormContext } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox';
import type { RememberedBuyer } from '../../../../contract/overview';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format';
import { useBuyerSuggestions } from '../api/memory-queries';
import { buyerName } from '../../../lib/invoice-names';
import { emptyToNull, useFieldError } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';
import { SuggestionOption, useSuggestionText } from './suggestion-option';

/**
 * The buyer's name (company name, or a person's first name) as a combobox over the buyers of past invoices, most
 * recent first. Choosing one fills every buyer field as it was last used (a person or a company alike); typing a
 * new buyer's name stays possible. The currency and language used with that buyer come too, unless the person chose
 * them on this form already.
 */
export function BuyerNameField({
  name,
  label,
}: {
  name: 'buyer.company_name' | 'buyer.first_name';
  label: string;
}) {
  const t = useT();
  const { register, setValue, getValues, getFieldState } = useFormContext<InvoiceFormValues>();
  const { text, setText, asking, onQuery } = useSuggestionText(
    (getValues(name) as string | null | undefined) ?? '',
  );
  const { data = [] } = useBuyerSuggestions(text, asking);
  const choose = ({ buyer, currency, language }: RememberedBuyer) => {
    // Field by field: the inputs on screen take the values (a whole object would only reach the form's state).
    for (const [field, value] of Object.entries(buyer))
      setValue(`buyer.${field as keyof RememberedBuyer['buyer']}`, value, {
        shouldDirty: true,
        shouldValidate: true,
      });
    if (currency && !getFieldState('currency').isDirty)
      setValue('currency', currency, { shouldValidate: true });
    if (language && !getFieldState('language').isDirty) setValue('language', language);
    setText((buyer.type === 'company' ? buyer.company_name : buyer.first_name) ?? '');
  };
  const details = (b: RememberedBuyer) =>
    [
      b.buyer.type === 'company' ? t('invoices.buyerOption.company') : t('invoices.buyerOption.person'),
      b.buyer.vat_code && t('invoices.buyerOption.vatCode', { code: b.buyer.vat_code }),
      t('invoices.buyerOption.usage', { count: b.invoices, date: formatDate(b.last_invoice_date) }),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Combobox
      label={label}
      error={useFieldError(name)}
      inputProps={register(name, { setValueAs: emptyToNull })}
      listLabel={t('invoices.buyerOption.list')}
      options={data}
      optionKey={(b) => `${b.buyer.type} ${buyerName(b.buyer)} ${b.buyer.company_code ?? ''}`}
      renderOption={(b) => <SuggestionOption name={buyerName(b.buyer)} details={details(b)} />}
      onQuery={onQuery}
      onChoose={choose}
    />
  );
}
