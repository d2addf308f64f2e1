import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../contract/clock';
import type { Invoice } from '../../contract/invoice';
import type { Schedule } from '../../contract/recurring';
import { startInvoicingApi } from '../../invoicing-api/server';
import { spawnBff } from '../testing/child-bff';
import { withApi } from '../testing/fixture';
import { browser, consoleOf, jsonBody, sampleInvoiceBody, tempDir, until } from '../testing/harness';

/**
 * "An occurrence is issued at most once, even when the BFF is SIGKILLed at any instant": 30 schedules due today, a
 * BFF in a child process killed (SIGKILL: no handler runs) three times while it issues them, restarted on the same
 * DESK_DATA each time; afterwards every schedule has exactly one invoice dated today in the API, none missing, none
 * extra, and its ledger names that invoice.
 *
 * The desk talks to the embedded API through a forwarding proxy in this file. The proxy makes only what the real
 * parts cannot be made to do on demand: a delay of each POST /api/invoices (so that issuing 30 takes a few seconds
 * and a kill lands while it issues, not after), and a POST stopped at a chosen instant — after the API answered it,
 * its answer not yet passed on (the riskiest instant: the API made the invoice, the desk never heard), or before it
 * is forwarded at all (the desk wrote its intent, the API never saw the call).
 *
 * The three kills: (1) once five invoices exist, counted through the API with the business's own token (an
 * arbitrary instant: between calls, or with a POST in the proxy's delay, which is then still forwarded — its invoice
 * made by a desk that is gone); (2) with the API's answer to the desk's third POST held in the proxy; (3) with its
 * second POST held before it reached the API. The fourth start finishes the work.
 *
 * The desk runs on the real clock, so the schedules start today in the business's time zone, set through the settings
 * route to one where it is about midday now (`zoneNearMidday`): the run, a minute or two, never straddles midnight
 * there, so the day the test computes is the desk's, whatever the hour or the machine's zone. (With UTC, a run begun
 * at 23:59 made schedules whose start was already yesterday for the desk: their next date a month on.)
 */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));

const schedules = 30;
/** Tens of milliseconds per POST: 30 take about two seconds, so each kill lands while the desk issues. */
const postDelayMs = 60;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Zones without summer time, at most four hours apart: one of them is within two hours of midday at any moment. */
const zones = ['Pacific/Kiritimati', 'Pacific/Tarawa', 'Asia/Tokyo', 'Asia/Bangkok', 'Asia/Dubai', 'UTC', 'Atlantic/Cape_Verde',
  'America/Argentina/Buenos_Aires', 'America/Bogota', 'America/Phoenix', 'Pacific/Honolulu', 'Pacific/Pago_Pago'];
const hourIn = (zone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at));
/** The zone whose clock is nearest midday at `at`: its midnight is ten hours and more away. */
const zoneNearMidday = (at: Date) =>
  zones.reduce((best, zone) => (Math.abs(hourIn(zone, at) - 12) < Math.abs(hourIn(best, at) - 12) ? zone : best));

/** A POST the proxy stops: the `nth` it receives, at `stage`; `reached` is filled in when it gets there. */
interface Hold {
  nth: number;
  stage: 'request' | 'answer';
  reached?: { buyer: string; invoiceId?: string };
  release: () => void;
  released: Promise<void>;
}
function holdAt(nth: number, stage: Hold['stage']): Hold {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  return { nth, stage, release, released };
}

let hold: Hold | undefined;
/** Open once all schedules exist: no POST goes before then, so no kill can land while the test creates them. */
let openGate = () => {};
const gate = new Promise<void>((r) => (openGate = r));
/** POST /api/invoices received from a desk; of them, forwarded to the API. */
let posts = 0;
let forwarded = 0;

