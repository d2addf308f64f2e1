/**
 * Rate-budget economy (issue 7): the upstream API calls the BFF makes for one scripted journey, against the least
 * that journey needs; then the same journey in two tabs at once. Counted from the embedded API's request log.
 *   npx tsx bench/economy.ts
 * `npm start` runs in a child process (fresh DESK_DATA, free PORT); the demo business is topped up to 120 invoices
 * (3 list pages) through the API, then the desk is restarted on a copy of that data for each run, so each run starts
 * with a fresh rate budget, empty caches and an empty request log.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { journey, type Step } from './economy-journey';
import { launchChromium } from './lib/browser';
import { deskConsole, freePort, startDesk } from './lib/desk';
import { reportFigure } from './lib/figures';
import { seedInvoices } from './lib/seed';
import { describe, summarise, type LoggedCall } from './lib/upstream-calls';

/**
 * The least the journey needs from the API, step by step (same order as economy-journey.ts):
 * 1. the list's first page: GET /invoices?page=1. The business name comes from the BFF's own store.
 * 2. pages 2 and 3: one GET each. Back to 2 and 1: nothing changed, the client already holds them.
 * 3. five invoices opened from the list: none. Each list row is the full Invoice (the spec's GET /invoices answers
 *    [Invoice], the same shape as GET /invoices/{id}), and the journey does not ask for their PDFs.
 * 4. two invoices created, both PDFs previewed: GET /profile (the default seller's VAT code decides whether VAT %
 *    is asked), GET /currencies (the accepted codes), then per invoice POST /invoices + GET …/download = 6.
 *    Going back to the list between them needs nothing: the POST answer is the new row of page 1 (newest first).
 * 5. edit one: PUT /invoices/{id}, then GET …/download: the edited version's PDF, shown after the save. The form is
 *    filled from the invoice the POST answered.
 * 6. three receipts uploaded on the expenses page: GET /expenses?page=1 (the page shows the list) + 3 × POST.
 * 7. the expenses list shows them: none, the three POST answers are the new rows.
 */
const minimumPerStep = [1, 2, 0, 6, 2, 4, 0];
const minimum = minimumPerStep.reduce((a, b) => a + b, 0);
const settleMs = 3000; // calls a step sets off after its last assertion (SSE-driven refetches) still count

interface Run {
  names: string[];
  calls: LoggedCall[];
  perStep: LoggedCall[][];
  bWrites: number;
  /** The PDFs of tab B's own new versions (two created, one edited): no other tab has asked for them. */
  bPdfs: number;
  failures: string[];
}

