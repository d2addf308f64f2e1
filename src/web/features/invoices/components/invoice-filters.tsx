import { optionsOf } from '../../../components/ui/field';
import { FilterSelect, FilterText } from '../../../components/ui/filter-controls';
import type { Records } from '../../../components/records/record-list';
import { ListCurrencyFilter, SearchAndFilters } from '../../../components/records/search-and-filters';
import type { MessageId } from '../../../i18n/messages';
import { useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format';
import { invoiceTypeWords } from '../../../lib/invoice-type-labels';
import type { ListParams } from '../../../lib/list-params';
import type { Invoice } from '../../../../contract/invoice';
import { invoiceTypeOptions, statusWords } from './invoice-labels';

const statusOf = (t: Translate, status: string) =>
  status in statusWords ? t(statusWords[status as keyof typeof statusWords]) : status;
// A type, or a group of types the search also takes (bff/records/search-params.ts), e.g. from an overview figure's link.
const typeGroupWords: Record<string, MessageId> = {
  preliminary: 'invoices.typeGroup.preliminary',
  credit: 'invoices.typeGroup.credit',
  not_preliminary: 'invoices.typeGroup.notPreliminary',
};
const typeWords: Record<string, MessageId> = { ...invoiceTypeWords, ...typeGroupWords };
const typeOf = (t: Translate, type: string) => (type in typeWords ? t(typeWords[type]!) : type);

/** The search box and the filters of the invoice list, each held in the URL. */
export function InvoiceFilters({ records }: { records: Records<Invoice> }) {
  const t = useT();
  const { filters: f, set } = records.list;
  const statusOptions = optionsOf(Object.keys(statusWords), (status) => statusOf(t, status));
  const typeOptions = [
    ...invoiceTypeOptions(t),
    ...optionsOf(Object.keys(typeGroupWords), (group) => typeOf(t, group)),
  ];
  return (
    <SearchAndFilters
      records={records}
      label={t('invoices.filters.search')}
      placeholder={t('invoices.filters.searchHint')}
      defaultOrder={t('invoices.filters.newestFirst')}
    >
      <FilterSelect
        label={t('invoices.column.status')}
        anyLabel={t('invoices.filters.anyStatus')}
        value={f.status}
        options={statusOptions}
        onChange={(status) => set({ status })}
      />
      <ListCurrencyFilter records={records} />
      <FilterSelect
        label={t('invoices.form.type')}
        anyLabel={t('invoices.filters.anyType')}
        value={f.type}
        options={typeOptions}
        onChange={(type) => set({ type })}
      />
      <FilterText
        label={t('invoices.field.series')}
        value={f.series}
        onChange={(series) => set({ series }, { replace: true })}
      />
    </SearchAndFilters>
  );
}

/** The search and filters in words, for a search that found nothing: one short phrase per filter, listed. */
export function describeInvoiceSearch(
  t: Translate,
  { q, status, currency, type, series, from, to }: ListParams['filters'],
): string {
  const parts = [
    q && t('invoices.searched.text', { text: q }),
    status && t('invoices.searched.status', { status: statusOf(t, status) }),
    currency && t('invoices.searched.currency', { currency }),
    type && t('invoices.searched.type', { type: typeOf(t, type) }),
    series && t('invoices.searched.series', { series }),
    from && t('invoices.searched.from', { date: formatDate(from) }),
    to && t('invoices.searched.to', { date: formatDate(to) }),
  ].filter(Boolean);
  return parts.length > 0
    ? t('invoices.searched.summary', { filters: parts.join(', ') })
    : t('invoices.searched.nothing');
}