async function relay(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
  res.on('error', () => {}); // writing to a desk that was killed meanwhile
  const isPost = req.method === 'POST' && req.url === '/api/invoices';
  let held: Hold | undefined;
  let buyer = '';
  if (isPost) {
    posts += 1;
    if (hold?.nth === posts) held = hold;
    buyer = (JSON.parse(body.toString()) as { buyer: { company_name: string } }).buyer.company_name;
    await gate;
    await sleep(postDelayMs);
    if (held?.stage === 'request') {
      held.reached = { buyer };
      await held.released;
      req.socket.destroy(); // never forwarded: the API never sees this call
      return;
    }
    forwarded += 1;
  }
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
  ) as Record<string, string>;
  const answer = await fetch(`${embedded.api.origin}${req.url}`, {
    method: req.method,
    headers,
    body: body.length > 0 ? body : undefined,
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (held?.stage === 'answer') {
    held.reached = { buyer, invoiceId: (JSON.parse(bytes.toString()) as { data: Invoice }).data.id };
    await held.released;
  }
  if (req.socket.destroyed) return; // the desk is gone: the answer reaches no one
  res.writeHead(
    answer.status,
    Object.fromEntries(
      [...answer.headers].filter(([k]) => k !== 'content-encoding' && k !== 'content-length'),
    ),
  );
  res.end(bytes);
}
const proxy = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => void relay(req, res, Buffer.concat(chunks)).catch(() => req.socket.destroy()));
});

let data: Awaited<ReturnType<typeof tempDir>>;
let token: string;
let business: string;
let proxyUrl: string;

beforeAll(async () => {
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
  const b = await consoleOf(embedded.api).business('Crash Recurring Ltd');
  [token, business] = [b.token, b.id];
  data = await tempDir('desk-recurring-crash-');
});
afterAll(async () => {
  hold?.release();
  openGate();
  proxy.closeAllConnections();
  await new Promise((r) => proxy.close(r));
  await data?.remove();
});

const start = () => spawnBff({ API_BASE_URL: proxyUrl, API_TOKEN: token, DESK_DATA: data.dir });
type Child = Awaited<ReturnType<typeof start>>;

/** The API itself, with the business's own token (not through the desk or the proxy). */
const owner = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${embedded.api.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const countInApi = async () => (await owner<{ meta: { total: number } }>('/invoices?page=1')).meta.total;
async function invoicesInApi(): Promise<Invoice[]> {
  const all: Invoice[] = [];
  for (let page = 1; ; page++) {
    const { data: rows, meta } = await owner<{ data: Invoice[]; meta: { last_page: number } }>(
      `/invoices?page=${page}`,
    );
    all.push(...rows);
    if (page >= meta.last_page) return all;
  }
}
const listOf = async (bff: Child) => {
  const res = await fetch(`${bff.url}/api/b/${business}/recurring`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Schedule[] }).data;
};
const buyerOf = (s: Schedule) => (s.template as { buyer: { company_name: string } }).buyer.company_name;
/** Polls `f` while the desk lives (a desk that died on its own fails the test with its stderr). */
const waitFor = <T>(
  f: () => T | undefined | false | Promise<T | undefined | false>,
  bff: Child,
  what: string,
) =>
  until(() => {
    if (!bff.alive()) throw new Error(`the desk died while waiting for ${what}: ${bff.stderr()}`);
    return f();
  }, 240_000);

