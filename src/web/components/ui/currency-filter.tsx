import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatCurrencyName } from '../../lib/format';
import { currenciesQuery } from '../../lib/reference-queries';
import { FilterSelect } from './filter-controls';

/**
 * The currency filter. The accepted currencies are one API call, so they are asked for only when the person
 * reaches for the list, not on the list's first screen; the one in the URL is choosable before that.
 */
export function CurrencyFilter({ business, value, onChange }: { business: string; value: string | undefined; onChange: (code: string) => void }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const currencies = useQuery({ ...currenciesQuery(business), enabled: wanted });
  const options = (currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${formatCurrencyName(c.code, c.title)}` }));
  return <FilterSelect label={t('lists.filter.currency')} anyLabel={t('lists.filter.anyCurrency')} value={value} options={options} onChange={onChange} onOpen={() => setWanted(true)} />;
}
