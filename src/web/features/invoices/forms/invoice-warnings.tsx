import { useWatch } from 'react-hook-form';
import { invoiceWarnings } from '../../../../contract/invoice-advice';
import type { InvoiceInput, InvoiceRulesContext } from '../../../../contract/invoice-input';
import { todayYmd } from '../../../lib/format';
import type { InvoiceFormValues } from './invoice-form-values';

const fieldNames: Record<string, string> = {
  invoice_date: 'Issue date',
};

/** Where a warning's dotted path points, in the person's words: "Line 2, quantity". */
const placeOf = (path: (string | number)[]) =>
  path[0] === 'products' && typeof path[1] === 'number'
    ? `Line ${path[1] + 1}, ${fieldNames[String(path[2])] ?? String(path[2])}`
    : (fieldNames[String(path[0])] ?? path.join('.'));

/**
 * The form's advice that does not block (contract/invoice-advice.ts): things worth a second look, shown apart from the
 * errors. The invoice can be saved as it is — the API accepts it.
 */
export function InvoiceWarnings({ ctx }: { ctx: InvoiceRulesContext }) {
  const values = useWatch<InvoiceFormValues>() as InvoiceInput;
  const warnings = invoiceWarnings(values, ctx, todayYmd());
  if (warnings.length === 0) return null;
  return (
    <section
      role="status"
      aria-label="Worth a second look"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="form-warnings"
    >
      <h2 className="font-semibold">Worth a second look (you can still save)</h2>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((w) => (
          <li key={`${w.path.join('.')}:${w.message}`}>
            {placeOf(w.path)}: {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
