/**
 * The official e-invoice rules (src/bff/features/einvoice/rules/validate.ts), timed the way the BFF runs them: in
 * the one rules thread, from the main thread.
 *   npx tsx bench/einvoice-validate.ts [runs]   runs per format, 50 by default
 * Prints the thread's start, each rule set's cold load (read + parse its SEF, first run on a typical invoice), then
 * per produced format the warm p50/p95/max over the runs and the main event loop's longest stall meanwhile, and the
 * process RSS (threads included) before and after. Typical invoices: the official instances of
 * test/fixtures/einvoice/official/ (EINVOICE_FIXTURES_DIR for another copy; EINVOICE_RULES_DIR for other rules).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { ruleSetsFor, validateEInvoice, type RuleSetName } from '../src/bff/features/einvoice/rules/validate';
import { reportFigure } from './lib/figures';

const RUNS = Number(process.argv[2] ?? 50);
const TARGET_MS = 300;
const official = process.env.EINVOICE_FIXTURES_DIR ?? 'test/fixtures/einvoice/official';
const fixture = (name: string) => readFileSync(join(official, name), 'utf8');

const formats = [
  { format: 'peppol', file: 'peppol-base-example.xml' },
  { format: 'xrechnung-ubl', file: 'xrechnung-ubl-br-de-1-test.xml' },
  { format: 'xrechnung-cii', file: 'xrechnung-cii-br-de-1-test.xml' },
  { format: 'facturx', file: 'en16931-cii-example3.xml' },
] as const;
const typicalFor: Record<RuleSetName, string> = {
  'en16931-ubl': 'peppol-base-example.xml',
  'peppol-ubl': 'peppol-base-example.xml',
  'xrechnung-ubl': 'xrechnung-ubl-br-de-1-test.xml',
  'en16931-cii': 'en16931-cii-example3.xml',
  'xrechnung-cii': 'xrechnung-cii-br-de-1-test.xml',
};

const mb = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed<T>(f: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const out = await f();
  return [performance.now() - start, out];
}

/** The main event loop's longest stall while `f` runs (ms): a free loop only shows the machine's own scheduling. */
async function stallDuring(f: () => Promise<unknown>): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  await f();
  loop.disable();
  return loop.max / 1e6;
}

const loadBefore = load();
const rssBefore = mb();
console.log(`load average ${loadBefore}; RSS before ${rssBefore}`);
// The yardstick for the stalls below: the same loop doing nothing for 3 s on this machine as loaded now.
const idleStall = await stallDuring(() => new Promise((r) => setTimeout(r, 3000)));
console.log(`main loop's longest stall while idle for 3 s: ${ms(idleStall)}`);

// The thread's own start (tsx + SaxonJS), on a file refused at parsing: no rule set is loaded yet.
const [startMs] = await timed(() => validateEInvoice('<x>', ['en16931-ubl']).catch(() => null));
console.log(`rules thread start: ${ms(startMs)}`);

const cold: string[] = [];
for (const [set, file] of Object.entries(typicalFor) as [RuleSetName, string][]) {
  const xml = fixture(file);
  const [first] = await timed(() => validateEInvoice(xml, [set]));
  const [second, v] = await timed(() => validateEInvoice(xml, [set]));
  cold.push(`${set} ${ms(first)}`);
  console.log(
    `cold ${set}: ${ms(first)} (then ${ms(second)} warm; ${v.fatal.length} fatal on ${file}); RSS ${mb()}`,
  );
}
reportFigure({
  figure: 'E-invoice rules: cold load per rule set',
  measured: `${cold.join(', ')}; thread start ${ms(startMs)}`,
  target: 'reported only (once per BFF process)',
  method:
    'bench/einvoice-validate.ts: first validateEInvoice() with that set alone (SEF read + JSON parse + first run), after the thread started',
});

for (const { format, file } of formats) {
  const xml = fixture(file);
  const sets = ruleSetsFor(format);
  for (let i = 0; i < 3; i++) await validateEInvoice(xml, sets);
  const times: number[] = [];
  // CPU time of the process (the rules thread's, the main loop being idle meanwhile): steadier than wall time on
  // a loaded machine
  const cpu: number[] = [];
  let fatal = 0;
  const stall = await stallDuring(async () => {
    for (let i = 0; i < RUNS; i++) {
      const startCpu = process.cpuUsage();
      const [t, v] = await timed(() => validateEInvoice(xml, sets));
      const used = process.cpuUsage(startCpu);
      times.push(t);
      cpu.push((used.user + used.system) / 1000);
      fatal += v.fatal.length;
    }
  });
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p50 = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  const max = times[times.length - 1] ?? NaN;
  console.log(
    `warm ${format} (${sets.join(' + ')}, ${file}, ${(xml.length / 1024).toFixed(1)} kB): p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}, CPU p50 ${ms(quantile(cpu, 0.5))}; ` +
      `main loop's longest stall ${ms(stall)}; ${fatal} fatal in ${RUNS} runs`,
  );
  reportFigure({
    figure: `E-invoice rules: warm validation, ${format}`,
    measured: `p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)} (CPU p50 ${ms(quantile(cpu, 0.5))}); main loop stalled ≤ ${ms(stall)} (idle: ${ms(idleStall)})`,
    target: `p95 < ${TARGET_MS} ms, event loop free`,
    method: `bench/einvoice-validate.ts: ${RUNS} sequential validateEInvoice() on ${file} (${sets.join(' + ')}) after 3 warm-up runs`,
    met: p95 < TARGET_MS && fatal === 0,
  });
}

const rssAfter = mb();
console.log(`RSS after ${rssAfter}; load average ${load()}`);
reportFigure({
  figure: 'E-invoice rules: memory',
  measured: `RSS ${rssBefore} → ${rssAfter} (all five rule sets loaded in the rules thread)`,
  target: 'reported only',
  method: `bench/einvoice-validate.ts; load average before ${loadBefore}`,
});
