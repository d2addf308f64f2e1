/**
 * The header's two slots, filled by the business screens (the expenses helper's part): the business switcher and
 * the rate-limit notice (lib/rate-limit-store's useRateLimitUntil gives the wait). Until then they show nothing.
 */
export function BusinessSwitcherSlot({ business: _business }: { business: string | undefined }) {
  return null;
}

export function RateLimitNoticeSlot({ business: _business }: { business: string | undefined }) {
  return null;
}
