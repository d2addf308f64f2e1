import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/format';
import { InvoiceTotals } from '../components/invoice-totals';
import { useFieldError } from './form-controls';
import { emptyLine, type InvoiceFormValues } from './invoice-form-values';
import { formTotals } from './line-amounts';
import { LineItemRow } from './line-item-row';

/** The invoice's lines: add, remove, reorder; live subtotal / VAT / total with the contract's money math. */
export function LineItemsEditor({ vatApplies }: { vatApplies: boolean }) {
  const t = useT();
  const { control } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'products' });
  const lines = useWatch({ control, name: 'products' });
  const [currency, language] = useWatch({ control, name: ['currency', 'language'] });
  const arrayError = useFieldError('products');
  const rootError = useFieldError('products.root');
  const listError = arrayError ?? rootError;
  const totals = formTotals(lines, vatApplies);
  const money = (v: { toString(): string }) =>
    /^[A-Z]{3}$/.test(currency) ? formatMoney(v.toString(), currency) : v.toString();
  // A new line takes the last line's VAT % (a new invoice's first line has the default rate): most invoices have one.
  const add = () => {
    const vat = lines.at(-1)?.vat_percentage;
    const line = { ...emptyLine(language ?? 'en'), ...(vat != null && { vat_percentage: vat }) };
    append(line, { shouldFocus: true, focusName: `products.${fields.length}.name` });
  };

  return (
    <TitledSection titleId="lines-heading" title={t('invoices.lines.title')} className="flex flex-col gap-3">
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {fields.map((f, i) => (
          <LineItemRow
            key={f.id}
            index={i}
            count={fields.length}
            vatApplies={vatApplies}
            currency={currency}
            onMove={move}
            onRemove={remove}
            onEnterInLast={add}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Button variant="secondary" onClick={add}>
          {t('invoices.lines.add')}
        </Button>
        <div className="flex min-w-56 flex-col gap-1">
          <div aria-live="polite" data-testid="form-totals">
            <InvoiceTotals
              withVat={vatApplies}
              testIdPrefix="form-"
              subtotal={money(totals.subtotal)}
              vat={money(totals.vat)}
              total={money(totals.totalInclVat)}
            />
          </div>
          {!totals.complete && <p className="text-xs text-slate-600">{t('invoices.lines.incomplete')}</p>}
        </div>
      </div>
    </TitledSection>
  );
}
