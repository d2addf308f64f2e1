import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { currenciesInUseQuery } from '../../lib/currencies-in-use';
import { currenciesUsualFirst } from '../../lib/currency-order';
import { formatCurrencyName } from '../../lib/format';
import type { RecordKind } from '../../lib/query-keys';
import { currenciesQuery } from '../../lib/reference-queries';
import { FilterSelect } from '../ui/filter-controls';

/**
 * The currency filter: the currencies this kind of record uses first (most used first, from the mirror), then every
 * other one the API accepts. Both are asked for only when the person reaches for the list (the accepted ones are an
 * API call), not on the list's first screen; the one in the URL is choosable before that.
 */
export function CurrencyFilter({
  business,
  kind,
  value,
  onChange,
}: {
  business: string;
  kind: RecordKind;
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const currencies = useQuery({ ...currenciesQuery(business), enabled: wanted });
  const used = useQuery({ ...currenciesInUseQuery(business, kind), enabled: wanted }).data ?? [];
  const known = currencies.data ?? used.map((code) => ({ code, title: code }));
  const options = currenciesUsualFirst(known, used).map((c) => ({
    value: c.code,
    label: `${c.code} — ${formatCurrencyName(c.code, c.title)}`,
  }));
  return (
    <FilterSelect
      label={t('lists.filter.currency')}
      anyLabel={t('lists.filter.anyCurrency')}
      value={value}
      options={options}
      onChange={onChange}
      onOpen={() => setWanted(true)}
    />
  );
}
