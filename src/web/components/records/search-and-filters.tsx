import type { ReactNode } from 'react';
import { DateRange, SortSelect } from '../ui/filter-controls';
import { FilterPanel } from '../ui/filter-panel';
import { SearchBox } from '../ui/search-box';
import { CurrencyFilter } from './currency-filter';
import type { Records } from './record-list';

interface SearchAndFiltersProps<T> {
  records: Records<T>;
  /** The search box's label and placeholder. */
  label: string;
  placeholder: string;
  /** The sort's choice for the list's own order. */
  defaultOrder: string;
  /** The list's own filters, before the dates and the sort every list has. */
  children: ReactNode;
}

/** A record list's search box and filters, each held in the URL. */
export function SearchAndFilters<T>({
  records,
  label,
  placeholder,
  defaultOrder,
  children,
}: SearchAndFiltersProps<T>) {
  const { filters: f, set } = records.list;
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label={label}
        placeholder={placeholder}
        value={f.q ?? ''}
        onSearch={(q) => set({ q }, { replace: true })}
      />
      <FilterPanel filters={f}>
        {children}
        <DateRange from={f.from} to={f.to} onChange={(patch) => set(patch)} />
        <SortSelect
          columns={records.columns}
          value={f.sort}
          defaultLabel={defaultOrder}
          onChange={(sort) => set({ sort })}
        />
      </FilterPanel>
    </div>
  );
}

/** The currency filter, for a record list: the currencies its kind of record uses, its choice held in the URL. */
export function ListCurrencyFilter<T>({ records }: { records: Records<T> }) {
  const { filters: f, set } = records.list;
  return (
    <CurrencyFilter
      business={records.business}
      kind={records.noun}
      value={f.currency}
      onChange={(currency) => set({ currency })}
    />
  );
}