async function runJourney(seeded: string, port: number, tabs: 1 | 2): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-economy-run-'));
  cpSync(seeded, dir, { recursive: true });
  const desk = await startDesk(dir, port);
  const browser = await launchChromium();
  try {
    const c = await deskConsole(desk);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pages = await Promise.all(Array.from({ length: tabs }, () => context.newPage()));
    const journeys = pages.map((p, i) =>
      journey(p, `${desk.url}/`, `Tab ${'AB'[i]} ${Date.now().toString(36)}`),
    );
    const logAtStart = await c.call<{ data: LoggedCall[] }>('GET', '/request-log');
    if (logAtStart.data.length)
      console.log(`  at start-up, before the journey: ${logAtStart.data.map(describe).join(', ')}`);
    await c.call('DELETE', '/request-log');
    const bounds: number[] = [];
    const failures: string[] = [];
    for (let s = 0; s < journeys[0]!.length; s++) {
      bounds.push(Date.now());
      for (const [tab, steps] of journeys.entries()) {
        const step = steps[s] as Step;
        // A failed step is a finding to print, not a reason to lose the calls counted so far.
        await step
          .run()
          .catch((e: Error) => failures.push(`tab ${'AB'[tab]}, ${step.name}: ${e.message.split('\n')[0]}`));
      }
      console.error(`  [${tabs} tab${tabs > 1 ? 's' : ''}] done: ${journeys[0]![s]!.name}`);
    }
    await new Promise((r) => setTimeout(r, settleMs));
    const { data: calls } = await c.call<{ data: LoggedCall[] }>('GET', '/request-log');
    const perStep = bounds.map((t, i) =>
      calls.filter((x) => x.at_ms >= t && (i + 1 === bounds.length || x.at_ms < bounds[i + 1]!)),
    );
    const bWrites = tabs === 2 ? 2 + 1 + 3 : 0; // tab B's own creates, edit and uploads
    const bPdfs = tabs === 2 ? 2 + 1 : 0;
    return { names: journeys[0]!.map((s) => s.name), calls, perStep, bWrites, bPdfs, failures };
  } finally {
    await browser.close();
    await desk.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `GET /invoices/{id} ×5, POST /expenses ×3`: the calls of a step, ids folded. */
const tally = (calls: LoggedCall[]) => {
  const counts = new Map<string, number>();
  for (const c of calls) {
    const k = describe(c)
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')
      .replace(/ → 2\d\d$/, '');
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(', ') || 'none';
};

function print(label: string, run: Run) {
  const s = summarise(run.calls);
  console.log(
    `\n${label}: ${s.total} upstream calls (${s.writes} writes), ${s.tooMany} × 429, ${s.duplicates.length} duplicate GETs`,
  );
  run.perStep.forEach((calls, i) => {
    console.log(
      `  ${String(i + 1)}. ${run.names[i]}: ${calls.length} calls (minimum for one tab ${minimumPerStep[i]})`,
    );
    for (const c of calls) console.log(`       ${describe(c)}`);
  });
  for (const d of s.duplicates) console.log(`  duplicate: ${describe(d)}`);
  for (const f of run.failures) console.log(`  step failed: ${f}`);
  return s;
}

const seeded = mkdtempSync(join(tmpdir(), 'bench-economy-seed-'));
const port = await freePort();
try {
  console.log(
    `load average at start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const seeding = await startDesk(seeded, port);
  try {
    await seedInvoices(await deskConsole(seeding), 120);
    console.error('  seeded 120 invoices');
  } finally {
    await seeding.stop();
  }
  const oneRun = await runJourney(seeded, port, 1);
  const one = print('One tab', oneRun);
  const twoRun = await runJourney(seeded, port, 2);
  const two = print('Two tabs, taking turns step by step', twoRun);
  const over = ((one.total - minimum) / minimum) * 100;
  const allowed = Math.floor(minimum * 1.1);
  console.log(
    `\nminimum ${minimum}; one tab ${one.total} (${over.toFixed(0)} % above); two tabs ${two.total} vs one tab + tab B's writes + the PDFs of its new versions ${one.total} + ${twoRun.bWrites} + ${twoRun.bPdfs}`,
  );
  const method =
    'bench/economy.ts: Playwright journey over npm start (120 invoices), embedded API request log';
  // A step that failed made fewer calls than the journey needs: its count is no figure to meet a target with.
  const failed = (run: Run) =>
    run.failures.length ? `; ${run.failures.length} step(s) failed, not counted` : '';
  reportFigure({
    figure: 'Upstream calls, one-tab journey',
    measured: `${one.total} (minimum ${minimum}, ${over >= 0 ? '+' : ''}${over.toFixed(0)} %)${failed(oneRun)}`,
    target: `≤ ${allowed} (10 % above minimum)`,
    method,
    met: one.total <= allowed && oneRun.failures.length === 0,
  });
  // Where the calls go, step by step: the rows that explain a miss.
  oneRun.perStep.forEach((calls, i) =>
    reportFigure({
      figure: `↳ one tab, step ${i + 1}: ${oneRun.names[i]}`,
      measured: `${calls.length}: ${tally(calls)}`,
      target: `minimum ${minimumPerStep[i]}`,
      method,
    }),
  );
  reportFigure({
    figure: '429s in the journey (one tab / two tabs)',
    measured: `${one.tooMany} / ${two.tooMany}`,
    target: '0',
    method,
    met: one.tooMany + two.tooMany === 0,
  });
  reportFigure({
    figure: 'Duplicate GETs, same resource state (one tab / two tabs)',
    measured: `${one.duplicates.length} / ${two.duplicates.length}`,
    target: '0',
    method,
    met: one.duplicates.length + two.duplicates.length === 0,
  });
  const twoAllowed = one.total + twoRun.bWrites + twoRun.bPdfs;
  reportFigure({
    figure: 'Upstream calls, two tabs',
    measured: `${two.total}${failed(twoRun)}`,
    target: `≤ ${twoAllowed} (one tab ${one.total} + tab B's ${twoRun.bWrites} writes + the ${twoRun.bPdfs} PDFs of its new versions)`,
    method,
    met: two.total <= twoAllowed && twoRun.failures.length === 0 && oneRun.failures.length === 0,
  });
} finally {
  rmSync(seeded, { recursive: true, force: true });
}
