import { useT } from '../../../i18n/use-t';
import { ReportTabs } from '../components/report-tabs';

/** Every buyer's account: invoiced, paid, outstanding and overdue per currency, from the mirror. */
export function BuyersPage({ business }: { business: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('reports.buyers.title')}</h1>
      <ReportTabs business={business} />
    </div>
  );
}
