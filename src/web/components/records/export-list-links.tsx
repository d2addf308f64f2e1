import { useSearch } from 'wouter';
import { useT } from '../../i18n/use-t';
import { exportHref } from '../../lib/export-links';
import { buttonClass } from '../ui/button';

/**
 * "Export CSV" and "Export Excel" of the view a list shows now: the filters in its URL, every matching row (not just
 * this page). The CSV is for machines (codes, dot decimals), the workbook for people (typed, in their language).
 */
export function ExportListLinks({ business, kind }: { business: string; kind: 'invoices' | 'expenses' }) {
  const t = useT();
  const search = useSearch();
  return (
    <div className="flex flex-wrap gap-2">
      <a href={exportHref(business, kind, search, 'csv')} download className={buttonClass('secondary')}>
        {t('lists.export.csv')}
      </a>
      <a href={exportHref(business, kind, search, 'xlsx')} download className={buttonClass('secondary')}>
        {t('lists.export.xlsx')}
      </a>
    </div>
  );
}
