export const nowSec = (): number => Math.floor(Date.now() / 1000);

/**
 * Receivers dedupe deliveries on id + updated_at (spec, Retries 4), so every change must move updated_at,
 * even two changes within one second.
 */
export const nextUpdatedAt = (previous: number, nowSec: number): number => Math.max(nowSec, previous + 1);
