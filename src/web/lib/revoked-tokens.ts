import { liveStore } from './live-store';

/**
 * Businesses whose token the BFF found revoked (SSE `business` state token_invalid). The reconnect screen shows at
 * once from this, without another call: a refetch could wait behind the rate budget or be answered from a cache.
 */
const revoked = liveStore<true>();

export function markTokenInvalid(business: string): void {
  revoked.set(business, true);
}

/** A (re)connect or disconnect ends it. */
export function clearTokenInvalid(business: string): void {
  revoked.delete(business);
}

export const useTokenReportedInvalid = (business: string): boolean =>
  revoked.useValue(
    () => revoked.get(business) === true,
    () => false,
  ); // false: the server's render knows none
