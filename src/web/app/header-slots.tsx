import { BusinessSwitcher } from '../features/business/components/business-switcher';
import { RateLimitNotice } from '../features/business/components/rate-limit-notice';

/** The header's two slots, filled by the business feature: the business switcher and the rate-limit notice. */
export function BusinessSwitcherSlot({ business }: { business: string | undefined }) {
  return <BusinessSwitcher business={business} />;
}

export function RateLimitNoticeSlot({ business }: { business: string | undefined }) {
  return <RateLimitNotice business={business} />;
}
