import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { Link } from 'wouter';
import { buyerName } from '../../../../contract/buyer-key';
import type { BuyerAccount } from '../../../../contract/buyer-report';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { buyerQuery } from '../api/buyers-api';
import { buyersHref, ReportTabs } from '../components/report-tabs';
import { BuyerEmails } from './buyer-emails';
import { BuyerInvoices } from './buyer-invoices';
import { BuyerStatement } from './buyer-statement';

/** One buyer's account: their figures, their invoices, the statement and the e-mails sent to them. */
export function BuyerPage({ business, buyerKey }: { business: string; buyerKey: string }) {
  const t = useT();
  const buyer = useQuery(buyerQuery(business, buyerKey));
  const { data, error } = buyer;
  const account = data?.data;
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={buyersHref(business)}
        className="self-start text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
      >
        ← {t('reports.buyer.back')}
      </Link>
      <h1 className="text-2xl font-semibold break-words text-slate-900" data-key={buyerKey}>
        {account ? buyerName(account.buyer) || '—' : t('reports.buyer.title')}
      </h1>
      <ReportTabs business={business} />
      {error && !account ? (
        isApiError(error) && error.status === 404 ? (
          <EmptyState title={t('reports.buyer.notFound')} />
        ) : (
          <QueryErrorState query={buyer} />
        )
      ) : !account ? (
        <SkeletonRows rows={4} label={t('reports.buyer.figures')} />
      ) : (
        <>
          <BuyerFigures account={account} />
          <BuyerInvoices business={business} buyerKey={buyerKey} />
          <BuyerStatement business={business} buyerKey={buyerKey} />
          <BuyerEmails business={business} buyerKey={buyerKey} />
        </>
      )}
    </div>
  );
}

function BuyerFigures({ account }: { account: BuyerAccount }) {
  const t = useT();
  const b = account.buyer;
  const details = [
    b.company_code && t('reports.buyer.companyCode', { code: b.company_code }),
    b.vat_code && t('reports.buyer.vatCode', { code: b.vat_code }),
    b.address,
    b.email,
  ].filter(Boolean);
  const fields = [
    ['invoiced', 'reports.buyers.col.invoiced'],
    ['paid', 'reports.buyers.col.paid'],
    ['outstanding', 'reports.buyers.col.outstanding'],
    ['overdue', 'reports.buyers.col.overdue'],
  ] as const;
  return (
    <section aria-labelledby="buyer-figures" className="flex flex-col gap-3">
      {details.length > 0 && <p className="text-sm break-words text-slate-700">{details.join(' · ')}</p>}
      <h2 id="buyer-figures" className="text-lg font-semibold text-slate-900">
        {t('reports.buyer.figures')}
      </h2>
      <p className="text-sm text-slate-700">
        {t('reports.buyer.summary', { count: account.invoices, date: formatDate(account.last_invoice_date) })}
      </p>
      {account.currencies.length === 0 ? (
        <p className="text-sm text-slate-600">{t('reports.buyers.none')}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {account.currencies.map((f) => (
            <div key={f.currency} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="text-sm font-semibold text-slate-600">{f.currency}</h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
                {fields.map(([field, label]) => (
                  <div key={field}>
                    <dt className="text-xs text-slate-600">{t(label)}</dt>
                    <dd
                      className={`tabular-nums font-medium ${field === 'overdue' && f.overdue > 0 ? 'text-amber-800' : 'text-slate-900'}`}
                    >
                      {formatMoney(f[field], f.currency)}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
