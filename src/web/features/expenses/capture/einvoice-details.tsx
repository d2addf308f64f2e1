import { useId, type ReactNode } from 'react';
import type { EInvoiceReading } from '../../../../contract/receipt-reading';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format';

const cellClassName = 'px-2 py-1 text-left align-top';
const numericClassName = `${cellClassName} text-right tabular-nums whitespace-nowrap`;

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: { label: string; numeric?: boolean }[];
  children: ReactNode;
}) {
  return (
    // a long or wide table scrolls inside its own box (a phone, 200 lines): the card keeps its size; the box takes
    // the focus, so the keyboard scrolls it too
    <div
      className="max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-teal-700"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-max border-collapse text-xs">
        <caption className="py-1 text-left text-sm font-medium text-slate-800">{caption}</caption>
        <thead>
          <tr className="sticky top-0 border-b border-teal-200 bg-teal-50 text-slate-600">
            {head.map((h) => (
              <th
                key={h.label}
                scope="col"
                className={`${h.numeric ? numericClassName : cellClassName} font-medium`}
              >
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * What only an e-invoice gives, beside the expense's six fields: the seller's VAT number, the due date, the totals
 * without VAT and still to pay, VAT per rate and the lines — as the document states them.
 */
export function EInvoiceDetails({ einvoice: e, currency }: { einvoice: EInvoiceReading; currency: string }) {
  const t = useT();
  const title = useId();
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, currency));
  const rate = (n: number | null) => (n === null ? '—' : formatPercent(n));
  const facts: [string, string][] = [
    [t('expenses.einvoice.sellerVat'), e.seller_vat_code ?? '—'],
    [t('expenses.einvoice.due'), formatDate(e.due_date)],
    [t('expenses.einvoice.net'), money(e.net_total)],
    [t('expenses.einvoice.payable'), money(e.payable)],
  ];
  return (
    <details aria-labelledby={title} className="rounded-md border border-teal-200 bg-teal-50/60 p-3 text-sm">
      <summary
        id={title}
        className="cursor-pointer rounded text-teal-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        {t('expenses.einvoice.details')}
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="min-w-0 break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {e.vat_breakdown.length > 0 && (
          <Table
            caption={t('expenses.einvoice.vatTable')}
            head={[
              { label: t('expenses.einvoice.category') },
              { label: t('expenses.einvoice.rate'), numeric: true },
              { label: t('expenses.einvoice.base'), numeric: true },
              { label: t('expenses.einvoice.vatAmount'), numeric: true },
            ]}
          >
            {e.vat_breakdown.map((v, i) => (
              <tr key={i} className="border-b border-teal-100 last:border-0">
                <td className={cellClassName}>{v.category}</td>
                <td className={numericClassName}>{rate(v.rate)}</td>
                <td className={numericClassName}>{money(v.base)}</td>
                <td className={numericClassName}>{money(v.amount)}</td>
              </tr>
            ))}
          </Table>
        )}
        {e.lines.length > 0 && (
          <Table
            caption={t('expenses.einvoice.lines', { count: e.line_count })}
            head={[
              { label: t('expenses.einvoice.item') },
              { label: t('expenses.einvoice.quantity'), numeric: true },
              { label: t('expenses.einvoice.price'), numeric: true },
              { label: t('expenses.einvoice.lineNet'), numeric: true },
              { label: t('expenses.einvoice.rate'), numeric: true },
            ]}
          >
            {e.lines.map((l, i) => (
              <tr key={i} className="border-b border-teal-100 last:border-0">
                <td className={`${cellClassName} max-w-56 whitespace-normal break-words`}>{l.name || '—'}</td>
                <td className={numericClassName}>
                  {l.quantity === null ? '—' : `${formatNumber(l.quantity)} ${l.unit_code ?? ''}`.trim()}
                </td>
                <td className={numericClassName}>{l.price === null ? '—' : formatNumber(l.price)}</td>
                <td className={numericClassName}>{money(l.net_amount)}</td>
                <td className={numericClassName}>{rate(l.vat_rate)}</td>
              </tr>
            ))}
          </Table>
        )}
        {e.line_count > e.lines.length && (
          <p className="text-slate-700">
            {t('expenses.einvoice.moreLines', { count: e.line_count - e.lines.length })}
          </p>
        )}
      </div>
    </details>
  );
}
