import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { buyerName } from '../../../contract/buyer-key';
import { dayOf, hourOf } from '../../../contract/clock';
import type { Invoice } from '../../../contract/invoice';
import { type Schedule, templateBuyer } from '../../../contract/recurring';
import { dieAt as dieAtStep } from '../../testing/child-bff';
import { crashDesks } from '../../testing/crash-desks';
import { type ApiUnderTest, withApi } from '../../testing/fixture';
import { browser, consoleOf, jsonBody, tempDir, until } from '../../testing/harness';
import { type IssueStep, issueStepChannel } from './issuer';

/**
 * The crash tests' rig: desks in child processes on one DESK_DATA, killed with SIGKILL (no handler runs) and started
 * again, in front of the embedded API (the file passes its start function, as to `withApi`) through a forwarding
 * proxy, for a business of their own.
 *
 * The proxy makes only what the real parts cannot be made to do on demand: a delay of each POST /api/invoices (so
 * that issuing many takes a few seconds and a kill lands while it issues), a gate that holds every POST until opened,
 * and a POST stopped at a chosen instant (`holdPost`) — before it is forwarded (the desk wrote its intent, the API
 * has not seen the call) or after the API answered it, its answer not passed on (the API made the invoice, the desk
 * never heard).
 *
 * The desks run on the real clock, so the business's time zone is set (`setZone`) to one where it is about midday now
 * (`zoneNearMidday`): a run of a minute or two never straddles midnight there, so the day the test computes is the
 * desk's, whatever the hour or the machine's zone.
 */
