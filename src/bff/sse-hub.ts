import type { ServerResponse } from 'node:http';

type SseEvent = 'webhook' | 'business' | 'month-pack';

const message = (event: SseEvent | 'rate-limit', data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The open /api/events streams; every message goes to every open browser (messages name their business). */
export class SseHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;
  /** Until when (epoch ms) each business's calls wait for its rate budget. */
  private readonly rateWaits = new Map<string, number>();

  constructor(heartbeatMs: number) {
    // A comment line every so often keeps proxies and the browser from closing an idle stream.
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  add(res: ServerResponse): void {
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
    res.write('retry: 3000\n\n');
    // A tab opened while calls wait learns of the wait too, with what is left of it.
    const now = Date.now();
    for (const [business, until] of this.rateWaits) {
      if (until > now) res.write(message('rate-limit', { business, wait_ms: until - now }));
      else this.rateWaits.delete(business);
    }
  }

  send(event: SseEvent, data: unknown): void {
    this.write(message(event, data));
  }

  /** This business's calls wait `wait_ms` for its rate budget: the notice in every tab, and in one opened meanwhile. */
  rateLimited(business: string, wait_ms: number): void {
    this.rateWaits.set(business, Math.max(this.rateWaits.get(business) ?? 0, Date.now() + wait_ms));
    this.write(message('rate-limit', { business, wait_ms }));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private write(chunk: string): void {
    for (const res of this.clients) res.write(chunk);
  }
}
