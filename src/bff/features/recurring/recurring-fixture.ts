import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Clock, dayOf } from '../../../contract/clock';
import type { Invoice } from '../../../contract/invoice';
import type { Schedule } from '../../../contract/recurring';
import { defaultConfig } from '../../platform/config';
import { type ApiUnderTest, withApi } from '../../testing/fixture';
import {
  browser,
  consoleOf,
  jsonBody,
  noMirrorSync,
  sampleInvoiceBody,
  startTestBff,
  until,
} from '../../testing/harness';

/** What a test may make the proxy do to the desk's calls (recurringDesk). */
export type Fault = 'refuse' | 'drop' | 'lose-answer' | undefined;

const { invoice_date: _d, ...template } = sampleInvoiceBody({
  buyer: { type: 'company', company_name: 'Retainer UAB' },
});
export { template };
export const scheduleBody = (over: Record<string, unknown> = {}) => ({
  template,
  pay_in_days: 14,
  frequency: 'monthly',
  interval: 1,
  start_date: '2026-03-10',
  end: null,
  email: null,
  ...over,
});

/** Long enough for the 50 ms issuer to have looked several times. */
export const someChecks = () => new Promise((r) => setTimeout(r, 400));

/**
 * Recurring invoices on a desk whose clock the test moves (`desk.at`; no real day passes, the issuer looks every
 * 50 ms), in front of the embedded API through a forwarding proxy, for one test file. The proxy makes only the faults
 * the API cannot be made to produce (`desk.fault`): a refusal of a template the contract accepted (the business's VAT
 * status changed), a connection dropped before the API saw the call, and one dropped after the API created the
 * invoice (the outcome unknown to the desk). The file passes the API's start function, as to `withApi`.
 */
export function recurringDesk(startApi: (dataDir: string) => Promise<ApiUnderTest>) {
  const embedded = withApi(startApi);
  const desk = {
    at: Date.parse('2026-03-10T09:00:00Z'),
    fault: undefined as Fault,
    /** The issuer's look-ups of page N of the invoices are dropped (its own `refresh` reads, not the test's). */
    blockLookups: false,
    /** Invoice POSTs that reached the proxy. */
    posts: 0,
  };
  let fetchBff: ReturnType<typeof browser>;
  /** Fetch against the desk's BFF as the dashboard's own page would. */
  const get: ReturnType<typeof browser> = (path, init) => fetchBff(path, init);
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const isPost = req.method === 'POST' && req.url === '/api/invoices';
      if (isPost) desk.posts += 1;
      if (isPost && desk.fault === 'drop') return req.socket.destroy();
      if (desk.blockLookups && req.method === 'GET' && req.url?.startsWith('/api/invoices?page='))
        return req.socket.destroy();
      if (isPost && desk.fault === 'refuse') {
        res.writeHead(422, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            message: 'The seller VAT code is required.',
            errors: { 'seller.vat_code': ['Required.'] },
          }),
        );
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
      ) as Record<string, string>;
      fetch(`${embedded.api.origin}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          if (isPost && desk.fault === 'lose-answer') return req.socket.destroy(); // created, but the desk never hears
          res.writeHead(
            answer.status,
            Object.fromEntries(
              [...answer.headers].filter(([k]) => k !== 'content-encoding' && k !== 'content-length'),
            ),
          );
          res.end(body);
        })
        .catch(() => req.socket.destroy());
    });
  });

  const clock: Clock = { now: () => new Date(desk.at) };
  let bff: Awaited<ReturnType<typeof startTestBff>>;
  beforeAll(async () => {
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const base = defaultConfig({ dataDir: '' });
    bff = await startTestBff(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`, {
      ...noMirrorSync,
      clock,
      rateLimit: { ...base.rateLimit, limit: 10_000 }, // these files count occurrences, not calls
      recurring: { checkMs: 50 },
      mail: { ...base.mail, zone: 'Europe/Vilnius' },
    });
    fetchBff = browser(bff.url);
  });
  afterAll(async () => {
    await bff?.close();
    proxy.closeAllConnections();
    await new Promise((r) => proxy.close(r));
  });

  /** The schedules a test made: deleted after it, so that the next test's moved clock issues none of them. */
  const made: [business: string, id: string][] = [];
  afterEach(async () => {
    for (const [b, id] of made.splice(0)) {
      expect((await get(`/api/b/${b}/recurring/${id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await get(`/api/b/${b}/recurring/${id}`)).status).toBe(404);
    }
  });

  async function create(b: string, over: Record<string, unknown> = {}): Promise<Schedule> {
    const res = await get(`/api/b/${b}/recurring`, { method: 'POST', ...jsonBody(scheduleBody(over)) });
    expect(res.status, await res.clone().text()).toBe(201);
    const s = ((await res.json()) as { data: Schedule }).data;
    made.push([b, s.id]);
    return s;
  }
  const scheduleOf = async (b: string, id: string) =>
    ((await (await get(`/api/b/${b}/recurring/${id}`)).json()) as { data: Schedule }).data;
  return Object.assign(desk, {
    get,
    /** A business of its own for each test, in `zone`. */
    async business(title: string, zone = 'Europe/Vilnius'): Promise<string> {
      const b = await consoleOf(embedded.api).business(title);
      expect((await get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) })).status).toBe(
        201,
      );
      const settings = { time_zone: zone, reply_to: null, mail_server: null };
      expect((await get(`/api/b/${b.id}/settings`, { method: 'PUT', ...jsonBody(settings) })).status).toBe(
        200,
      );
      return b.id;
    },
    create,
    scheduleOf,
    issuedDates: async (b: string, id: string) => (await scheduleOf(b, id)).issued.map((i) => i.date).sort(),
    async act(b: string, id: string, path: string) {
      const res = await get(`/api/b/${b}/recurring/${id}/${path}`, { method: 'POST' });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { data: Schedule }).data;
    },
    async invoicesInApi(b: string): Promise<Invoice[]> {
      const res = await get(`/api/b/${b}/invoices?page=1&refresh=1`);
      return ((await res.json()) as { data: Invoice[] }).data;
    },
    /**
     * Resolves once the issuer has been through every schedule of `b` made before, without a wait on the clock: a
     * business's schedules are looked at in the order they were made, so one made now, due today, is issued after
     * them. Its invoice (buyer "Barrier UAB") is the business's too.
     */
    async afterChecks(b: string): Promise<void> {
      const settings = await (await get(`/api/b/${b}/settings`)).json();
      const barrier = await create(b, {
        template: { ...template, buyer: { type: 'company', company_name: 'Barrier UAB' } },
        start_date: dayOf(new Date(desk.at), (settings as { data: { time_zone: string } }).data.time_zone),
      });
      await until(async () => (await scheduleOf(b, barrier.id)).issued.length === 1);
    },
    /** The desk's data directory (its SQLite files), for a test that writes what no route would. */
    dataDir: () => bff.dataDir,
  });
}