export function crashRig(startApi: (dataDir: string) => Promise<ApiUnderTest>, o: { postDelayMs: number }) {
  const embedded = withApi(startApi);
  let hold: Hold | undefined;
  let openGate = () => {};
  const gate = new Promise<void>((r) => (openGate = r));
  /** POST /api/invoices received from a desk; of them, forwarded to the API. */
  const counts = { posts: 0, forwarded: 0 };

  async function relay(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    res.on('error', () => {}); // writing to a desk that was killed meanwhile
    const isPost = req.method === 'POST' && req.url === '/api/invoices';
    let held: Hold | undefined;
    let buyer = '';
    if (isPost) {
      counts.posts += 1;
      buyer = buyerName((JSON.parse(body.toString()) as { buyer: Invoice['buyer'] }).buyer);
      if (hold?.matches(counts.posts, buyer)) held = hold;
      await gate;
      await sleep(o.postDelayMs);
      if (held?.stage === 'request') {
        held.reached = { buyer };
        if (!(await held.released)) return void req.socket.destroy(); // the API never sees this call
      }
      counts.forwarded += 1;
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

  const rig = {
    token: '',
    business: '',
    proxyUrl: '',
    data: undefined as Awaited<ReturnType<typeof tempDir>> | undefined,
  };
  beforeAll(async () => {
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    rig.proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
    const b = await consoleOf(embedded.api).business('Crash Recurring Ltd');
    [rig.token, rig.business] = [b.token, b.id];
    rig.data = await tempDir('desk-recurring-crash-');
  });
  afterAll(async () => {
    hold?.release(false);
    openGate();
    proxy.closeAllConnections();
    await new Promise((r) => proxy.close(r));
    await rig.data?.remove();
  });

  /** The API itself, with the business's own token (not through the desk or the proxy). */
  const owner = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${embedded.api.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${rig.token}`, accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const start = crashDesks(() => ({
    API_BASE_URL: rig.proxyUrl,
    API_TOKEN: rig.token,
    DESK_DATA: rig.data!.dir,
  }));
  type Child = Awaited<ReturnType<typeof start>>;

  return {
    counts,
    openGate: () => openGate(),
    business: () => rig.business,
    start,
    /** Stops the next POST for `buyer` (or the `nth` POST the proxy receives) at `stage`, until released. */
    holdPost(match: { nth: number } | { buyer: string }, stage: Hold['stage']): Hold {
      let release: Hold['release'] = () => {};
      const released = new Promise<boolean>((r) => (release = r));
      const matches = (nth: number, buyer: string) =>
        'nth' in match ? match.nth === nth : match.buyer === buyer;
      hold = { matches, stage, release, released };
      return hold;
    },
    countInApi: async () => (await owner<{ meta: { total: number } }>('/invoices?page=1')).meta.total,
    async invoicesInApi(): Promise<Invoice[]> {
      const all: Invoice[] = [];
      for (let page = 1; ; page++) {
        const { data, meta } = await owner<{ data: Invoice[]; meta: { last_page: number } }>(
          `/invoices?page=${page}`,
        );
        all.push(...data);
        if (page >= meta.last_page) return all;
      }
    },
    async listOf(bff: Child): Promise<Schedule[]> {
      const res = await fetch(`${bff.url}/api/b/${rig.business}/recurring`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Schedule[] }).data;
    },
    /** A new schedule, monthly from `today` for `buyer`; the desk may die before it answers (a kill at its intent). */
    async createSchedule(
      bff: Child,
      template: Record<string, unknown>,
      today: string,
      email: string[] | null,
    ) {
      const body = {
        template,
        pay_in_days: 14,
        frequency: 'monthly',
        interval: 1,
        start_date: today,
        end: null,
      };
      const res = await browser(bff.url)(`/api/b/${rig.business}/recurring`, {
        method: 'POST',
        ...jsonBody({ ...body, email: email && { to: email } }),
      }).catch(() => undefined);
      if (res) expect(res.status, await res.clone().text()).toBe(201);
      return res && ((await res.json()) as { data: Schedule }).data;
    },
    /** The business's zone set to the one nearest midday now; its today. */
    async setZone(bff: Child): Promise<{ time_zone: string; today: string }> {
      const now = new Date();
      const time_zone = zoneNearMidday(now);
      expect(Math.abs(hourOf(now, time_zone) - 12), time_zone).toBeLessThanOrEqual(2);
      const zone = { time_zone, reply_to: null, mail_server: null };
      const res = await browser(bff.url)(`/api/b/${rig.business}/settings`, {
        method: 'PUT',
        ...jsonBody(zone),
      });
      expect(res.status).toBe(200);
      return { time_zone, today: dayOf(now, time_zone) };
    },
    /** Polls `f` while the desk lives (a desk that died on its own fails the test with its stderr). */
    waitFor: <T>(f: () => T | undefined | false | Promise<T | undefined | false>, bff: Child, what: string) =>
      until(() => {
        if (!bff.alive()) throw new Error(`the desk died while waiting for ${what}: ${bff.stderr()}`);
        return f();
      }, 240_000),
  };
}

/** A POST the proxy stops, at `stage`; `reached` is filled in when it gets there. Released `true`: forwarded after all. */
export interface Hold {
  matches: (nth: number, buyer: string) => boolean;
  stage: 'request' | 'answer';
  reached?: { buyer: string; invoiceId?: string };
  release: (forward: boolean) => void;
  released: Promise<boolean>;
}

/** A SIGKILL at one step of issuing for `buyer` (testing/child-bff.ts). */
export const dieAt = (step: IssueStep, buyer: string) => dieAtStep(issueStepChannel, step, 'buyer', buyer);

export const buyerOf = (s: Schedule) => templateBuyer(s.template);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Zones without summer time, at most four hours apart: one of them is within two hours of midday at any moment. */
const zones = [
  'Pacific/Kiritimati',
  'Pacific/Tarawa',
  'Asia/Tokyo',
  'Asia/Bangkok',
  'Asia/Dubai',
  'UTC',
  'Atlantic/Cape_Verde',
  'America/Argentina/Buenos_Aires',
  'America/Bogota',
  'America/Phoenix',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
];
/** The zone whose clock is nearest midday at `at`: its midnight is ten hours and more away. */
const zoneNearMidday = (at: Date) =>
  zones.reduce((best, zone) =>
    Math.abs(hourOf(at, zone) - 12) < Math.abs(hourOf(at, best) - 12) ? zone : best,
  );
