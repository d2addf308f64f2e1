const firstMs = 5_000;
const mostMs = 5 * 60_000;
/** ± this share of each wait: phones that lost the line together do not all come back in the same second. */
const spread = 0.2;

/**
 * How long a capture waits after its `attempts`-th failure: 5 s, doubling to at most 5 minutes, each ±20 %; the
 * BFF's own word (Retry-After: a full reader queue, the API's budget, the same capture being saved) when it gave one.
 * A line that comes back, or the app shown again, does not wait for it (upload-queue.ts).
 */
export function retryDelayMs(
  attempts: number,
  retryAfterS?: number,
  random: () => number = Math.random,
): number {
  if (retryAfterS !== undefined && retryAfterS > 0) return retryAfterS * 1000;
  const plain = Math.min(mostMs, firstMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (1 - spread + 2 * spread * random()));
}
