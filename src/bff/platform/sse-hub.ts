import type { ServerResponse } from 'node:http';

type SseEvent = 'webhook' | 'business' | 'month-pack';

const message = (event: SseEvent | 'rate-limit', data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Which messages one stream may carry, asked per message (every message names its business; a heartbeat none):
 * its person's businesses only, and `end` once their session is gone (removed, revoked, logged out elsewhere).
 */
export type StreamGate = (
  event: SseEvent | 'rate-limit' | 'heartbeat',
  business: string | undefined,
) => 'send' | 'skip' | 'end';

/** The open /api/events streams; each message goes to every open browser its stream's gate lets it reach. */
export class SseHub {
  private readonly clients = new Map<ServerResponse, StreamGate | undefined>();
  private readonly heartbeat: NodeJS.Timeout;
  /** Until when (epoch ms) each business's calls wait for its rate budget. */
  private readonly rateWaits = new Map<string, number>();

  constructor(heartbeatMs: number) {
    // A comment line every so often keeps proxies and the browser from closing an idle stream.
    this.heartbeat = setInterval(() => this.write('heartbeat', undefined, ': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  add(res: ServerResponse, gate?: StreamGate): void {
    this.clients.set(res, gate);
    res.on('close', () => this.clients.delete(res));
    res.write('retry: 3000\n\n');
    // A tab opened while calls wait learns of the wait too, with what is left of it.
    const now = Date.now();
    for (const [business, until] of this.rateWaits) {
      if (until <= now) this.rateWaits.delete(business);
      else if ((gate?.('rate-limit', business) ?? 'send') === 'send')
        res.write(message('rate-limit', { business, wait_ms: until - now }));
    }
  }

  send<T extends { business: string }>(event: SseEvent, data: T): void {
    this.write(event, data.business, message(event, data));
  }

  /** This business's calls wait `wait_ms` for its rate budget: the notice in every tab, and in one opened meanwhile. */
  rateLimited(business: string, wait_ms: number): void {
    this.rateWaits.set(business, Math.max(this.rateWaits.get(business) ?? 0, Date.now() + wait_ms));
    this.write('rate-limit', business, message('rate-limit', { business, wait_ms }));
  }

  /** Asks every stream's gate now (someone's sessions just ended): theirs close at once, not at the next message. */
  recheck(): void {
    this.write('heartbeat', undefined, '');
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }

  private write(event: Parameters<StreamGate>[0], business: string | undefined, chunk: string): void {
    for (const [res, gate] of this.clients) {
      const verdict = gate?.(event, business) ?? 'send';
      if (verdict === 'end') {
        this.clients.delete(res);
        res.end();
      } else if (verdict === 'send' && chunk !== '') res.write(chunk);
    }
  }
}
