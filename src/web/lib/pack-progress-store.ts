import { useSyncExternalStore } from 'react';
import type { SseMonthPackMessage } from '../../contract/bff';

/** The latest progress of each business's month pack, as the BFF reports it over SSE (`event: month-pack`). */
const latest = new Map<string, SseMonthPackMessage>();
const listeners = new Set<() => void>();

export function announcePackProgress(msg: SseMonthPackMessage): void {
  latest.set(`${msg.business} ${msg.month}`, msg);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** How far the pack of this business and month is, or undefined before the BFF said anything. */
export function usePackProgress(business: string, month: string): SseMonthPackMessage | undefined {
  const progress = () => latest.get(`${business} ${month}`);
  return useSyncExternalStore(subscribe, progress, progress); // (the server's render, for its words: none yet)
}
