import { useT } from '../../../i18n/use-t';
import { ReportTabs } from '../components/report-tabs';

/** The VAT report: sales per rate, purchases and VAT payable per period and currency, from the mirror. */
export function VatReportPage({ business }: { business: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('reports.vat.title')}</h1>
      <ReportTabs business={business} />
    </div>
  );
}
