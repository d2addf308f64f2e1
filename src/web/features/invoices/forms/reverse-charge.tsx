import { useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import type { InvoiceFormValues } from './invoice-form-values';
import { reverseChargeNotes } from './reverse-charge-notes';

/** One click for the reverse charge advice: 0 % on every line, and the note added to the invoice's notes once. */
export function ReverseChargeButton() {
  const t = useT();
  const { getValues, setValue } = useFormContext<InvoiceFormValues>();
  const apply = () => {
    getValues('products').forEach((_, i) =>
      setValue(`products.${i}.vat_percentage`, 0, { shouldDirty: true, shouldValidate: true }),
    );
    const note = reverseChargeNotes[getValues('language') ?? 'en'];
    const notes = (getValues('notes') ?? '').trim();
    if (!notes.includes(note)) setValue('notes', notes ? `${notes}\n${note}` : note, { shouldDirty: true });
  };
  return (
    <Button variant="secondary" className="mt-1" onClick={apply}>
      {t('invoices.warnings.applyReverseCharge')}
    </Button>
  );
}
