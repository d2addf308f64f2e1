import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  at: number;
}

/**
 * A real local webhook endpoint: records each delivery's raw body and headers, and answers with the next status
 * of `statuses` (the last one repeats). With `hold`, answers wait until `release()`: a stuck endpoint.
 */
export async function startReceiver(statuses: number[] = [200], { hold = false } = {}) {
  const received: Received[] = [];
  let waiters: (() => void)[] = [];
  let held: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses[Math.min(received.length, statuses.length - 1)]!;
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const answer = () => res.writeHead(status).end();
      if (hold) held.push(answer);
      else answer();
      waiters.forEach((w) => w());
      waiters = [];
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    statuses,
    /** Resolves once `count` deliveries have arrived; fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 5_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} deliveries, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    release(): void {
      held.forEach((answer) => answer());
      held = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
