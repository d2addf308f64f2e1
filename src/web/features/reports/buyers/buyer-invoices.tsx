import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useSearch } from 'wouter';
import type { Invoice } from '../../../../contract/invoice';
import { isOverdue } from '../../../../contract/owed';
import { Badge } from '../../../components/ui/badge';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useTimeZone } from '../../../first-screen/page-context';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { invoiceLabel } from '../../../lib/invoice-names';
import { formatDate, formatMoney, todayYmd } from '../../../lib/format';
import { invoiceTypeWords } from '../../../lib/invoice-type-labels';
import { buyerInvoicesQuery } from '../api/buyers-api';

/** The buyer's invoices, newest first: the mirror's invoice search with `buyer=`; the page is the URL's `page`. */
export function BuyerInvoices({ business, buyerKey }: { business: string; buyerKey: string }) {
  const t = useT();
  const today = todayYmd(useTimeZone(), useClock().now());
  const url = new URLSearchParams(useSearch());
  const page = Math.max(1, Number.parseInt(url.get('page') ?? '', 10) || 1);
  const invoices = useQuery({
    ...buyerInvoicesQuery(business, buyerKey, page),
    placeholderData: keepPreviousData,
  });
  const { data, error } = invoices;
  const columns: Column<Invoice>[] = [
    { header: t('reports.buyer.col.number'), cell: invoiceLabel },
    { header: t('reports.buyer.col.date'), cell: (i) => formatDate(i.invoice_date) },
    { header: t('reports.buyer.col.type'), cell: (i) => t(invoiceTypeWords[i.invoice_type]) },
    {
      header: t('reports.buyer.col.total'),
      cell: (i) => formatMoney(i.total_incl_vat, i.currency),
      numeric: true,
    },
    {
      header: t('reports.buyer.col.status'),
      cell: (i) =>
        isOverdue(i, today) ? (
          <Badge tone="danger">{t('invoices.status.overdue')}</Badge>
        ) : i.payment_status === 'paid' ? (
          <Badge tone="success">{t('invoices.status.paid')}</Badge>
        ) : (
          <Badge tone="neutral">{t('invoices.status.notPaid')}</Badge>
        ),
    },
  ];
  return (
    <section aria-labelledby="buyer-invoices" className="flex flex-col gap-3">
      <h2 id="buyer-invoices" className="text-lg font-semibold text-slate-900">
        {t('reports.buyer.invoices')}
      </h2>
      {error && !data ? (
        <QueryErrorState query={invoices} />
      ) : !data ? (
        <SkeletonRows rows={4} label={t('reports.buyer.invoices')} />
      ) : (
        <>
          <DataTable
            caption={t('reports.buyer.invoices')}
            columns={columns}
            rows={data.data}
            rowKey={(i) => i.id}
            rowHref={(i) => `/b/${encodeURIComponent(business)}/invoices/${i.id}`}
          />
          <Pager
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            total={data.meta.total}
            hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')}
          />
        </>
      )}
    </section>
  );
}