describe('recurring invoices across SIGKILLs', () => {
  it('issues each of 30 occurrences due today exactly once, the desk killed three times while it issues', async () => {
    const now = new Date();
    const time_zone = zoneNearMidday(now);
    expect(Math.abs(hourIn(time_zone, now) - 12), time_zone).toBeLessThanOrEqual(2);
    const today = dayOf(now, time_zone);
    const { invoice_date: _d, ...base } = sampleInvoiceBody();
    const buyers = Array.from(
      { length: schedules },
      (_, k) => `Retainer ${String(k + 1).padStart(2, '0')} UAB`,
    );

    let bff = await start();
    try {
      const get = browser(bff.url);
      const zone = { time_zone, reply_to: null, mail_server: null };
      expect((await get(`/api/b/${business}/settings`, { method: 'PUT', ...jsonBody(zone) })).status).toBe(
        200,
      );
      for (const name of buyers) {
        const res = await get(`/api/b/${business}/recurring`, {
          method: 'POST',
          ...jsonBody({
            template: { ...base, buyer: { type: 'company', company_name: name } },
            pay_in_days: 14,
            frequency: 'monthly',
            interval: 1,
            start_date: today,
            end: null,
            email: null,
          }),
        });
        expect(res.status, await res.clone().text()).toBe(201);
        expect(((await res.json()) as { data: Schedule }).data).toMatchObject({
          next_date: today,
          issued: [],
        });
      }
      openGate();

      // Kill 1: at an arbitrary instant, once five invoices exist.
      await until(async () => (await countInApi()) >= 5, 60_000);
      await bff.kill();
      const afterFirst = await countInApi();
      expect(afterFirst).toBeLessThan(schedules);

      // Kill 2: the API made the invoice of the desk's third POST, its answer held in the proxy.
      hold = holdAt(posts + 3, 'answer');
      bff = await start();
      const lost = await waitFor(() => hold?.reached, bff, 'the held answer');
      const beforeKill = (await listOf(bff)).find((s) => buyerOf(s) === lost.buyer)!;
      expect(beforeKill.issued, 'the desk has not heard of the invoice').toEqual([]);
      expect((await invoicesInApi()).filter((i) => i.buyer.company_name === lost.buyer)).toMatchObject([
        { id: lost.invoiceId },
      ]);
      await bff.kill();
      hold.release();

      // Kill 3: the desk's second POST after this start stopped before the API saw it.
      hold = holdAt(posts + 2, 'request');
      bff = await start();
      const dropped = await waitFor(() => hold?.reached, bff, 'the held request');
      await bff.kill();
      hold.release();
      hold = undefined;
      await sleep(50);
      expect((await invoicesInApi()).filter((i) => i.buyer.company_name === dropped.buyer)).toEqual([]);

      // The fourth start finishes.
      bff = await start();
      const desk = bff;
      const list = await waitFor(
        async () => {
          const l = await listOf(desk);
          return l.every((s) => s.issued.length > 0) && l;
        },
        desk,
        'every schedule issued',
      );
      await sleep(300); // a look that would issue something twice has had time to
      const inApi = await invoicesInApi();
      const final = await listOf(bff);
      expect(final).toEqual(list);
      expect(await (await fetch(`${bff.url}/api/b/${business}/settings`)).json()).toMatchObject({
        data: { time_zone },
      });

      // Every schedule: exactly one invoice in the API, dated today; nothing extra; the ledger names that invoice.
      const problems: string[] = [];
      for (const name of buyers) {
        const mine = inApi.filter((i) => i.buyer.company_name === name);
        if (mine.length !== 1) problems.push(`${name}: ${mine.length} invoices`);
      }
      expect(
        problems,
        `after kills at ${afterFirst} invoices, ${JSON.stringify(lost)}, ${JSON.stringify(dropped)}`,
      ).toEqual([]);
      expect(inApi).toHaveLength(schedules);
      expect(inApi.map((i) => i.invoice_date)).toEqual(Array(schedules).fill(today));
      expect(final.map(buyerOf).sort()).toEqual(buyers);
      for (const s of final) {
        const invoice = inApi.find((i) => i.buyer.company_name === buyerOf(s))!;
        expect(s.issued, buyerOf(s)).toEqual([
          { date: today, invoice_id: invoice.id, status: 'issued', error: null },
        ]);
        expect(s.state).toBe('active');
      }
      // The invoice made while the desk never heard was found, not made again; every POST forwarded made one.
      expect(final.find((s) => buyerOf(s) === lost.buyer)!.issued[0]!.invoice_id).toBe(lost.invoiceId);
      expect(forwarded).toBe(schedules);
    } finally {
      await bff.stop();
    }
  }, 60_000);
});
