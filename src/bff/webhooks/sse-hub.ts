import type { ServerResponse } from 'node:http';

type SseEvent = 'webhook' | 'rate-limit' | 'business' | 'month-pack';

/** The open /api/events streams; every message goes to every open browser (messages name their business). */
export class SseHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(heartbeatMs: number) {
    // A comment line every so often keeps proxies and the browser from closing an idle stream.
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  add(res: ServerResponse): void {
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
    res.write('retry: 3000\n\n');
  }

  send(event: SseEvent, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
