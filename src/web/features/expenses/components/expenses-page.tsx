import type { ReactNode } from 'react';
import { ExportListLinks } from '../../../components/records/export-list-links';
import { useT } from '../../../i18n/use-t';
import { useMay } from '../../../lib/access';
import { CapturePanel } from '../capture/capture-panel';
import { ExpenseList } from './expense-list';

/** The expenses screen: capture at the top, the list below. `beside`: what the app adds beside the export links. */
export function ExpensesPage({
  business,
  freshness,
  beside,
}: {
  business: string;
  freshness?: ReactNode;
  beside?: ReactNode;
}) {
  const t = useT();
  // An accountant reads and exports the expenses; staff capture and see their own (hidden only: the BFF decides).
  const mayCapture = useMay(business, 'capture');
  const mayExport = useMay(business, 'export');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('expenses.page.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {beside}
          {mayExport && <ExportListLinks business={business} kind="expenses" />}
        </div>
      </div>
      {mayCapture && <CapturePanel business={business} />}
      <ExpenseList business={business} freshness={freshness} />
    </div>
  );
}
