import { Fragment, type ReactNode } from 'react';
import type { VatPeriod } from '../../../../contract/vat-report';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { formatMoney, formatPercent } from '../../../lib/format';

const cellClassName = 'px-3 py-1.5 text-right whitespace-nowrap';

/** One currency's table: the periods side by side, sales per rate, totals, purchases and VAT payable. */
export function CurrencyTable({
  currency,
  periods,
  periodName,
  rows,
}: {
  currency: string;
  periods: string[];
  periodName: (p: string) => string;
  rows: VatPeriod[];
}) {
  const t = useT();
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const rates = [...new Set(rows.flatMap((r) => r.sales.map((s) => s.vat_percentage)))].sort(
    (a, b) => (b ?? -1) - (a ?? -1),
  );
  const money = (n: number | undefined) => formatMoney(n ?? 0, currency);
  const rateName = (rate: number | null) => (rate === null ? t('reports.vat.noVat') : formatPercent(rate));
  const line = (label: ReactNode, value: (p: VatPeriod | undefined) => ReactNode, strong = false) => (
    <tr className={`border-t border-slate-100 ${strong ? 'font-semibold text-slate-900' : ''}`}>
      <th
        scope="row"
        className="sticky left-0 min-w-36 bg-white py-1.5 pr-3 text-left font-normal text-slate-800"
      >
        {strong ? <strong>{label}</strong> : label}
      </th>
      {periods.map((p) => (
        <td key={p} className={cellClassName}>
          {value(byPeriod.get(p))}
        </td>
      ))}
    </tr>
  );
  const part = (label: string) => (
    <tr className="border-t border-slate-200 bg-slate-50">
      <th
        scope="rowgroup"
        colSpan={periods.length + 1}
        className="py-1.5 pr-3 text-left font-semibold text-slate-900"
      >
        {label}
      </th>
    </tr>
  );
  const sale = (p: VatPeriod | undefined, rate: number | null) =>
    p?.sales.find((s) => s.vat_percentage === rate);
  return (
    <TitledSection
      titleId={`vat-${currency}`}
      title={t('reports.vat.currency', { currency })}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
      data-testid={`vat-table-${currency}`}
    >
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t('reports.vat.caption', { currency })}
      >
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{t('reports.vat.caption', { currency })}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="sticky left-0 bg-white py-1.5 pr-3 text-left font-medium">
                {t('reports.vat.col.figure')}
              </th>
              {periods.map((p) => (
                <th key={p} scope="col" className={`${cellClassName} font-medium`}>
                  {periodName(p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {part(t('reports.vat.sales'))}
            {rates.flatMap((rate) => [
              <Fragment key={`${rate}-n`}>
                {line(t('reports.vat.row.net', { rate: rateName(rate) }), (p) => money(sale(p, rate)?.net))}
              </Fragment>,
              <Fragment key={`${rate}-v`}>
                {line(t('reports.vat.row.vat', { rate: rateName(rate) }), (p) => money(sale(p, rate)?.vat))}
              </Fragment>,
              <Fragment key={`${rate}-g`}>
                {line(t('reports.vat.row.gross', { rate: rateName(rate) }), (p) =>
                  money(sale(p, rate)?.gross),
                )}
              </Fragment>,
            ])}
            {line(t('reports.vat.total.net'), (p) => money(p?.sales_total.net), true)}
            {line(t('reports.vat.total.vat'), (p) => money(p?.sales_total.vat), true)}
            {line(t('reports.vat.total.gross'), (p) => money(p?.sales_total.gross), true)}
          </tbody>
          <tbody>
            {part(t('reports.vat.purchases'))}
            {line(t('reports.vat.purchases.gross'), (p) => money(p?.purchases.gross))}
            {line(t('reports.vat.purchases.vat'), (p) => money(p?.purchases.vat_known))}
            {line(t('reports.vat.purchases.unknown'), (p) =>
              (p?.purchases.without_vat ?? 0) > 0 ? (
                <a href="#vat-unknown-expenses" className="text-teal-900 underline underline-offset-2">
                  {t('reports.vat.purchases.unknownCount', { count: p!.purchases.without_vat })}
                </a>
              ) : (
                '0'
              ),
            )}
          </tbody>
          <tbody>
            {part(t('reports.vat.payable'))}
            {line(t('reports.vat.payable.row'), (p) => money(p?.vat_payable), true)}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
