import type { Records } from '../../../components/records/record-list';
import { ListCurrencyFilter, SearchAndFilters } from '../../../components/records/search-and-filters';
import type { ListParams } from '../../../lib/list-params';
import type { Expense } from '../../../../contract/expense';
import { useT, type Translate } from '../../../i18n/use-t';

/** The search box and the filters of the expense list, each held in the URL. */
export function ExpenseFilters({ records }: { records: Records<Expense> }) {
  const t = useT();
  return (
    <SearchAndFilters
      records={records}
      label={t('expenses.filters.search')}
      placeholder={t('expenses.filters.placeholder')}
      defaultOrder={t('expenses.filters.newest')}
    >
      <ListCurrencyFilter records={records} />
    </SearchAndFilters>
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
