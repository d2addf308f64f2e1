import { CurrencyFilter } from '../../../components/ui/currency-filter';
import type { Column } from '../../../components/ui/data-table';
import { DateRange, FilterSelect, FilterText, SortSelect } from '../../../components/ui/filter-controls';
import { SearchBox } from '../../../components/ui/search-box';
import type { ListParams } from '../../../lib/list-params';
import { invoiceTypes } from '../../../../contract/enums';
import type { Invoice } from '../../../../contract/invoice';
import { invoiceTypeLabels } from './invoice-labels';

export const statusLabels: Record<string, string> = { paid: 'Paid', not_paid: 'Not paid', overdue: 'Overdue' };
const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));
const typeOptions = invoiceTypes.map((t) => ({ value: t, label: invoiceTypeLabels[t] }));

/** The search box and the filters of the invoice list, each held in the URL. */
export function InvoiceFilters({ business, list, columns }: { business: string; list: ListParams; columns: readonly Column<Invoice>[] }) {
  const { filters: f, set } = list;
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label="Search invoices"
        placeholder="Search buyer, number, line, note or amount"
        value={f.q ?? ''}
        onSearch={(q) => set({ q }, { replace: true })}
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label="Status" anyLabel="Any status" value={f.status} options={statusOptions} onChange={(status) => set({ status })} />
        <CurrencyFilter business={business} value={f.currency} onChange={(currency) => set({ currency })} />
        <FilterSelect label="Type" anyLabel="Any type" value={f.type} options={typeOptions} onChange={(type) => set({ type })} />
        <FilterText label="Series" value={f.series} onChange={(series) => set({ series }, { replace: true })} />
        <DateRange from={f.from} to={f.to} onChange={(patch) => set(patch)} />
        <SortSelect columns={columns} value={f.sort} defaultLabel="Newest first" onChange={(sort) => set({ sort })} />
      </div>
    </div>
  );
}

/** The search and filters in words, for a search that found nothing. */
export function describeInvoiceSearch({ q, status, currency, type, series, from, to }: ListParams['filters']): string {
  const parts = [
    q && `“${q}”`,
    status && `status ${statusLabels[status] ?? status}`,
    currency && `currency ${currency}`,
    type && `type ${invoiceTypeLabels[type as keyof typeof invoiceTypeLabels] ?? type}`,
    series && `series ${series}`,
    from && `issued from ${from}`,
    to && `issued until ${to}`,
  ].filter(Boolean);
  return parts.length > 0 ? `Searched for ${parts.join(', ')}.` : 'Nothing matches this order.';
}
