import type { SseMonthPackMessage } from '../../contract/bff';
import { liveStore } from './live-store';

/** The latest progress of each business's month pack, as the BFF reports it over SSE (`event: month-pack`). */
const latest = liveStore<SseMonthPackMessage>();

export function announcePackProgress(msg: SseMonthPackMessage): void {
  latest.set(`${msg.business} ${msg.month}`, msg);
}

/** How far the pack of this business and month is, or undefined before the BFF said anything. */
export function usePackProgress(business: string, month: string): SseMonthPackMessage | undefined {
  const progress = () => latest.get(`${business} ${month}`);
  return latest.useValue(progress, progress); // (the server's render, for its words: none yet)
}
