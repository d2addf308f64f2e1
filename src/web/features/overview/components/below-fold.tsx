import type { MonthRow } from '../../../../contract/overview';
import { MonthPackPanel } from './month-pack-panel';
import { MonthsSection } from './months-section';

/** The overview below the fold: the months and the accountant's month pack, a lazily loaded chunk of their own. */
export default function BelowFold({ business, rows }: { business: string; rows: readonly MonthRow[] }) {
  return (
    <>
      <MonthsSection business={business} rows={rows} />
      <MonthPackPanel business={business} />
    </>
  );
}
