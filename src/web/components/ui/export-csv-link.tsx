import { useSearch } from 'wouter';
import { useT } from '../../i18n/use-t';
import { exportCsvHref } from '../../lib/export-links';
import { buttonClass } from './button';

/** "Export CSV" of the view a list shows now: the filters in its URL, every matching row (not just this page). */
export function ExportCsvLink({ business, kind }: { business: string; kind: 'invoices' | 'expenses' }) {
  const t = useT();
  const search = useSearch();
  return (
    <a href={exportCsvHref(business, kind, search)} download className={buttonClass('secondary')}>
      {t('lists.export.csv')}
    </a>
  );
}
