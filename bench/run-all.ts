/**
 * `npm run bench`: every bench in sequence, each in its own process, its output shown as it runs; the figures they
 * print (`BENCH-FIGURE {json}`, see lib/figures.ts) go to bench/results.md as one table, with the machine's load
 * beside each bench. `npm run bench -- economy lighthouse` reruns only those and keeps the other benches' last
 * figures (kept in bench/results.json).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { figurePrefix, type Figure } from './lib/figures';

const benches: { name: string; args: string[] }[] = [
  { name: 'load-weight', args: [] },
  { name: 'bff-latency', args: ['2000'] },
  { name: 'bff-upload-memory', args: ['50,50'] },
  { name: 'api-throughput', args: ['--invoices', '1000', '--duration', '10'] },
  { name: 'pdf-render', args: [] },
  { name: 'list-visible', args: ['10'] },
  { name: 'lighthouse', args: ['3', 'all'] },
  { name: 'economy', args: [] },
  { name: 'mirror-first-walk', args: [] },
  { name: 'mirror-search', args: [] },
  { name: 'mirror-webhook', args: [] },
  { name: 'receipts-accuracy', args: ['6'] },
  { name: 'receipts-wide', args: ['10'] },
  { name: 'overview', args: [] },
  { name: 'reports', args: [] },
  { name: 'month-pack', args: [] },
  { name: 'xlsx-memory', args: [] },
  { name: 'mail-outbox', args: [] },
  { name: 'recurring-morning', args: [] },
  { name: 'einvoice-validate', args: ['50'] },
  { name: 'einvoice-produce', args: ['40'] },
  { name: 'till-upload', args: ['20'] },
];

interface BenchResult {
  name: string;
  ranAt: string;
  seconds: number;
  load: string;
  figures: Figure[];
  error?: string;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function runBench(name: string, args: string[]): Promise<BenchResult> {
  const started = Date.now();
  const loadBefore = load();
  const figures: Figure[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', `bench/${name}.ts`, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lastErr = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith(figurePrefix)) figures.push(JSON.parse(line.slice(figurePrefix.length)) as Figure);
    else console.log(`  ${line}`);
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (line.trim()) lastErr = line.trim();
    console.error(`  ${line}`);
  });
  return new Promise((resolve) =>
    child.once('close', (code) =>
      resolve({
        name,
        ranAt: new Date(started).toISOString().slice(0, 16).replace('T', ' '),
        seconds: Math.round((Date.now() - started) / 1000),
        load: `${loadBefore} → ${load()}`,
        figures,
        ...(code === 0 ? {} : { error: `exit ${code}: ${lastErr}` }),
      }),
    ),
  );
}

const mark = (f: Figure) => (f.met === undefined ? '' : f.met ? ' ✅' : ' ❌');
const cell = (s: string) => s.replaceAll('|', '\\|');

function markdown(results: BenchResult[]): string {
  const rows = results.flatMap((r) =>
    r.error
      ? [`| ${r.name} | **did not finish** (${cell(r.error)}) | | bench/${r.name}.ts |`]
      : r.figures.map(
          (f) =>
            `| ${cell(f.figure)} | ${cell(f.measured)}${mark(f)} | ${cell(f.target)} | ${cell(f.method)} |`,
        ),
  );
  const runs = results.map((r) => `| ${r.name} | ${r.ranAt} UTC | ${r.seconds} s | ${r.load} |`);
  return [
    '# Bench results',
    '',
    `Written by \`npm run bench\` (bench/run-all.ts). Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. ` +
      'The machine is shared with other work while the benches run: the load averages (1, 5, 15 min, before → after) ' +
      'are beside each bench; timings under load are upper bounds. ✅ target met, ❌ missed; no mark: reported only.',
    '',
    '| Figure | Measured | Target / peer | Method |',
    '|---|---|---|---|',
    ...rows,
    '',
    '| Bench | Ran at | Took | Load average |',
    '|---|---|---|---|',
    ...runs,
    '',
  ].join('\n');
}

const only = process.argv.slice(2);
const unknown = only.filter((n) => !benches.some((b) => b.name === n));
if (unknown.length)
  throw new Error(`no such bench: ${unknown.join(', ')} (have: ${benches.map((b) => b.name).join(', ')})`);
const store = 'bench/results.json';
const previous =
  existsSync(store) && only.length ? (JSON.parse(readFileSync(store, 'utf8')) as BenchResult[]) : [];
const results: BenchResult[] = [];
for (const b of benches) {
  if (only.length && !only.includes(b.name)) {
    const kept = previous.find((p) => p.name === b.name);
    if (kept) results.push(kept);
    continue;
  }
  console.log(`\n▶ bench/${b.name}.ts ${b.args.join(' ')}`);
  results.push(await runBench(b.name, b.args));
}
writeFileSync(store, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('bench/results.md', markdown(results));
console.log('\nwrote bench/results.md');
