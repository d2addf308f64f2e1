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

/** One end of a date range, kept from passing the other end (`min` or `max`; an open end, '', bounds nothing). */
function DateEnd({
  label,
  value,
  min,
  max,
  onPick,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onPick: (value: string) => void;
}) {
  return (
    <Filter label={label}>
      {(id) => (
        <Input
          id={id}
          type="date"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(e) => onPick(e.target.value)}
          className="sm:w-40"
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
      <DateEnd label={t('lists.filter.from')} value={from} max={to} onPick={(from) => onChange({ from })} />
      <DateEnd label={t('lists.filter.to')} value={to} min={from} onPick={(to) => onChange({ to })} />
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
