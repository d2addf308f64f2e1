import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the proxy answers the BFF's next requests. */
/** `held`: every request waits, unanswered, until the mode changes; then each goes on to the API. */
export type FaultMode = 'pass' | 'refuse' | 'held' | 'html' | 'truncated-json' | 'html-500';

export interface FaultProxy {
  /** The API base URL to give the BFF (same path as the real one, e.g. http://127.0.0.1:PORT/api). */
  baseUrl: string;
  set(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

const htmlPage =
  '<!doctype html><html><head><title>Gateway</title></head><body><h1>Maintenance</h1></body></html>';

/**
 * A switchable misbehaving upstream for the fault specs, between the BFF and the embedded API on loopback.
 * `refuse` really stops listening (the BFF sees ECONNREFUSED); the other faults answer in place of the API.
 */
export async function startFaultProxy(apiBaseUrl: string): Promise<FaultProxy> {
  const target = new URL(apiBaseUrl);
  let mode: FaultMode = 'pass';
  let held: (() => void)[] = [];

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const up = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  };

  const server = createServer((req, res) => {
    switch (mode) {
      case 'held':
        held.push(() => {
          if (!res.destroyed) forward(req, res);
        });
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(htmlPage);
        return;
      case 'html-500':
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(htmlPage);
        return;
      case 'truncated-json':
        // Promises more than it sends, then drops the connection: a body cut off mid-way.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        res.write('{"data":[{"id":"inv_');
        setTimeout(() => res.destroy(), 20);
        return;
      default:
        forward(req, res);
    }
  });
  server.keepAliveTimeout = 1_000;

  const listen = (port: number) =>
    new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        ok();
      });
    });
  const stop = () =>
    new Promise<void>((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    });

  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}${target.pathname}`,
    async set(next) {
      if (next === 'refuse' && server.listening) await stop();
      if (next !== 'refuse' && !server.listening) await listen(port);
      // Kept-alive sockets would carry old behaviour over; a switch starts every fault from a fresh connection.
      server.closeIdleConnections();
      mode = next;
      // What was held goes on now, as if the API had only just answered.
      const waiting = held;
      held = [];
      for (const go of waiting) go();
    },
    async close() {
      if (server.listening) await stop();
    },
  };
}
