import { request } from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { buildBff } from '../../app';
import { defaultConfig } from '../config';
import { withApi } from '../../testing/fixture';
import { consoleOf, noMirrorSync, tempDir } from '../../testing/harness';
import { declaredRoutes, openApiPath } from './guards';

/**
 * Property: whatever spelling of a path a request uses, if the router routes it to an API handler, that request had
 * to log in first. Checked over the BFF's own route table (read from Fastify, not listed here), every method, with
 * percent-encoded letters (either hex case), encoded slashes, doubled slashes, dot segments, case changes, matrix
 * parameters and trailing slashes. "Routed" is learnt from the same request sent with a valid session: when that one
 * is not the router's own 404 or 400, the one without a session must be 401.
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const password = 'correct horse battery';
let app: FastifyInstance;
let port: number;
let cookie: string;
let business: string;
let data: Awaited<ReturnType<typeof tempDir>>;

/** The route table as Fastify prints it (a tree), as full paths with their methods. */
function routeTable(printed: string): { path: string; methods: string[] }[] {
  const parents: string[] = [];
  const out: { path: string; methods: string[] }[] = [];
  for (const line of printed.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + m[2]!;
    parents[depth] = path;
    out.push({ path, methods: m[3]!.split(', ') });
  }
  return out;
}

interface Answer {
  status: number;
  body: string;
}

/** One request with the path exactly as given (no client normalises it); the body read for at most 300 ms. */
function send(method: string, path: string, withSession: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const origin = `http://127.0.0.1:${port}`;
    const headers: Record<string, string> = { host: `127.0.0.1:${port}`, origin };
    if (withSession) headers.cookie = cookie;
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      const done = () => {
        clearTimeout(timer);
        res.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      };
      const timer = setTimeout(done, 300); // the event stream never ends
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The router's own refusals: no route for the spelling, or a URL it cannot read. */
const unrouted = (a: Answer) =>
  (a.status === 404 && a.body.includes('No such endpoint')) ||
  (a.status === 400 && !a.body.includes('"errors"'));

const hex = (c: string, upper: boolean) => {
  const h = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? h.toUpperCase() : h}`;
};

/** A spelling of `path`: each character maybe percent-encoded, then maybe one structural change. */
const spelling = (path: string) =>
  fc
    .record({
      encode: fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }),
      upper: fc.boolean(),
      twist: fc.constantFrom(
        'none',
        'trailing-slash',
        'double-slash',
        'dot-segment',
        'upper-case',
        'matrix',
        'query',
        'encoded-slash',
      ),
    })
    .map(({ encode, upper, twist }) => {
      let p = [...path].map((c, i) => (encode[i] && c !== '/' ? hex(c, upper) : c)).join('');
      if (twist === 'trailing-slash') p += '/';
      if (twist === 'double-slash') p = `/${p}`;
      if (twist === 'dot-segment') p = p.replace('/api/', '/api/./');
      if (twist === 'upper-case') p = p.replace('/api/', '/API/');
      if (twist === 'matrix') p = p.replace('/api', '/api;x=1');
      if (twist === 'query') p += '?refresh=1';
      if (twist === 'encoded-slash') p = p.replace('/api/', `/api${hex('/', upper)}`);
      return p;
    });

beforeAll(async () => {
  data = await tempDir('desk-guard-');
  const config = defaultConfig({
    dataDir: data.dir,
    apiBaseUrl: embedded.api.baseUrl,
    port: 0,
    password,
    ...noMirrorSync,
  });
  const bff = await buildBff({ ...config, rateLimit: { limit: 100_000, windowMs: 60_000, marginMs: 0 } });
  app = bff.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
  const b = await consoleOf(embedded.api).business('Guarded Ltd');
  await bff.connect(b.token, undefined);
  business = b.id;
  const login = await fetch(`http://127.0.0.1:${port}/api/session`, {
    method: 'POST',
    body: JSON.stringify({ password }),
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
});
afterAll(async () => {
  await app.close();
  await data.remove();
});

describe('the login guard, decided on the routed path', () => {
  it('reaches no API handler without a session, however the path is spelled (every route, every method)', async () => {
    const table = routeTable(app.printRoutes({ commonPrefix: false }));
    // The routes declared `open` answer without a login by design (the login itself, an invitation's link).
    const open = new Set(
      declaredRoutes(app)
        .filter((r) => r.access === 'open')
        .map((r) => r.url),
    );
    const api = table.filter(
      (r) => r.path.startsWith('/api/') && r.path !== openApiPath && !open.has(r.path),
    );
    expect(api.length).toBeGreaterThan(20);
    const fill = (path: string) =>
      path.replace(':business', business).replace(':id', '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02');
    let routedSpellings = 0;
    for (const route of api) {
      for (const method of route.methods) {
        await fc.assert(
          fc.asyncProperty(spelling(fill(route.path)), async (path) => {
            // A HEAD answer has no body to tell the router's 404 by: its GET twin is routed the same.
            const asOwner = await send(method === 'HEAD' ? 'GET' : method, path, true);
            if (unrouted(asOwner)) return;
            routedSpellings += 1;
            const stranger = await send(method, path, false);
            expect(stranger.status, `${method} ${path}`).toBe(401);
          }),
          { numRuns: 6 },
        );
      }
    }
    // The review's spellings reach handlers: the property above was tested on them, not vacuously.
    expect(routedSpellings).toBeGreaterThan(api.length);
    for (const path of [
      '/%61pi/businesses',
      `/%61pi/b/${business}/profile`,
      `/api/b/${business}/export/invoices%2Ecsv`,
      '/%61%70%69/events',
    ]) {
      expect(unrouted(await send('GET', path, true)), path).toBe(false);
      expect((await send('GET', path, false)).status, path).toBe(401);
    }
    expect((await send('POST', `/%61pi/b/${business}/mirror/refresh`, false)).status).toBe(401);
  }, 120_000); // six spellings of every route and method: the table grows with every feature

  it('leaves the login itself open, and refuses to start with an API route outside the guarded scope', async () => {
    expect((await send('GET', '/%61pi/session', false)).status).toBe(200);
    const dir = await tempDir('desk-guard-leak-');
    try {
      const leaky = await buildBff(
        defaultConfig({ dataDir: dir.dir, apiBaseUrl: embedded.api.baseUrl, password, ...noMirrorSync }),
      );
      leaky.app.get('/api/leak', async () => ({ secret: true }));
      await expect(leaky.app.ready()).rejects.toThrow(/outside the login's scope: GET \/api\/leak/);
      await leaky.app.close().catch(() => undefined);
    } finally {
      await dir.remove();
    }
  });
});
