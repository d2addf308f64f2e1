import { useT } from '../../../i18n/use-t';
import { ReportTabs } from '../components/report-tabs';

/** One buyer's account: their figures, their invoices, the statement and the e-mails sent to them. */
export function BuyerPage({ business, buyerKey }: { business: string; buyerKey: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900" data-key={buyerKey}>
        {t('reports.buyer.title')}
      </h1>
      <ReportTabs business={business} />
    </div>
  );
}
