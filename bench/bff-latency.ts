/**
 * Added latency of the BFF over calling the API directly: GET invoices page 1 (50 invoices), p50 and p99, same
 * run, same machine. The API and the BFF each run in their own child process (the BFF with its rate budget raised);
 * this process only sends requests, alternating direct and via-BFF blocks so both see the same conditions. Through
 * the BFF with ?refresh=1, so every request goes upstream (the forwarding cost); its read cache's answer beside it.
 * Beside the latencies, the CPU time each process spent per request (/proc, every thread): less inflated than
 * wall time when other work shares the machine.
 * Run: npx tsx bench/bff-latency.ts [requests per side, default 2000]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf, sampleInvoiceBody } from '../src/bff/testing/harness';
import { spawnApi } from './lib/api-child';
import { reportFigure } from './lib/figures';

const n = Number(process.argv[2] ?? 2000);
const apiDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-bff-'));
const api = await spawnApi(apiDir);
const biz = await consoleOf(api).business('Bench Latency');
const auth = {
  authorization: `Bearer ${biz.token}`,
  accept: 'application/json',
  'content-type': 'application/json',
};
for (let i = 0; i < 50; i++) {
  await fetch(`${api.baseUrl}/invoices`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(sampleInvoiceBody({ buyer: { type: 'company', company_name: `Buyer ${i}` } })),
  });
}
const bff = await spawnBff({
  API_BASE_URL: api.baseUrl,
  API_TOKEN: biz.token,
  DESK_DATA: bffDir,
  DESK_RATE_LIMIT: '1000000000',
});

/** This process's child running `file` (spawnApi and spawnBff do not tell their pids). */
function childPid(file: string): number {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(file)) return Number(d);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no child process runs ${file}`);
}
/** User + system CPU of a process, all threads, in ms (clock ticks of 10 ms: summed over many blocks). */
const cpuMs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const bffPid = childPid('src/bff/server.ts');
const apiPid = childPid('src/invoicing-api/server.ts');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const direct = () => fetch(`${api.baseUrl}/invoices?page=1`, { headers: auth });
const viaBff = () => fetch(`${bff.url}/api/b/${biz.id}/invoices?page=1&refresh=1`);
const fromCache = () => fetch(`${bff.url}/api/b/${biz.id}/invoices?page=1`);
async function timeOne(f: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  const res = await f();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return performance.now() - t0;
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

try {
  const loadBefore = load();
  for (let i = 0; i < 200; i++) await timeOne(i % 2 ? direct : viaBff); // warm-up
  const d: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  const cpu = { apiDirect: 0, bff: 0, apiViaBff: 0 };
  for (let block = 0; block < n / 100; block++) {
    let api0 = cpuMs(apiPid);
    for (let i = 0; i < 100; i++) d.push(await timeOne(direct));
    cpu.apiDirect += cpuMs(apiPid) - api0;
    const bff0 = cpuMs(bffPid);
    api0 = cpuMs(apiPid);
    for (let i = 0; i < 100; i++) b.push(await timeOne(viaBff));
    cpu.bff += cpuMs(bffPid) - bff0;
    cpu.apiViaBff += cpuMs(apiPid) - api0;
    for (let i = 0; i < 100; i++) c.push(await timeOne(fromCache));
  }
  const row = (name: string, xs: number[]) =>
    `${name.padEnd(8)} p50 ${pct(xs, 50).toFixed(2)} ms   p99 ${pct(xs, 99).toFixed(2)} ms`;
  console.log(`GET invoices page 1 (50 invoices), ${n} sequential requests each`);
  console.log(row('direct', d));
  console.log(row('via BFF', b));
  console.log(row('cached', c));
  const added = { p50: pct(b, 50) - pct(d, 50), p99: pct(b, 99) - pct(d, 99) };
  console.log(`added    p50 ${added.p50.toFixed(2)} ms   p99 ${added.p99.toFixed(2)} ms`);
  const perRequest = (ms: number) => (ms / b.length).toFixed(2);
  const cpuLine = `BFF ${perRequest(cpu.bff)} ms a forwarded request; API ${perRequest(cpu.apiDirect)} ms direct, ${perRequest(cpu.apiViaBff)} ms via the BFF`;
  console.log(`CPU      ${cpuLine}`);
  console.log(`load     ${loadBefore} → ${load()}`);
  reportFigure({
    figure: 'BFF added latency, GET invoices page 1 (p50 / p99)',
    measured: `${added.p50.toFixed(2)} ms / ${added.p99.toFixed(2)} ms (direct ${pct(d, 50).toFixed(2)} / ${pct(d, 99).toFixed(2)} ms)`,
    target: '< 2 ms p50',
    method: `bench/bff-latency.ts: ${n} sequential requests each side (via the BFF with ?refresh=1: forwarded, not cached), alternating blocks of 100, API and BFF in child processes`,
    met: added.p50 < 2,
  });
  reportFigure({
    figure: 'CPU time per request, GET invoices page 1',
    measured: cpuLine,
    target: 'report only',
    method: `bench/bff-latency.ts: user + system time of each child process (/proc, all threads) over the same blocks`,
  });
  reportFigure({
    figure: "GET invoices page 1 from the BFF's read cache (p50 / p99)",
    measured: `${pct(c, 50).toFixed(2)} ms / ${pct(c, 99).toFixed(2)} ms`,
    target: 'report only',
    method: `bench/bff-latency.ts: ${n} sequential requests, the same page within the cache's 30 s`,
  });
} finally {
  await bff.stop();
  await api.stop();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
