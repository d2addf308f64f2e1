import type { ComponentProps } from 'react';
import { MonthPackPanel } from './month-pack-panel';
import { MonthsSection } from './months-section';

/** The overview below the fold: the months and the accountant's month pack, a lazily loaded chunk of their own. */
export default function BelowFold(props: ComponentProps<typeof MonthsSection>) {
  return (
    <>
      <MonthsSection {...props} />
      <MonthPackPanel business={props.business} />
    </>
  );
}
