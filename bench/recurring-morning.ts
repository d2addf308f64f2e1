/**
 * The recurring-invoice bench: "300 schedules due on the same morning are all issued within the rate budget (about
 * 5 minutes at 60 a minute) with zero 429s and the person's requests meanwhile delayed by at most 1 s (p95)."
 *
 * The API (its real limit, 60 calls a minute per business) and the BFF (its default governor, 60 a minute per
 * business, not raised; recurring issuing runs in its background lane, which may use 50 of the 60) each run in a
 * child process. The business is connected with a webhook secret, as `npm start` connects its own, so the mirror
 * answers the person's reads and each issued invoice comes back as a webhook; its time zone is set to UTC
 * (PUT …/settings) so that "today" is the bench's UTC day. 20 earlier invoices are seeded through the console (no
 * API budget spent) for the person to look at.
 *
 * The morning: 300 schedules (monthly, each a distinct buyer) created through the BFF with start_date = today, one
 * after another as fast as they are answered; each creation checks its template against the profile the BFF cached
 * at connect (no API call: counted below) and kicks the issuer, which issues what is due, one POST /invoices each.
 * Measured from the first creation until GET …/recurring shows all 300 issued (polled every 2 s).
 *
 * The person, for the whole run, on the same business: a page view every 250 ms — invoice list page 1, the overview,
 * one invoice (answered from the mirror), the recurring list — and a read from the API itself every 7 s (an invoice
 * with ?refresh=1, at the person's priority; the governor's hold on it is its X-Desk-Wait-Ms). Phases: idle (30 s
 * before the schedules exist), morning (while the 300 are issued), after (20 s with the 300 issued: the recurring
 * list is then 300 long in both the morning and after). 429s: the embedded API's request log (GET /console/request-log)
 * from the connect to the end.
 *   npx tsx bench/recurring-morning.ts [schedules, default 300]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayOf } from '../src/contract/clock';
import type { Schedule } from '../src/contract/recurring';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf } from '../src/bff/testing/harness';
import { spawnApi } from './lib/api-child';
import { reportFigure } from './lib/figures';
import { invoiceInput, percentile } from './lib/mirror-seed';

const count = Number(process.argv[2] ?? 300);
const seeded = 20;
const idleMs = 30_000;
const afterMs = 20_000;
const pageEveryMs = 250;
const readEveryMs = 7_000;
const pollEveryMs = 2_000;
const method = `bench/recurring-morning.ts: ${count} monthly schedules due today on one business (connected with webhooks, zone UTC); API at 60/min, BFF governor at its default 60/min (background lane ≤ 50), both in child processes`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(`load average at start: ${load()}`);
const apiDir = await mkdtemp(join(tmpdir(), 'bench-recurring-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-recurring-bff-'));
const api = await spawnApi(apiDir, {
  INVOICING_API_RATE_LIMIT: '60',
  INVOICING_API_ALLOW_HTTP_WEBHOOKS: '1',
});
const c = consoleOf(api);
const biz = await c.business('Bench Recurring');
const invoices: string[] = [];
for (let n = 1; n <= seeded; n++) {
  const { data } = await c.call<{ data: { id: string } }>(
    'POST',
    `/businesses/${biz.id}/invoices`,
    invoiceInput(n),
  );
  invoices.push(data.id);
}

const bff = await spawnBff({ API_BASE_URL: api.baseUrl, DESK_DATA: bffDir });
const origin = new URL(bff.url).origin;
const send = (verb: string, path: string, body: unknown) =>
  fetch(`${bff.url}${path}`, {
    method: verb,
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const b = `/api/b/${biz.id}`;
try {
  await c.clearLog();
  const { secret } = await c.webhook(biz.id, `${bff.url}/webhooks/${biz.id}`);
  const connected = await send('POST', '/api/businesses', { token: biz.token, webhook_secret: secret });
  if (connected.status !== 201) throw new Error(`connect: ${connected.status} ${await connected.text()}`);
  for (;;) {
    const m = (await (await fetch(`${bff.url}${b}/mirror`)).json()) as {
      data: { state: string; live: boolean };
    };
    if (m.data.state === 'ready' && m.data.live) break;
    await sleep(200);
  }
  const zone = await send('PUT', `${b}/settings`, { time_zone: 'UTC', reply_to: null, mail_server: null });
  if (zone.status !== 200) throw new Error(`settings: ${zone.status} ${await zone.text()}`);
  console.log(`business connected (webhooks), mirror complete with ${seeded} invoices, time zone UTC`);

  type Phase = 'idle' | 'morning' | 'after';
  let phase = 'idle' as Phase | 'done';
  const phaseNow = () => phase; // read afresh after each await
  const pages: { phase: Phase; route: string; ms: number }[] = [];
  const reads: { phase: Phase; ms: number; waitMs: number }[] = [];
  const errors: string[] = [];
  const timed = async (url: string) => {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) errors.push(`${res.status} ${url}`);
    return { ms: performance.now() - t, res };
  };
  const browsing = (async () => {
    for (let k = 0; phaseNow() !== 'done'; k++) {
      const id = invoices[k % invoices.length]!;
      for (const [route, path] of [
        ['invoices?page=1', 'invoices?page=1'],
        ['overview', 'overview'],
        ['invoices/{id}', `invoices/${id}`],
        ['recurring', 'recurring'],
      ] as const) {
        const at = phaseNow();
        if (at === 'done') break;
        const { ms } = await timed(`${bff.url}${b}/${path}`);
        pages.push({ phase: at, route, ms });
      }
      await sleep(pageEveryMs);
    }
  })();
  const reading = (async () => {
    for (let k = 0; phaseNow() !== 'done'; k++) {
      const at = phaseNow();
      if (at === 'done') break;
      const { ms, res } = await timed(`${bff.url}${b}/invoices/${invoices[(k * 7) % seeded]}?refresh=1`);
      reads.push({ phase: at, ms, waitMs: Number(res.headers.get('x-desk-wait-ms') ?? 0) });
      const next = performance.now() + readEveryMs;
      while (phaseNow() !== 'done' && performance.now() < next) await sleep(100);
    }
  })();

  await sleep(idleMs);

  // The morning: 300 schedules due today, created one after another.
  const today = dayOf(new Date(), 'UTC');
  phase = 'morning';
  const morningStartMs = Date.now();
  const t0 = performance.now();
  for (let k = 1; k <= count; k++) {
    const res = await send('POST', `${b}/recurring`, {
      template: {
        type: 'regular_invoice',
        series: 'R',
        currency: 'EUR',
        use_default_seller_info: true,
        buyer: { type: 'company', company_name: `Retainer ${k} UAB` },
        products: [{ name: 'Monthly support', units: 'h', quantity: 1, price: 100 + k }],
      },
      pay_in_days: 14,
      frequency: 'monthly',
      interval: 1,
      start_date: today,
      end: null,
      email: null,
    });
    if (res.status !== 201) throw new Error(`POST recurring ${k}: ${res.status} ${await res.text()}`);
  }
  const createdS = (performance.now() - t0) / 1000;
  const createdEndMs = Date.now();
  console.log(`${count} schedules created in ${createdS.toFixed(1)} s (start_date ${today})`);

  let schedules: Schedule[] = [];
  const pollMs: number[] = [];
  let lastReport = 0;
  for (;;) {
    const t = performance.now();
    schedules = ((await (await fetch(`${bff.url}${b}/recurring`)).json()) as { data: Schedule[] }).data;
    pollMs.push(performance.now() - t);
    const issued = schedules.filter((s) => s.issued.some((i) => i.status === 'issued')).length;
    const stuck = schedules.filter(
      (s) => s.state === 'paused' || s.issued.some((i) => i.status === 'failed'),
    );
    if (stuck.length > 0)
      throw new Error(`${stuck.length} paused or failed: ${JSON.stringify(stuck[0]!.paused_reason)}`);
    if (issued === count) break;
    const s = (performance.now() - t0) / 1000;
    if (s > 15 * 60) throw new Error(`only ${issued} of ${count} issued in 15 minutes`);
    if (s - lastReport >= 30) {
      lastReport = s;
      console.log(`  ${s.toFixed(0)} s: ${issued} issued`);
    }
    await sleep(pollEveryMs);
  }
  const issuedS = (performance.now() - t0) / 1000;
  const morningEndMs = Date.now();
  phase = 'after';
  console.log(`all ${count} issued ${issuedS.toFixed(1)} s after the first schedule was created`);
  await sleep(afterMs);
  phase = 'done';
  await Promise.all([browsing, reading]);

  // Each once: distinct invoice ids in the ledger, each dated today; the API's own record of the POSTs.
  const ids = schedules.map((s) => s.issued[0]?.invoice_id);
  const once =
    schedules.every((s) => s.issued.length === 1 && s.issued[0]!.date === today) &&
    new Set(ids).size === count &&
    ids.every((id) => typeof id === 'string');
  const log = (await c.log()).filter((e) => e.business_id === biz.id || e.business_id === null);
  const tooMany = log.filter((e) => e.status === 429);
  const during = log.filter((e) => e.at_ms >= morningStartMs && e.at_ms <= morningEndMs);
  const creating = log.filter((e) => e.at_ms >= morningStartMs && e.at_ms <= createdEndMs);
  const isPost = (e: (typeof log)[number]) => e.method === 'POST' && /^\/api\/invoices$/.test(e.url);
  const creatingOther = creating.filter((e) => !isPost(e)).length;
  const creatingProfile = creating.filter((e) => e.url.startsWith('/api/profile')).length;
  const posts = during.filter(isPost);
  const kinds = {
    posts: posts.length,
    created: posts.filter((e) => e.status === 201).length,
    personReads: during.filter((e) => e.method === 'GET' && /^\/api\/invoices\/[^/?]+$/.test(e.url)).length,
    lists: during.filter((e) => e.method === 'GET' && /^\/api\/(invoices|expenses)(\?|$)/.test(e.url)).length,
    profile: during.filter((e) => e.url.startsWith('/api/profile')).length,
  };
  const other = during.length - kinds.posts - kinds.personReads - kinds.lists - kinds.profile;
  const mostInAMinute = (xs: number[]) => {
    let most = 0;
    for (let i = 0, j = 0; j < xs.length; j++) {
      while (xs[j]! - xs[i]! >= 60_000) i++;
      most = Math.max(most, j - i + 1);
    }
    return most;
  };
  const most = mostInAMinute(during.map((e) => e.at_ms));
  const postTimes = posts.map((e) => e.at_ms);
  const postSpanMin = (postTimes[postTimes.length - 1]! - postTimes[0]!) / 60_000;

  const row = (label: string, xs: number[]) =>
    xs.length === 0
      ? `${label.padEnd(22)} n    0`
      : `${label.padEnd(22)} n ${String(xs.length).padStart(4)}   p50 ${percentile(xs, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(xs, 95).toFixed(1).padStart(6)} ms   max ${Math.max(
          ...xs,
        )
          .toFixed(0)
          .padStart(5)} ms`;
  const of = (p: Phase) => pages.filter((x) => x.phase === p).map((x) => x.ms);
  console.log(`\nthe person's page requests (the BFF answers from the mirror and its own store):`);
  for (const p of ['idle', 'morning', 'after'] as const) {
    console.log(row(`all, ${p}`, of(p)));
    for (const route of ['invoices?page=1', 'overview', 'invoices/{id}', 'recurring'])
      console.log(
        row(
          `  ${route}`,
          pages.filter((x) => x.phase === p && x.route === route).map((x) => x.ms),
        ),
      );
  }
  const readsOf = (p: Phase) => reads.filter((x) => x.phase === p);
  const readText = (p: Phase) => {
    const r = readsOf(p);
    const ms = r.map((x) => x.ms);
    const waits = r.map((x) => x.waitMs);
    return r.length === 0
      ? 'none'
      : `${r.length} reads, p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms; governor wait p95 ${percentile(waits, 95)} ms, max ${Math.max(...waits)} ms`;
  };
  console.log(`the person's reads from the API (?refresh=1 every 7 s):`);
  for (const p of ['idle', 'morning', 'after'] as const) console.log(`  ${p}: ${readText(p)}`);
  console.log(
    `the bench's own progress poll (GET …/recurring, up to ${count} schedules): p50 ${percentile(pollMs, 50).toFixed(1)} ms, max ${Math.max(...pollMs).toFixed(0)} ms`,
  );
  console.log(
    `\n${count} schedules created in ${createdS.toFixed(1)} s (API calls meanwhile other than the issuing POSTs: ${creatingOther}, GET /profile: ${creatingProfile}); all issued ${issuedS.toFixed(1)} s after the first creation (${(count / (issuedS / 60)).toFixed(1)} a minute; the POSTs spanned ${postSpanMin.toFixed(2)} min)`,
  );
  console.log(
    `ledger: ${schedules.filter((s) => s.issued.length === 1).length} schedules with one issued invoice dated ${today}, ${new Set(ids).size} distinct invoice ids`,
  );
  console.log(
    `API calls during the morning: ${during.length} (${kinds.posts} POST /invoices, ${kinds.created} answered 201; ${kinds.personReads} reads of one invoice; ${kinds.lists} list pages; ${kinds.profile} GET /profile; ${other} other); most in any 60 s: ${most}`,
  );
  console.log(`429s from the API since the connect: ${tooMany.length} (of ${log.length} calls)`);
  if (errors.length)
    console.log(`the person's requests not answered 200: ${errors.length}: ${errors.slice(0, 5).join('; ')}`);
  console.log(`load average at end: ${load()}`);

  const [idle, morning] = [of('idle'), of('morning')];
  const delayP95 = percentile(morning, 95) - percentile(idle, 95);
  const morningReads = readsOf('morning');
  const readDelayP95 =
    percentile(
      morningReads.map((x) => x.ms),
      95,
    ) -
    percentile(
      readsOf('idle').map((x) => x.ms),
      95,
    );
  const waitP95 = percentile(
    morningReads.map((x) => x.waitMs),
    95,
  );
  reportFigure({
    figure: `${count} recurring invoices due the same morning: all issued`,
    measured: `${(issuedS / 60).toFixed(2)} min after the first schedule was created (${(count / (issuedS / 60)).toFixed(1)} a minute; created in ${createdS.toFixed(1)} s, ${creatingProfile} GET /profile meanwhile; ${kinds.posts} POSTs, ${kinds.created} invoices, ${new Set(ids).size} distinct in the ledger, each dated today)`,
    target: `each once, within the rate budget: ≤ 6.5 min (the background lane's 50 a window: the last of ${count} go in window ${Math.ceil(count / 50)})`,
    method: `${method}; polled GET …/recurring every 2 s`,
    met: once && kinds.posts === count && kinds.created === count && issuedS <= 6.5 * 60,
  });
  reportFigure({
    figure: `429s from the API while ${count} recurring invoices are issued`,
    measured: `${tooMany.length} (of ${log.length} calls since the connect; ${during.length} during the morning, most in any 60 s ${most})`,
    target: '0',
    method: `${method}; the embedded API's request log`,
    met: tooMany.length === 0,
  });
  reportFigure({
    figure: `The person's page requests while ${count} recurring invoices are issued: p50 / p95, idle → morning`,
    measured: `idle ${percentile(idle, 50).toFixed(1)} / ${percentile(idle, 95).toFixed(1)} ms → morning ${percentile(morning, 50).toFixed(1)} / ${percentile(morning, 95).toFixed(1)} ms (p95 +${delayP95.toFixed(1)} ms; after, with ${count} schedules: ${percentile(of('after'), 50).toFixed(1)} / ${percentile(of('after'), 95).toFixed(1)} ms; ${idle.length} + ${morning.length} requests${errors.length ? `; ${errors.length} not 200` : ''})`,
    target: 'delayed by at most 1 s (p95)',
    method: `${method}; list page 1, overview, an invoice, the recurring list every 250 ms`,
    met: errors.length === 0 && delayP95 <= 1000,
  });
  reportFigure({
    figure: `The person's own reads from the API (every 7 s) while ${count} recurring invoices are issued`,
    measured: `morning ${readText('morning')} (idle: ${readText('idle')})`,
    target: 'delayed by at most 1 s (p95), governor wait included',
    method,
    met: morningReads.length > 0 && readDelayP95 <= 1000 && waitP95 <= 1000,
  });
} finally {
  await bff.stop();
  await api.stop();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
