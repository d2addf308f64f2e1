import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BffConfig } from '../platform/config';
import { browser, jsonBody, startTestBff } from './harness';

/**
 * A BFF in front of a stand-in for the API (the test file's own HTTP server, answering as the file needs), with the
 * business of `token` connected through it: the server listens and the BFF starts before the file's tests, both are
 * closed after. Read `bff` and `get` (a fetch against the BFF) off the answer inside tests.
 */
export function withBffOnStandIn(standIn: Server, token: string, over: Partial<BffConfig> = {}) {
  const at = {} as { bff: Awaited<ReturnType<typeof startTestBff>>; get: ReturnType<typeof browser> };
  beforeAll(async () => {
    await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
    const { port } = standIn.address() as AddressInfo;
    at.bff = await startTestBff(`http://127.0.0.1:${port}/api`, over);
    at.get = browser(at.bff.url);
    expect((await at.get('/api/businesses', { method: 'POST', ...jsonBody({ token }) })).status).toBe(201);
  });
  afterAll(async () => {
    await at.bff.close();
    standIn.closeAllConnections();
    await new Promise((r) => standIn.close(r));
  });
  return at;
}
