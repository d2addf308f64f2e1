import { useFormContext } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox';
import type { RememberedProduct } from '../../../../contract/overview';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format';
import { useProductSuggestions } from '../api/memory-queries';
import { useFieldError } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';
import { SuggestionOption, useSuggestionText } from './suggestion-option';

/**
 * A line's description as a combobox over the lines of past invoices: choosing one fills its units, unit price and
 * (where VAT applies) VAT % as last used; the quantity stays the person's.
 */
export function ProductNameField({
  index: i,
  vatApplies,
  currency,
  className,
}: {
  index: number;
  vatApplies: boolean;
  currency: string;
  className?: string;
}) {
  const t = useT();
  const { register, setValue, getValues } = useFormContext<InvoiceFormValues>();
  const { text, setText, asking, onQuery } = useSuggestionText(getValues(`products.${i}.name`) ?? '');
  const { data = [] } = useProductSuggestions(text, asking);
  const choose = (p: RememberedProduct) => {
    const line = getValues(`products.${i}`);
    const set = { shouldDirty: true, shouldValidate: true };
    // Field by field, so the inputs on screen take the values; the amount is a unit price from now on.
    setValue(`products.${i}.total`, undefined, set);
    setValue(`products.${i}.total_incl_vat`, undefined, set);
    setValue(`products.${i}.price`, p.price, set);
    setValue(`products.${i}.name`, p.name, set);
    setValue(`products.${i}.units`, p.units, set);
    if (vatApplies) setValue(`products.${i}.vat_percentage`, p.vat_percentage ?? line.vat_percentage, set);
    setText(p.name);
  };
  const details = (p: RememberedProduct) =>
    [
      t('invoices.productOption.price', { price: formatMoney(p.price, currency), units: p.units }),
      p.vat_percentage !== null && t('invoices.productOption.vat', { rate: formatPercent(p.vat_percentage) }),
      t('invoices.productOption.usage', { count: p.times, date: formatDate(p.last_used) }),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Combobox
      label={t('invoices.line.description')}
      className={className}
      error={useFieldError(`products.${i}.name`)}
      inputProps={register(`products.${i}.name`)}
      listLabel={t('invoices.productOption.list')}
      options={data}
      optionKey={(p) => p.name}
      renderOption={(p) => <SuggestionOption name={p.name} details={details(p)} />}
      onQuery={onQuery}
      onChoose={choose}
    />
  );
}
