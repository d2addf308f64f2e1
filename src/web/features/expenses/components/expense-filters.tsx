import { CurrencyFilter } from '../../../components/ui/currency-filter';
import type { Column } from '../../../components/ui/data-table';
import { DateRange, SortSelect } from '../../../components/ui/filter-controls';
import { SearchBox } from '../../../components/ui/search-box';
import type { ListParams } from '../../../lib/list-params';
import type { Expense } from '../../../../contract/expense';

/** The search box and the filters of the expense list, each held in the URL. */
export function ExpenseFilters({ business, list, columns }: { business: string; list: ListParams; columns: readonly Column<Expense>[] }) {
  const { filters: f, set } = list;
  return (
    <div className="flex flex-col gap-3">
      <SearchBox label="Search expenses" placeholder="Search seller or amount" value={f.q ?? ''} onSearch={(q) => set({ q }, { replace: true })} />
      <div className="flex flex-wrap items-end gap-3">
        <CurrencyFilter business={business} value={f.currency} onChange={(currency) => set({ currency })} />
        <DateRange from={f.from} to={f.to} onChange={(patch) => set(patch)} />
        <SortSelect columns={columns} value={f.sort} defaultLabel="Newest first" onChange={(sort) => set({ sort })} />
      </div>
    </div>
  );
}

/** The search and filters in words, for a search that found nothing. */
export function describeExpenseSearch({ q, currency, from, to }: ListParams['filters']): string {
  const parts = [q && `“${q}”`, currency && `currency ${currency}`, from && `dated from ${from}`, to && `dated until ${to}`].filter(Boolean);
  return parts.length > 0 ? `Searched for ${parts.join(', ')}.` : 'Nothing matches this order.';
}
