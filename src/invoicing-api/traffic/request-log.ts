export interface RequestLogEntry {
  at_ms: number;
  business_id: string | null;
  method: string;
  url: string;
  status: number;
}

/** The last `capacity` requests under /api, for the team's tests and benchmarks (GET /console/request-log). */
export function requestLog(capacity = 10_000) {
  let ring: RequestLogEntry[] = [];
  let next = 0; // where the next entry goes once the ring is full
  return {
    add(entry: RequestLogEntry): void {
      if (ring.length < capacity) ring.push(entry);
      else {
        ring[next] = entry;
        next = (next + 1) % capacity;
      }
    },
    /** Oldest first. */
    entries: (): RequestLogEntry[] => [...ring.slice(next), ...ring.slice(0, next)],
    clear(): void {
      ring = [];
      next = 0;
    },
  };
}
export type RequestLog = ReturnType<typeof requestLog>;
