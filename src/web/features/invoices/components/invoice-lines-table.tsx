import { isVatType } from '../../../../contract/enums';
import type { Invoice } from '../../../../contract/invoice';
import { deriveLine } from '../../../../contract/money';
import { FigureHeads } from '../../../components/ui/figure-heads';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { InvoiceTotals } from './invoice-totals';

/** The lines as stored, each line's total derived from its unit price with the contract's money math. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const money = (n: number | string) => formatMoney(n, invoice.currency);
  const showVat = invoice.items.some((i) => i.vat_percentage !== null);
  // The PDF's own test for naming the total "incl. VAT" (invoicing-api/i18n/invoice-view.ts).
  const withVat = showVat || isVatType(invoice.invoice_type) || invoice.vat !== 0;
  return (
    <TitledSection
      titleId="lines-title"
      title={t('invoices.lines.title')}
      titleClassName="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <table className="w-full text-sm max-sm:block">
        <thead className="text-left text-xs text-slate-600 max-sm:sr-only">
          <tr>
            <FigureHeads
              gap="pr-2"
              heads={[
                t('invoices.line.description'),
                t('invoices.line.quantity'),
                t('invoices.amount.price'),
                ...(showVat ? [t('invoices.line.vatPercent')] : []),
                t('invoices.amount.total'),
              ]}
            />
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {invoice.items.map((item) => {
            const line = deriveLine({
              mode: 'price',
              amount: item.price,
              quantity: item.quantity,
              vatPercentage: item.vat_percentage,
            });
            return (
              <tr
                key={item.id}
                className="border-t border-slate-100 max-sm:grid max-sm:grid-cols-2 max-sm:py-2"
              >
                <td className="py-2 pr-2 max-sm:col-span-2 max-sm:py-0 max-sm:font-medium">{item.name}</td>
                <td className="py-2 pr-2 text-right tabular-nums max-sm:py-0 max-sm:text-left">
                  {formatNumber(item.quantity)} {item.units}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums max-sm:py-0">
                  <span className="text-slate-600 sm:hidden">{t('invoices.amount.price')} </span>
                  {money(item.price)}
                </td>
                {showVat && (
                  <td className="py-2 pr-2 text-right tabular-nums max-sm:py-0 max-sm:text-left">
                    {t('invoices.lines.vatRate', {
                      rate: item.vat_percentage === null ? '—' : formatPercent(item.vat_percentage),
                    })}
                  </td>
                )}
                <td className="py-2 text-right tabular-nums max-sm:py-0">
                  <span className="text-slate-600 sm:hidden">{t('invoices.amount.total')} </span>
                  {money(line.total.toString())}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mt-4 ml-auto max-w-xs border-t border-slate-200 pt-3" data-testid="invoice-totals">
        <InvoiceTotals
          withVat={withVat}
          subtotal={money(invoice.subtotal)}
          vat={money(invoice.vat)}
          total={money(invoice.total_incl_vat)}
        />
      </div>
    </TitledSection>
  );
}
