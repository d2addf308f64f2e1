import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox';
import type { RememberedBuyer } from '../../../../contract/overview';
import { formatDate } from '../../../lib/format';
import { useBuyerSuggestions } from '../api/memory-queries';
import { buyerName } from '../components/invoice-labels';
import { emptyToNull, useFieldError } from './form-controls';
import type { InvoiceFormValues } from './invoice-form-values';

/**
 * The buyer's name (company name, or a person's first name) as a combobox over the buyers of past invoices, most
 * recent first. Choosing one fills every buyer field as it was last used (a person or a company alike); typing a
 * new buyer's name stays possible.
 */
export function BuyerNameField({ name, label }: { name: 'buyer.company_name' | 'buyer.first_name'; label: string }) {
  const { register, setValue, getValues } = useFormContext<InvoiceFormValues>();
  const [text, setText] = useState<string>(() => (getValues(name) as string | null | undefined) ?? '');
  const [asking, setAsking] = useState(false);
  const { data = [] } = useBuyerSuggestions(text, asking);
  const choose = ({ buyer }: RememberedBuyer) => {
    // Field by field: the inputs on screen take the values (a whole object would only reach the form's state).
    for (const [field, value] of Object.entries(buyer))
      setValue(`buyer.${field as keyof RememberedBuyer['buyer']}`, value, { shouldDirty: true, shouldValidate: true });
    setText((buyer.type === 'company' ? buyer.company_name : buyer.first_name) ?? '');
  };
  return (
    <Combobox
      label={label}
      error={useFieldError(name)}
      inputProps={register(name, { setValueAs: emptyToNull })}
      listLabel="Past buyers"
      options={data}
      optionKey={(b) => `${b.buyer.type} ${buyerName(b.buyer)} ${b.buyer.company_code ?? ''}`}
      renderOption={(b) => (
        <span className="flex flex-col">
          <span className="font-medium">{buyerName(b.buyer)}</span>
          <span className="text-xs text-slate-600">
            {b.buyer.type === 'company' ? 'Company' : 'Person'}
            {b.buyer.vat_code ? ` · VAT ${b.buyer.vat_code}` : ''} · {b.invoices} {b.invoices === 1 ? 'invoice' : 'invoices'}, last{' '}
            {formatDate(b.last_invoice_date)}
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
