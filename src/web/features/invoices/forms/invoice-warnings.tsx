import { useWatch } from 'react-hook-form';
import { invoiceWarnings } from '../../../../contract/invoice-advice';
import type { InvoiceInput, InvoiceRulesContext } from '../../../../contract/invoice-input';
import { say } from '../../../../contract/messages-invoice';
import { contractMessageWords } from '../../../i18n/contract-words';
import type { MessageId } from '../../../i18n/messages';
import { useT, type Translate } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import type { InvoiceFormValues } from './invoice-form-values';
import { amountModeWords } from './line-amounts';
import { ReverseChargeButton } from './reverse-charge';

/** The fields the advice warns about, as named inside "Line 2, quantity" or on their own. */
const fieldWords: Record<string, MessageId> = {
  invoice_date: 'invoices.field.issueDate',
  buyer: 'invoices.warnings.buyerVatCode',
  quantity: 'invoices.warnings.quantity',
  ...amountModeWords,
};
const fieldName = (t: Translate, field: string) => (field in fieldWords ? t(fieldWords[field]!) : field);

/** Where a warning's dotted path points, in the person's words: "Line 2, quantity". */
const placeOf = (t: Translate, path: (string | number)[]) =>
  path[0] === 'products' && typeof path[1] === 'number'
    ? t('invoices.warnings.line', { n: path[1] + 1, field: fieldName(t, String(path[2])) })
    : String(path[0]) in fieldWords
      ? fieldName(t, String(path[0]))
      : path.join('.');

/**
 * The form's advice that does not block (contract/invoice-advice.ts): things worth a second look, shown apart from the
 * errors. The invoice can be saved as it is — the API accepts it.
 */
export function InvoiceWarnings({ ctx }: { ctx: InvoiceRulesContext }) {
  const t = useT();
  const values = useWatch<InvoiceFormValues>() as InvoiceInput;
  const warnings = invoiceWarnings(values, ctx, todayYmd(undefined, useClock().now()));
  if (warnings.length === 0) return null;
  return (
    <section
      role="status"
      aria-label={t('invoices.warnings.title')}
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="form-warnings"
    >
      <h2 className="font-semibold">{t('invoices.warnings.heading')}</h2>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((w) => (
          <li key={`${w.path.join('.')}:${w.message}`}>
            {t('invoices.warnings.item', {
              place: placeOf(t, w.path),
              advice: contractMessageWords(w.message, t),
            })}
            {w.message === say('reverseCharge') && <ReverseChargeButton />}
          </li>
        ))}
      </ul>
    </section>
  );
}
