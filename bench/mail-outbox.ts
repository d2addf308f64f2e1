/**
 * Issue 25's bench: "500 messages queued at once go out without starving the person's own requests (their p95 stays
 * within the usual) and without a single 429 from the API."
 *
 * The API (its real limit, 60 calls a minute per business) and the BFF (its default governor, 60 a minute per
 * business, not raised) each run in a child process; the SMTP server (startSmtp: smtp-server, each message parsed
 * with mailparser) runs in this process and the BFF sends to it through SMTP_URL. Each business is connected with
 * a webhook secret, as `npm start` connects its own: the mirror answers reads, so queueing a message costs no call.
 *
 * The mix. The BFF sends at most 200 messages a business in 24 h (routes/emails.ts, dailyMailLimit), so the 500 are
 * spread over three businesses of one desk, and each message needs its invoice's PDF, fetched through that business's
 * governor at background priority unless the BFF's PDF cache has it (500 distinct invoices would take ~10 minutes):
 *   A, the person's business: 100 invoices × 2 messages = 200 (A's PDFs alone are twice its background share)
 *   B: 50 invoices × 4 messages = 200;   C: 25 invoices × 4 messages = 100
 * 500 messages about 175 invoices, each message to one recipient, invoice and reminder alternating, queued
 * round-robin over the three businesses by 8 concurrent POSTs (each answered 202).
 *
 * Measured: (a) the person's requests on A — a page view every 250 ms: invoice list page 1, the overview, one
 * invoice, that invoice's e-mail log (the BFF answers them from the mirror and the outbox) — p50/p95 with the
 * outbox idle (30 s) and while the 500 are queued and drain, and the ratio; beside them the person's own reads from
 * the API (an invoice with ?refresh=1 every 7 s, through the governor at the person's priority) and how long the
 * governor held them (X-Desk-Wait-Ms). (b) the time from the first POST until the SMTP server holds all 500, each
 * Message-ID once, and the outbox log says `sent` for every one. (c) 429s: the embedded API's request log
 * (GET /console/request-log: every call under /api with its status, 429s included) from the first connect to the
 * end, and the calls the drain made, by kind. The measuring client shares this process with the SMTP server's
 * parsing: the latencies while draining are an upper bound.
 *   npx tsx bench/mail-outbox.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf } from '../src/bff/testing/harness';
import { startSmtp } from '../src/bff/testing/smtp';
import { spawnApi } from './lib/api-child';
import { reportFigure } from './lib/figures';
import { invoiceInput, percentile } from './lib/mirror-seed';

const mix = [
  { title: 'Bench Mail A', invoices: 100, perInvoice: 2 },
  { title: 'Bench Mail B', invoices: 50, perInvoice: 4 },
  { title: 'Bench Mail C', invoices: 25, perInvoice: 4 },
];
const total = mix.reduce((n, m) => n + m.invoices * m.perInvoice, 0);
const distinct = mix.reduce((n, m) => n + m.invoices, 0);
const mixText = `${total} messages about ${distinct} invoices: ${mix.map((m) => `${m.invoices} × ${m.perInvoice}`).join(' + ')} over 3 businesses (≤ 200 a business a day)`;
const method = `bench/mail-outbox.ts: ${mixText}; API at 60/min, BFF governor at its default 60/min, both in child processes, SMTP server (smtp-server) in the bench process`;
const idleMs = 30_000;
const pageEveryMs = 250;
const readEveryMs = 7_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(`mix: ${mixText}`);
console.log(`load average at start: ${load()}`);
const apiDir = await mkdtemp(join(tmpdir(), 'bench-mail-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-mail-bff-'));
const api = await spawnApi(apiDir, {
  INVOICING_API_RATE_LIMIT: '60',
  INVOICING_API_ALLOW_HTTP_WEBHOOKS: '1',
});
const smtp = await startSmtp();
const c = consoleOf(api);

// Invoices issued through the console (the app's side: no API budget spent).
const businesses: { id: string; token: string; invoices: string[]; perInvoice: number }[] = [];
let n = 0;
for (const m of mix) {
  const b = await c.business(m.title);
  const invoices: string[] = [];
  for (let i = 0; i < m.invoices; i++) {
    const { data } = await c.call<{ data: { id: string } }>(
      'POST',
      `/businesses/${b.id}/invoices`,
      invoiceInput(++n),
    );
    invoices.push(data.id);
  }
  businesses.push({ id: b.id, token: b.token, invoices, perInvoice: m.perInvoice });
}
const person = businesses[0]!;
console.log(`seeded ${distinct} invoices through the console`);

const bff = await spawnBff({
  API_BASE_URL: api.baseUrl,
  DESK_DATA: bffDir,
  SMTP_URL: smtp.url,
  MAIL_FROM: '"Baltic Pine Studio" <billing@example.lt>',
});
const origin = new URL(bff.url).origin;
const post = (path: string, body: unknown) =>
  fetch(`${bff.url}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
try {
  await c.clearLog();
  for (const b of businesses) {
    const { secret } = await c.webhook(b.id, `${bff.url}/webhooks/${b.id}`);
    const res = await post('/api/businesses', { token: b.token, webhook_secret: secret });
    if (res.status !== 201) throw new Error(`connect: ${res.status} ${await res.text()}`);
  }
  for (const b of businesses) {
    for (;;) {
      const m = (await (await fetch(`${bff.url}/api/b/${b.id}/mirror`)).json()) as {
        data: { state: string; live: boolean };
      };
      if (m.data.state === 'ready' && m.data.live) break;
      await sleep(200);
    }
  }
  console.log('three businesses connected (webhooks), mirrors complete');

  // The person, on business A, for the whole run: page views, and now and then a read from the API itself.
  type Phase = 'idle' | 'drain';
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
      const id = person.invoices[k % person.invoices.length]!;
      for (const [route, path] of [
        ['invoices?page=1', `invoices?page=1`],
        ['overview', 'overview'],
        ['invoices/{id}', `invoices/${id}`],
        ['invoices/{id}/emails', `invoices/${id}/emails`],
      ] as const) {
        const at = phaseNow();
        if (at === 'done') break;
        const { ms } = await timed(`${bff.url}/api/b/${person.id}/${path}`);
        pages.push({ phase: at, route, ms });
      }
      await sleep(pageEveryMs);
    }
  })();
  const reading = (async () => {
    for (let k = 0; phaseNow() !== 'done'; k++) {
      const at = phaseNow();
      if (at === 'done') break;
      const { ms, res } = await timed(
        `${bff.url}/api/b/${person.id}/invoices/${person.invoices[(k * 7) % person.invoices.length]}?refresh=1`,
      );
      reads.push({ phase: at, ms, waitMs: Number(res.headers.get('x-desk-wait-ms') ?? 0) });
      const next = performance.now() + readEveryMs;
      while (phaseNow() !== 'done' && performance.now() < next) await sleep(100);
    }
  })();

  await sleep(idleMs);
  phase = 'drain';
  const drainStartMs = Date.now();
  const t0 = performance.now();
  // Round-robin over the businesses: A's 1st, B's 1st, C's 1st, A's 2nd, …
  const jobs: { b: (typeof businesses)[number]; k: number }[] = [];
  for (let k = 0; jobs.length < total; k++)
    for (const b of businesses) if (k < b.invoices.length * b.perInvoice) jobs.push({ b, k });
  const queued: { id: string; business: string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < jobs.length) {
        const { b, k } = jobs[next++]!;
        const invoice = b.invoices[k % b.invoices.length]!;
        const res = await post(`/api/b/${b.id}/invoices/${invoice}/emails`, {
          kind: k % 2 === 0 ? 'invoice' : 'reminder',
          to: [`buyer${k}@example.com`],
        });
        if (res.status !== 202) throw new Error(`POST emails: ${res.status} ${await res.text()}`);
        queued.push({ id: ((await res.json()) as { data: { id: string } }).data.id, business: b.id });
      }
    }),
  );
  const queuedS = (performance.now() - t0) / 1000;
  console.log(`${queued.length} messages queued (each 202) in ${queuedS.toFixed(1)} s`);
  let lastReport = 0;
  while (smtp.received.length < total) {
    const s = (performance.now() - t0) / 1000;
    if (s > 15 * 60) throw new Error(`only ${smtp.received.length} of ${total} arrived in 15 minutes`);
    if (s - lastReport >= 15) {
      lastReport = s;
      console.log(`  ${s.toFixed(0)} s: ${smtp.received.length} arrived`);
    }
    await sleep(100);
  }
  const sentS = (performance.now() - t0) / 1000;
  phase = 'done';
  await Promise.all([browsing, reading]);
  const drainEndMs = Date.now();

  // Every message once, and the log says sent for each.
  const ids = smtp.received.map((m) => m.messageId);
  const once =
    new Set(ids).size === ids.length && queued.every((q) => ids.includes(`<${q.id}@invoice-desk>`));
  const statuses = new Map<string, number>();
  for (const b of businesses) {
    for (let page = 1; ; page++) {
      const { data, meta } = (await (await fetch(`${bff.url}/api/b/${b.id}/emails?page=${page}`)).json()) as {
        data: { status: string }[];
        meta: { last_page: number };
      };
      for (const e of data) statuses.set(e.status, (statuses.get(e.status) ?? 0) + 1);
      if (page >= meta.last_page) break;
    }
  }
  const allSent = statuses.get('sent') === total && statuses.size === 1;

  // The API's own record: every call under /api since the first connect, 429s included.
  const ours = new Set(businesses.map((b) => b.id));
  const log = (await c.log()).filter((e) => e.business_id === null || ours.has(e.business_id));
  const tooMany = log.filter((e) => e.status === 429);
  const during = log.filter((e) => e.at_ms >= drainStartMs && e.at_ms <= drainEndMs);
  const kinds = {
    pdf: during.filter((e) => e.url.endsWith('/download')).length,
    personReads: during.filter((e) => e.business_id === person.id && /^\/api\/invoices\/[^/?]+$/.test(e.url))
      .length,
    otherReads: during.filter((e) => e.business_id !== person.id && /^\/api\/invoices\/[^/?]+$/.test(e.url))
      .length,
    lists: during.filter((e) => /^\/api\/(invoices|expenses)(\?|$)/.test(e.url)).length,
  };
  const other = during.length - kinds.pdf - kinds.personReads - kinds.otherReads - kinds.lists;
  const perMinute = (b: string) => {
    const calls = during.filter((e) => e.business_id === b).map((e) => e.at_ms);
    let most = 0;
    for (let i = 0, j = 0; j < calls.length; j++) {
      while (calls[j]! - calls[i]! >= 60_000) i++;
      most = Math.max(most, j - i + 1);
    }
    return most;
  };

  const of = (p: Phase) => pages.filter((x) => x.phase === p).map((x) => x.ms);
  const [idle, drain] = [of('idle'), of('drain')];
  const ratio = percentile(drain, 95) / percentile(idle, 95);
  const row = (label: string, xs: number[]) =>
    `${label.padEnd(22)} n ${String(xs.length).padStart(4)}   p50 ${percentile(xs, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(xs, 95).toFixed(1).padStart(6)} ms   max ${Math.max(
      ...xs,
    )
      .toFixed(0)
      .padStart(5)} ms`;
  console.log(`\nthe person's page requests on business A (BFF answers from the mirror and the outbox):`);
  for (const p of ['idle', 'drain'] as const) {
    console.log(row(`all, ${p}`, of(p)));
    for (const route of ['invoices?page=1', 'overview', 'invoices/{id}', 'invoices/{id}/emails'])
      console.log(
        row(
          `  ${route}`,
          pages.filter((x) => x.phase === p && x.route === route).map((x) => x.ms),
        ),
      );
  }
  console.log(`p95 drain / idle: ${ratio.toFixed(2)}×`);
  const readsOf = (p: Phase) => reads.filter((x) => x.phase === p);
  const readText = (p: Phase) => {
    const r = readsOf(p);
    return `${r.length} reads, p50 ${percentile(
      r.map((x) => x.ms),
      50,
    ).toFixed(
      0,
    )} ms, max ${Math.max(...r.map((x) => x.ms)).toFixed(0)} ms, governor wait max ${Math.max(...r.map((x) => x.waitMs))} ms`;
  };
  console.log(
    `the person's reads from the API (?refresh=1 every 7 s): idle ${readText('idle')}; drain ${readText('drain')}`,
  );
  console.log(
    `\nall ${total} sent in ${sentS.toFixed(1)} s (queued in ${queuedS.toFixed(1)} s); SMTP server: ${ids.length} messages, ${new Set(ids).size} distinct Message-IDs; outbox log: ${[...statuses].map(([s, k]) => `${k} ${s}`).join(', ')}`,
  );
  console.log(
    `API calls during the drain: ${during.length} (${kinds.pdf} PDF downloads, ${kinds.personReads} reads of A's invoices, ${kinds.otherReads} reads of B's and C's, ${kinds.lists} list pages, ${other} other); most in any 60 s per business: ${businesses.map((b) => perMinute(b.id)).join(' / ')}`,
  );
  console.log(`429s from the API since the first connect: ${tooMany.length} (of ${log.length} calls)`);
  if (errors.length)
    console.log(`the person's requests not answered 200: ${errors.length}: ${errors.slice(0, 5).join('; ')}`);
  console.log(`load average at end: ${load()}`);

  const p95s = { idle: percentile(idle, 95), drain: percentile(drain, 95) };
  reportFigure({
    figure: "The person's page requests while 500 e-mails drain: p50 / p95, idle → draining",
    measured: `idle ${percentile(idle, 50).toFixed(1)} / ${p95s.idle.toFixed(1)} ms → draining ${percentile(drain, 50).toFixed(1)} / ${p95s.drain.toFixed(1)} ms (p95 ×${ratio.toFixed(2)}; ${idle.length} + ${drain.length} requests${errors.length ? `; ${errors.length} not 200` : ''})`,
    target: 'p95 ≤ 1.5 × idle p95 (or ≤ idle p95 + 10 ms)',
    method: `${method}; list page 1, overview, an invoice, its e-mail log every 250 ms on the busiest business`,
    met: errors.length === 0 && (p95s.drain <= 1.5 * p95s.idle || p95s.drain <= p95s.idle + 10),
  });
  const drainReads = readsOf('drain');
  reportFigure({
    figure: "The person's own reads from the API (every 7 s) while 500 e-mails drain",
    measured: `${drainReads.length} reads, p50 ${percentile(
      drainReads.map((x) => x.ms),
      50,
    ).toFixed(
      0,
    )} ms, max ${Math.max(...drainReads.map((x) => x.ms)).toFixed(0)} ms, governor wait max ${Math.max(...drainReads.map((x) => x.waitMs))} ms (idle: ${readText('idle')})`,
    target: 'not starved (each well under a second)',
    method,
    met: Math.max(...drainReads.map((x) => x.ms)) < 1000,
  });
  reportFigure({
    figure: '500 e-mails queued at once: all sent',
    measured: `${sentS.toFixed(0)} s (queued in ${queuedS.toFixed(1)} s; ${kinds.pdf} PDFs fetched; ${new Set(ids).size} distinct Message-IDs, ${statuses.get('sent') ?? 0} sent in the log)`,
    target: `all ${total} sent, each once`,
    method,
    met: once && allSent && ids.length === total,
  });
  reportFigure({
    figure: '429s from the API while 500 e-mails drain',
    measured: `${tooMany.length} (of ${log.length} calls since the first connect; ${during.length} during the drain, most in any 60 s per business ${businesses.map((b) => perMinute(b.id)).join(' / ')})`,
    target: '0',
    method: `${method}; the embedded API's request log`,
    met: tooMany.length === 0,
  });
} finally {
  await bff.stop();
  await api.stop();
  await smtp.close();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
