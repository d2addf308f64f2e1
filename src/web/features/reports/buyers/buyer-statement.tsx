import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { DateRange } from '../../../components/ui/filter-controls';
import { TitledSection } from '../../../components/ui/titled-section';
import { useTimeZone } from '../../../first-screen/page-context';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import { statementHref } from '../api/buyers-api';

/** The statement of account for a date range (from 1 January to today unless changed), as a PDF, a CSV or Excel. */
export function BuyerStatement({ business, buyerKey }: { business: string; buyerKey: string }) {
  const t = useT();
  const today = todayYmd(useTimeZone(), useClock().now());
  const [range, setRange] = useState({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const link = (kind: 'pdf' | 'csv' | 'xlsx', label: string, variant: 'primary' | 'secondary') =>
    valid ? (
      <a href={statementHref(business, buyerKey, kind, range)} download className={buttonClass(variant)}>
        {label}
      </a>
    ) : (
      <span aria-disabled="true" className={buttonClass(variant, 'pointer-events-none opacity-50')}>
        {label}
      </span>
    );
  return (
    <TitledSection
      titleId="buyer-statement"
      title={t('reports.buyer.statement')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p className="max-w-3xl text-sm text-slate-700">{t('reports.buyer.statement.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <DateRange
          from={range.from}
          to={range.to}
          onChange={(patch) => setRange((r) => ({ ...r, ...patch }))}
        />
        <div className="flex flex-wrap gap-2">
          {link('pdf', t('reports.buyer.statement.pdf'), 'primary')}
          {link('csv', t('reports.buyer.statement.csv'), 'secondary')}
          {link('xlsx', t('reports.buyer.statement.xlsx'), 'secondary')}
        </div>
      </div>
    </TitledSection>
  );
}
