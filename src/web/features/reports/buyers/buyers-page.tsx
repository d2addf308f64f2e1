import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useLocation, useSearch } from 'wouter';
import { buyerName } from '../../../../contract/buyer-key';
import type { BuyerAccount } from '../../../../contract/buyer-report';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { SortSelect } from '../../../components/ui/filter-controls';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatNumber } from '../../../lib/format';
import { buyersQuery } from '../api/buyers-api';
import { buyerHref, ReportHeading } from '../components/report-tabs';
import { CurrencyAmounts } from './currency-amounts';

/** The list's state in its URL (`q`, `sort`, `page`), in one canonical order: bookmarkable, and the query's key. */
function useBuyersParams() {
  const [path, navigate] = useLocation();
  const url = new URLSearchParams(useSearch());
  const q = url.get('q')?.trim() ?? '';
  const sort = url.get('sort')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(url.get('page') ?? '', 10) || 1);
  const write = (o: { q: string; sort: string; page: number }) => {
    const next = new URLSearchParams();
    if (o.q) next.set('q', o.q);
    if (o.sort) next.set('sort', o.sort);
    if (o.page > 1) next.set('page', String(o.page));
    return next.toString();
  };
  const href = (o: { q: string; sort: string; page: number }) => (write(o) ? `${path}?${write(o)}` : path);
  return {
    q,
    sort,
    page,
    query: write({ q, sort, page }),
    pageHref: (p: number) => href({ q, sort, page: p }),
    set: (patch: { q?: string; sort?: string }, replace = false) =>
      navigate(href({ q, sort, ...patch, page: 1 }), { replace }),
  };
}

/** Every buyer's account: invoiced, paid, outstanding and overdue per currency, from the mirror. */
export function BuyersPage({ business }: { business: string }) {
  const t = useT();
  const params = useBuyersParams();
  const buyers = useQuery({ ...buyersQuery(business, params.query), placeholderData: keepPreviousData });
  const { data, error, isPending, isFetching } = buyers;
  const amounts = (field: 'invoiced' | 'paid' | 'outstanding' | 'overdue') => (a: BuyerAccount) => (
    <CurrencyAmounts figures={a.currencies} field={field} />
  );
  const columns: Column<BuyerAccount>[] = [
    { header: t('reports.buyers.col.buyer'), cell: (a) => buyerName(a.buyer) || '—', sortKey: 'name' },
    {
      header: t('reports.buyers.col.invoices'),
      cell: (a) => formatNumber(a.invoices),
      numeric: true,
      sortKey: 'invoices',
      descFirst: true,
    },
    {
      header: t('reports.buyers.col.last'),
      cell: (a) => formatDate(a.last_invoice_date),
      sortKey: 'last_invoice_date',
      descFirst: true,
    },
    {
      header: t('reports.buyers.col.invoiced'),
      cell: amounts('invoiced'),
      numeric: true,
      sortKey: 'invoiced',
      descFirst: true,
    },
    { header: t('reports.buyers.col.paid'), cell: amounts('paid'), numeric: true },
    {
      header: t('reports.buyers.col.outstanding'),
      cell: amounts('outstanding'),
      numeric: true,
      sortKey: 'outstanding',
      descFirst: true,
    },
    {
      header: t('reports.buyers.col.overdue'),
      cell: amounts('overdue'),
      numeric: true,
      sortKey: 'overdue',
      descFirst: true,
    },
  ];
  const sort = params.sort
    ? { key: params.sort.replace(/^-/, ''), desc: params.sort.startsWith('-') }
    : { key: 'last_invoice_date', desc: true };
  return (
    <div className="flex flex-col gap-4">
      <ReportHeading
        business={business}
        title={t('reports.buyers.title')}
        intro={t('reports.buyers.intro')}
        introClassName="max-w-3xl text-sm text-slate-700"
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow sm:max-w-md">
          <SearchBox
            label={t('reports.buyers.search.label')}
            placeholder={t('reports.buyers.search.placeholder')}
            value={params.q}
            onSearch={(q) => params.set({ q }, true)}
          />
        </div>
        <SortSelect
          columns={columns}
          value={params.sort}
          defaultLabel={t('reports.buyers.sort.default')}
          onChange={(s) => params.set({ sort: s })}
        />
      </div>
      {error && !data ? (
        <QueryErrorState title={t('reports.buyers.error')} query={buyers} />
      ) : isPending ? (
        <SkeletonRows rows={6} label={t('reports.buyers.table')} />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={params.q ? t('reports.buyers.noMatch', { q: params.q }) : t('reports.buyers.empty')}
        />
      ) : (
        <div aria-busy={isFetching} className="flex flex-col gap-4">
          <DataTable
            caption={t('reports.buyers.table')}
            columns={columns}
            rows={data.data}
            rowKey={(a) => a.key}
            rowHref={(a) => buyerHref(business, a.key)}
            sort={sort}
            onSort={(s) => params.set({ sort: s })}
          />
          <Pager
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            total={data.meta.total}
            hrefFor={params.pageHref}
          />
        </div>
      )}
    </div>
  );
}
