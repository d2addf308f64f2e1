import type { Invoice } from '../../../../contract/invoice';
import type { LinkedInvoice } from '../../../../contract/invoice-links';
import type { InvoiceTotals } from '../../../../contract/money';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/format';
import { invoiceLabel } from '../../../lib/invoice-names';
import type { CreditScope } from './credit-values';
import { FromInvoiceNotice } from './earlier-links-notice';

interface CreditNoticeProps {
  business: string;
  invoice: Invoice;
  /** What was made from the invoice already: earlier credit notes are named, a second one may still be right. */
  targets: readonly LinkedInvoice[] | undefined;
  scope: CreditScope;
  onScope: (scope: CreditScope) => void;
}

/** Above the form making a credit note: what it corrects, what it takes back (every line, or an amount), earlier ones. */
export function CreditNotice({ business, invoice, targets, scope, onScope }: CreditNoticeProps) {
  const t = useT();
  const label = invoiceLabel(invoice);
  const choices: [CreditScope, string][] = [
    ['lines', t('invoices.credit.scopeLines')],
    ['amount', t('invoices.credit.scopeAmount')],
  ];
  return (
    <FromInvoiceNotice
      business={business}
      targets={targets}
      relation="credited"
      words={t('invoices.credit.alreadyCredited')}
      note={t('invoices.credit.note', { label })}
    >
      <fieldset className="flex flex-col gap-1 text-sm text-slate-800">
        <legend className="font-medium">{t('invoices.credit.scope')}</legend>
        {choices.map(([value, words]) => (
          <label key={value} className="flex min-h-8 items-center gap-2">
            <input
              type="radio"
              name="credit-scope"
              value={value}
              checked={scope === value}
              onChange={() => onScope(value)}
            />
            {words}
          </label>
        ))}
      </fieldset>
    </FromInvoiceNotice>
  );
}

/** When no way of entering the lines gives the invoice's own totals: both, side by side, before anything is saved. */
export function TotalsMismatchNotice({
  stored,
  reentered,
  currency,
}: {
  stored: InvoiceTotals;
  reentered: InvoiceTotals;
  currency: string;
}) {
  const t = useT();
  const rows: [string, keyof InvoiceTotals][] = [
    [t('invoices.totals.subtotal'), 'subtotal'],
    [t('invoices.totals.vat'), 'vat'],
    [t('invoices.totals.totalInclVat'), 'totalInclVat'],
  ];
  return (
    <div
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p>{t('invoices.form.totalsDiffer')}</p>
      <table className="mt-2 tabular-nums">
        <thead>
          <tr>
            <td />
            <th scope="col" className="px-2 text-right font-medium">
              {t('invoices.form.totalsStored')}
            </th>
            <th scope="col" className="px-2 text-right font-medium">
              {t('invoices.form.totalsReentered')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, key]) => (
            <tr key={key}>
              <th scope="row" className="pr-2 text-left font-normal">
                {name}
              </th>
              <td className="px-2 text-right">{formatMoney(stored[key].toString(), currency)}</td>
              <td className="px-2 text-right">{formatMoney(reentered[key].toString(), currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
