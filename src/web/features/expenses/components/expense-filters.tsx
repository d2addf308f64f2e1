import { CurrencyFilter } from '../../../components/records/currency-filter';
import { FilterPanel } from '../../../components/ui/filter-panel';
import { DateRange, SortSelect } from '../../../components/ui/filter-controls';
import type { Records } from '../../../components/records/record-list';
import { SearchBox } from '../../../components/ui/search-box';
import type { ListParams } from '../../../lib/list-params';
import type { Expense } from '../../../../contract/expense';
import { useT, type Translate } from '../../../i18n/use-t';

/** The search box and the filters of the expense list, each held in the URL. */
export function ExpenseFilters({ records }: { records: Records<Expense> }) {
  const t = useT();
  const { business, list, columns } = records;
  const { filters: f, set } = list;
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label={t('expenses.filters.search')}
        placeholder={t('expenses.filters.placeholder')}
        value={f.q ?? ''}
        onSearch={(q) => set({ q }, { replace: true })}
      />
      <FilterPanel filters={f}>
        <CurrencyFilter
          business={business}
          kind={records.noun}
          value={f.currency}
          onChange={(currency) => set({ currency })}
        />
        <DateRange from={f.from} to={f.to} onChange={(patch) => set(patch)} />
        <SortSelect
          columns={columns}
          value={f.sort}
          defaultLabel={t('expenses.filters.newest')}
          onChange={(sort) => set({ sort })}
        />
      </FilterPanel>
    </div>
  );
}

/** The search and filters in words, for a search that found nothing: each filter its own phrase, listed. */
export function describeExpenseSearch(
  { q, currency, from, to }: ListParams['filters'],
  t: Translate,
): string {
  const parts = [
    q && t('expenses.search.query', { q }),
    currency && t('expenses.search.currency', { currency }),
    // the dates as given: a hand-edited one may be no date at all (the search says so), so it is not reformatted
    from && t('expenses.search.from', { date: from }),
    to && t('expenses.search.to', { date: to }),
  ].filter(Boolean);
  return parts.length > 0
    ? t('expenses.search.searched', { parts: parts.join(', ') })
    : t('expenses.search.order');
}
