export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetAtMs: number; // when the current window ends
}

/**
 * A fixed one-minute window per business, shared by all its tokens (spec, Limits). Refused requests do not
 * use up budget. In memory: the budget restarts with the process, as a real API's cache-backed limiter may.
 */
export function rateLimiter(limit: number, windowMs = 60_000) {
  const windows = new Map<string, { startMs: number; count: number }>();
  return {
    hit(businessId: string, nowMs: number): RateDecision {
      let w = windows.get(businessId);
      if (!w || nowMs >= w.startMs + windowMs) {
        w = { startMs: nowMs, count: 0 };
        windows.set(businessId, w);
      }
      const allowed = w.count < limit;
      if (allowed) w.count++;
      return { allowed, limit, remaining: limit - w.count, resetAtMs: w.startMs + windowMs };
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
