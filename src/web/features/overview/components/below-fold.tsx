import type { MonthRow } from '../../../../contract/overview';
import { MonthPackPanel } from './month-pack-panel';
import { MonthsSection } from './months-section';

/** The overview below the fold: the months and the accountant's month pack, a lazily loaded chunk of their own. */
export default function BelowFold({
  business,
  rows,
  paidFrom,
}: {
  business: string;
  rows: readonly MonthRow[];
  paidFrom: string | null;
}) {
  return (
    <>
      <MonthsSection business={business} rows={rows} paidFrom={paidFrom} />
      <MonthPackPanel business={business} />
    </>
  );
}
