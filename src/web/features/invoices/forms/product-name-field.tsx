import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox';
import type { RememberedProduct } from '../../../../contract/overview';
import { formatDate } from '../../../lib/format';
import { useProductSuggestions } from '../api/memory-queries';
import { useFieldError } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';

/**
 * A line's description as a combobox over the lines of past invoices: choosing one fills its units, unit price and
 * (where VAT applies) VAT % as last used; the quantity stays the person's.
 */
export function ProductNameField({ index: i, vatApplies, currency, className }: { index: number; vatApplies: boolean; currency: string; className?: string }) {
  const { register, setValue, getValues } = useFormContext<InvoiceFormValues>();
  const [text, setText] = useState(() => getValues(`products.${i}.name`) ?? '');
  const [asking, setAsking] = useState(false);
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
  return (
    <Combobox
      label="Description"
      className={className}
      error={useFieldError(`products.${i}.name`)}
      inputProps={register(`products.${i}.name`)}
      listLabel="Past lines"
      options={data}
      optionKey={(p) => p.name}
      renderOption={(p) => (
        <span className="flex flex-col">
          <span className="font-medium">{p.name}</span>
          <span className="text-xs text-slate-600">
            {p.price} {currency} / {p.units}
            {p.vat_percentage !== null ? ` · VAT ${p.vat_percentage}%` : ''} · used {p.times}×, last {formatDate(p.last_used)}
          </span>
        </span>
      )}
      onQuery={(t) => {
        setText(t);
        setAsking(true);
      }}
      onChoose={choose}
    />
  );
}
