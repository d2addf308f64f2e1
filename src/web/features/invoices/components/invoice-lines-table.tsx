import type { Invoice } from '../../../../contract/invoice';
import { deriveLine } from '../../../../contract/money';
import { formatMoney } from '../../../lib/format';

/** The lines as stored, each line's total derived from its unit price with the contract's money math. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const money = (n: number | string) => formatMoney(n, invoice.currency);
  const showVat = invoice.items.some((i) => i.vat_percentage !== null);
  return (
    <section aria-labelledby="lines-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lines-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        Lines
      </h2>
      <table className="w-full text-sm max-sm:block">
        <thead className="text-left text-xs text-slate-600 max-sm:sr-only">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">What</th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Qty</th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Unit price</th>
            {showVat && <th scope="col" className="py-1 pr-2 text-right font-medium">VAT %</th>}
            <th scope="col" className="py-1 text-right font-medium">Line total</th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {invoice.items.map((item) => {
            const line = deriveLine({ mode: 'price', amount: item.price, quantity: item.quantity, vatPercentage: item.vat_percentage });
            return (
              <tr key={item.id} className="border-t border-slate-100 max-sm:grid max-sm:grid-cols-2 max-sm:py-2">
                <td className="py-2 pr-2 max-sm:col-span-2 max-sm:py-0 max-sm:font-medium">{item.name}</td>
                <td className="py-2 pr-2 text-right tabular-nums max-sm:py-0 max-sm:text-left">
                  {item.quantity} {item.units}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums max-sm:py-0">
                  <span className="text-slate-600 sm:hidden">Unit price </span>
                  {money(item.price)}
                </td>
                {showVat && <td className="py-2 pr-2 text-right tabular-nums max-sm:py-0 max-sm:text-left">{item.vat_percentage ?? '—'} % VAT</td>}
                <td className="py-2 text-right tabular-nums max-sm:py-0">
                  <span className="text-slate-600 sm:hidden">Line total </span>
                  {money(line.total.toString())}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-1 border-t border-slate-200 pt-3 text-sm" data-testid="invoice-totals">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="tabular-nums" data-testid="subtotal">{money(invoice.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">VAT</dt>
          <dd className="tabular-nums" data-testid="vat">{money(invoice.vat)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="total">{money(invoice.total_incl_vat)}</dd>
        </div>
      </dl>
    </section>
  );
}
