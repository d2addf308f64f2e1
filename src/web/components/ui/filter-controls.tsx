import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useDebouncedText } from '../../lib/use-debounced-text';
import { Input, Select, SelectOptions, type SelectOption } from './field';

/** A small labelled filter: the label above, the control below; on a phone two share a row. */
function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 max-sm:basis-[calc(50%-0.375rem)] max-sm:grow">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  /** The first option, meaning "no filter" (value ''). */
  anyLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The options are asked for only when the person reaches for the list (e.g. the currencies: an API call). */
  onOpen?: () => void;
}

export function FilterSelect({ label, value = '', anyLabel, options, onChange, onOpen }: FilterSelectProps) {
  // The value in the URL stays choosable even before (or without) the options that name it.
  const all =
    value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <Filter label={label}>
      {(id) => (
        <Select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onFocus={onOpen}
          onPointerDown={onOpen}
          className="sm:w-40"
        >
          <option value="">{anyLabel}</option>
          <SelectOptions options={all} />
        </Select>
      )}
    </Filter>
  );
}

/** A short text filter (e.g. a series), committed once typing pauses. */
export function FilterText({
  label,
  value = '',
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useDebouncedText(value, onChange);
  return (
    <Filter label={label}>
      {(id) => (
        <Input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="sm:w-28"
          autoComplete="off"
        />
      )}
    </Filter>
  );
}

/** An inclusive date range: either end may stay open. */
export function DateRange({
  from = '',
  to = '',
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  const t = useT();
  return (
    <>
      <Filter label={t('lists.filter.from')}>
        {(id) => (
          <Input
            id={id}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
            className="sm:w-40"
          />
        )}
      </Filter>
      <Filter label={t('lists.filter.to')}>
        {(id) => (
          <Input
            id={id}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
            className="sm:w-40"
          />
        )}
      </Filter>
    </>
  );
}

/**
 * On a phone the table's headers are hidden (each row is a card), so the order is chosen here instead; each
 * sortable column gives both directions. Blank is the list's own order.
 */
export function SortSelect({
  columns,
  value,
  defaultLabel,
  onChange,
}: {
  columns: readonly { header: string; sortKey?: string }[];
  value: string | undefined;
  defaultLabel: string;
  onChange: (sort: string) => void;
}) {
  const t = useT();
  const options = columns.flatMap((c) =>
    c.sortKey
      ? [
          { value: c.sortKey, label: t('lists.sort.ascending', { column: c.header }) },
          { value: `-${c.sortKey}`, label: t('lists.sort.descending', { column: c.header }) },
        ]
      : [],
  );
  return (
    <div className="contents sm:hidden">
      <FilterSelect
        label={t('lists.sort.label')}
        anyLabel={defaultLabel}
        value={value}
        options={options}
        onChange={onChange}
      />
    </div>
  );
}
