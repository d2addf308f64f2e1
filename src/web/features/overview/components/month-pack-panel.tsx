import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { exportHref, monthPackHref } from '../../../lib/export-links';
import { formatMonth } from '../../../lib/format';
import { usePackProgress } from '../../../lib/pack-progress-store';
import { monthBounds } from '../../../../contract/clock';
import { useClock } from '../../../lib/clock';
import { packMonths } from './month-range';

/** What the BFF said about the pack being made (over SSE), in words. */
function PackProgress({ business, month }: { business: string; month: string }) {
  const p = usePackProgress(business, month);
  const t = useT();
  if (!p) return null;
  const text =
    p.state === 'done'
      ? p.missing > 0
        ? t('months.pack.readyMissing', { month: formatMonth(month), total: p.total, missing: p.missing })
        : t('months.pack.ready', { month: formatMonth(month), total: p.total })
      : p.state === 'abandoned'
        ? t('months.pack.stopped')
        : t('months.pack.preparing', { done: p.done, total: p.total });
  return (
    <div className="flex flex-col gap-1" role="status" data-testid="pack-progress">
      {p.state === 'running' && (
        <progress
          max={Math.max(p.total, 1)}
          value={p.done}
          className="w-full accent-teal-700"
          aria-hidden="true"
        />
      )}
      <p className="text-sm text-slate-700">{text}</p>
    </div>
  );
}

/** Either list alone, as CSV or as an Excel workbook. */
interface ListDownload {
  kind: 'invoices' | 'expenses';
  format: 'csv' | 'xlsx';
  label: MessageId;
}

/** The buttons after the pack's, in this order. */
const listDownloads: readonly ListDownload[] = [
  { kind: 'invoices', format: 'csv', label: 'months.pack.invoicesCsv' },
  { kind: 'invoices', format: 'xlsx', label: 'months.pack.invoicesXlsx' },
  { kind: 'expenses', format: 'csv', label: 'months.pack.expensesCsv' },
  { kind: 'expenses', format: 'xlsx', label: 'months.pack.expensesXlsx' },
];

/** The accountant's month: one ZIP (its CSVs, one Excel workbook, every invoice PDF and receipt); or either list alone. */
export function MonthPackPanel({ business }: { business: string }) {
  const t = useT();
  const clock = useClock();
  const [months] = useState(() => packMonths(clock.now()));
  const [month, setMonth] = useState(months[0]!);
  const { from, to } = monthBounds(month);
  const range = `?from=${from}&to=${to}`;
  return (
    <TitledSection
      titleId="pack-title"
      title={t('months.pack.title')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('months.month')}
          <select
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonth(m)}
              </option>
            ))}
          </select>
        </label>
        <a href={monthPackHref(business, month)} download className={buttonClass('primary')}>
          {t('months.pack.download')}
        </a>
        {listDownloads.map(({ kind, format, label }) => (
          <a
            key={label}
            href={exportHref(business, kind, range, format)}
            download
            className={buttonClass('secondary')}
          >
            {t(label)}
          </a>
        ))}
      </div>
      <p className="text-xs text-slate-600">{t('months.pack.note')}</p>
      <PackProgress business={business} month={month} />
    </TitledSection>
  );
}
