import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ExportCsvLink } from '../../../components/ui/export-csv-link';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { SkeletonRows } from '../../../components/ui/skeleton';
import type { Invoice } from '../../../../contract/invoice';
import { formatDate, formatMoney } from '../../../lib/format';
import { pageHref, usePageParam } from '../../../lib/use-page-param';
import { usePrefetchNext } from '../../../lib/use-prefetch-next';
import { invoicePageQuery, prefetchInvoicePage } from '../api/invoice-queries';
import { buyerName, invoiceLabel } from './invoice-labels';
import { InvoiceStatus } from './invoice-status';

const columns: readonly Column<Invoice>[] = [
  { header: 'Number', cell: invoiceLabel },
  { header: 'Buyer', cell: (i) => buyerName(i.buyer) },
  { header: 'Issued', cell: (i) => formatDate(i.invoice_date) },
  { header: 'Due', cell: (i) => formatDate(i.pay_until_date) },
  { header: 'Total', cell: (i) => formatMoney(i.total_incl_vat, i.currency), numeric: true },
  { header: 'Status', cell: (i) => <InvoiceStatus invoice={i} /> },
];

export function InvoiceList({ business }: { business: string }) {
  const page = usePageParam();
  const listPath = `/b/${business}/invoices`;
  const { data, error, refetch, isFetching, isPlaceholderData } = useQuery({
    ...invoicePageQuery(business, page),
    placeholderData: keepPreviousData,
  });
  usePrefetchNext(business, page, data?.meta.last_page, prefetchInvoicePage);

  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="invoices-title" className="text-2xl font-semibold text-slate-900">
          Invoices
        </h1>
        <div className="flex flex-wrap gap-2">
          <ExportCsvLink business={business} kind="invoices" />
          <ButtonLink href={`${listPath}/new`} variant="primary">
            New invoice
          </ButtonLink>
        </div>
      </div>
      {error && (!data || isPlaceholderData) ? (
        <ErrorState title="The invoices could not be loaded" message={error.message} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <SkeletonRows label="Loading invoices…" />
      ) : data.data.length === 0 ? (
        <EmptyState title={page > 1 ? 'This page is empty' : 'No invoices yet'} action={<ButtonLink href={`${listPath}/new`} variant="primary">New invoice</ButtonLink>}>
          {page > 1 ? 'There are fewer invoices than this page number.' : 'Invoices you issue here or in the app appear in this list.'}
        </EmptyState>
      ) : (
        <div className={`rounded-lg border border-slate-200 bg-white sm:p-2 max-sm:border-0 max-sm:bg-transparent ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
          <DataTable
            caption={`Invoices, page ${data.meta.current_page} of ${data.meta.last_page}, newest first`}
            columns={columns}
            rows={data.data}
            rowKey={(i) => i.id}
            rowHref={(i) => `${listPath}/${i.id}`}
          />
        </div>
      )}
      {data && !(error && isPlaceholderData) && (
        <Pager page={page} lastPage={data.meta.last_page} total={data.meta.total} hrefFor={(p) => pageHref(listPath, p)} />
      )}
    </section>
  );
}
