import type { BuyerFigure } from '../../../../contract/buyer-report';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/format';

/** One figure of a buyer in each of their currencies, one a line (amounts in different currencies never add up). */
export function CurrencyAmounts({
  figures,
  field,
}: {
  figures: readonly BuyerFigure[];
  field: 'invoiced' | 'paid' | 'outstanding' | 'overdue';
}) {
  const t = useT();
  // A buyer with only offers: said once, in the first figure; the others stay blank.
  if (figures.length === 0)
    return <span className="text-slate-600">{field === 'invoiced' ? t('reports.buyers.none') : '—'}</span>;
  return (
    <span className="inline-flex flex-col">
      {figures.map((f) => (
        <span
          key={f.currency}
          className={field === 'overdue' && f.overdue > 0 ? 'font-medium text-amber-800' : undefined}
        >
          {formatMoney(f[field], f.currency)}
        </span>
      ))}
    </span>
  );
}
