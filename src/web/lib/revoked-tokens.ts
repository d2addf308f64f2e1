import { useSyncExternalStore } from 'react';

/**
 * Businesses whose token the BFF found revoked (SSE `business` state token_invalid). The reconnect screen shows at
 * once from this, without another call: a refetch could wait behind the rate budget or be answered from a cache.
 */
const revoked = new Set<string>();
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((l) => l());

export function markTokenInvalid(business: string): void {
  revoked.add(business);
  tell();
}

/** A (re)connect or disconnect ends it. */
export function clearTokenInvalid(business: string): void {
  if (revoked.delete(business)) tell();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useTokenReportedInvalid = (business: string): boolean =>
  useSyncExternalStore(subscribe, () => revoked.has(business), () => false); // false: the server's render knows none
