import { liveStore } from './live-store';

/** When each business's calls may go again, as the BFF announced over SSE (`event: rate-limit`). */
const waits = liveStore<number>();

export function announceRateLimitWait(business: string, waitMs: number, now = Date.now()): void {
  waits.set(business, now + waitMs);
  // Tell the readers again when the wait is over, so a notice can go away by itself.
  setTimeout(waits.tell, waitMs + 50);
}

/** The epoch millisecond until which this business's calls wait, or 0 when they do not. */
export function useRateLimitUntil(business: string | undefined): number {
  const waitingUntil = () => {
    const until = business ? (waits.get(business) ?? 0) : 0;
    return until > Date.now() ? until : 0;
  };
  // No wait is known to the server's render of the first screen (first-screen/server-entry.tsx), nor as the page is taken over.
  return waits.useValue(waitingUntil, () => 0);
}
