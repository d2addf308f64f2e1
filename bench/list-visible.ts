/**
 * Time from opening the invoice list URL to its rows being visible: Chromium (Playwright), the production build
 * served by `npm start` (embedded default, demo data), a new browser context per run so nothing is cached.
 *   npx tsx bench/list-visible.ts [runs, default 10]
 * Measured in the page: from navigation start to the first animation frame after the first row is in the DOM
 * and visible (a MutationObserver installed before the page's own scripts run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './lib/browser';
import { freePort, startDesk } from './lib/desk';
import { reportFigure } from './lib/figures';

const runs = Number(process.argv[2] ?? 10);

/**
 * Runs in the page before its scripts: records when a list row first becomes visible. A string, not a function:
 * tsx would wrap a function's inner functions in a name helper the page does not have.
 */
const watchRows = `
  const check = () => {
    const row = document.querySelector('tbody tr a[href*="/invoices/"]');
    if (!row || window.__rowsVisibleAt !== undefined || row.getBoundingClientRect().height === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__rowsVisibleAt = performance.now()));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'bench-list-visible-'));
const desk = await startDesk(dir, await freePort());
const browser = await launchChromium();
try {
  const { data } = (await (await fetch(`${desk.url}/api/businesses`)).json()) as { data: { id: string }[] };
  const listUrl = `${desk.url}/b/${data[0]!.id}/invoices`;
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({ content: watchRows });
    await page.goto(listUrl);
    const ms = await page.waitForFunction(
      () => (window as unknown as { __rowsVisibleAt?: number }).__rowsVisibleAt,
    );
    if (i > 0) times.push((await ms.jsonValue()) as number); // run 0 warms the BFF and the API after start-up
    await context.close();
  }
  const m = median(times);
  console.log(
    `list URL → rows visible, ${runs} runs (cold browser cache each): median ${m.toFixed(0)} ms, ` +
      `min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  reportFigure({
    figure: 'List URL → rows visible (median of 10)',
    measured: `${m.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    target: 'report only',
    method:
      'bench/list-visible.ts: Playwright Chromium, npm start production build, new context per run, navigationStart → first frame with a row',
  });
} finally {
  await browser.close();
  await desk.stop();
  rmSync(dir, { recursive: true, force: true });
}
