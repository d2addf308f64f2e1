import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { exportCsvHref, monthPackHref } from '../../../lib/export-links';
import { usePackProgress } from '../../../lib/pack-progress-store';
import { formatMonth, monthBounds, monthOf } from './month-range';

/** What the BFF said about the pack being made (over SSE), in words. */
function PackProgress({ business, month }: { business: string; month: string }) {
  const p = usePackProgress(business, month);
  if (!p) return null;
  const text =
    p.state === 'done'
      ? `The pack of ${formatMonth(month)} is ready: ${p.total} files${p.missing > 0 ? `, ${p.missing} could not be had (see missing.txt)` : ''}.`
      : p.state === 'abandoned'
        ? 'The download was stopped.'
        : `Preparing the pack: ${p.done} of ${p.total} files…`;
  return (
    <div className="flex flex-col gap-1" role="status" data-testid="pack-progress">
      {p.state === 'running' && <progress max={Math.max(p.total, 1)} value={p.done} className="w-full accent-teal-700" aria-hidden="true" />}
      <p className="text-sm text-slate-700">{text}</p>
    </div>
  );
}

/** The accountant's month: one ZIP with both CSVs, every invoice PDF and receipt; or either CSV alone. */
export function MonthPackPanel({ business }: { business: string }) {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const { from, to } = valid ? monthBounds(month) : { from: '', to: '' };
  const range = `?from=${from}&to=${to}`;
  return (
    <section aria-labelledby="pack-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="pack-title" className="text-lg font-semibold text-slate-900">
        For your accountant
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Month
          <input
            type="month"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        {valid && (
          <>
            <a href={monthPackHref(business, month)} download className={buttonClass('primary')}>
              Download the month pack (ZIP)
            </a>
            <a href={exportCsvHref(business, 'invoices', range)} download className={buttonClass('secondary')}>
              Invoices CSV
            </a>
            <a href={exportCsvHref(business, 'expenses', range)} download className={buttonClass('secondary')}>
              Expenses CSV
            </a>
          </>
        )}
      </div>
      <p className="text-xs text-slate-600">
        The pack holds both CSVs, every invoice PDF and every receipt of the month. PDFs and receipts come from the API
        within its rate limit, so a large month takes a minute or two; your own work goes first meanwhile.
      </p>
      {valid && <PackProgress business={business} month={month} />}
    </section>
  );
}
