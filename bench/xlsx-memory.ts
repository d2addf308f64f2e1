/**
 * The spreadsheet writer's memory by row count: an invoice list of N rows (the export's 13 columns, 200 rows a
 * batch) written to .xlsx for a reader slower than the writer (a pause after each chunk, as a slow network would),
 * sampling the heap and RSS as it goes. Flat memory: the peak growth at 10,000 rows is that at 1,000.
 *   npx tsx bench/xlsx-memory.ts [1000,10000,50000]
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { invoiceColumns } from '../src/bff/features/exports/list-tables';
import type { Cell } from '../src/bff/platform/sheets/table';
import { xlsxOf } from '../src/bff/platform/sheets/xlsx-writer';
import { reportFigure } from './lib/figures';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const counts = (process.argv[2] ?? '1000,10000,50000').split(',').map(Number);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function* rows(n: number): Generator<Cell[][]> {
  for (let start = 0; start < n; start += 200) {
    yield Array.from({ length: Math.min(200, n - start) }, (_, k) => {
      const i = start + k;
      return [
        'BPS',
        String(i + 1).padStart(3, '0'),
        '2026-03-02',
        '2026-03-09',
        `Pirkėjas ${i} UAB`,
        `30${i}`,
        `LT${100000 + i}`,
        'EUR',
        100 + (i % 997) / 100,
        21,
        121 + (i % 997) / 100,
        i % 3 ? 'paid' : 'not_paid',
        'vat_invoice',
      ];
    });
  }
}

// A first small workbook loads exceljs's parts, so the counts below measure the writing alone.
for await (const chunk of xlsxOf([{ name: 'invoices', columns: invoiceColumns, batches: rows(200) }], 'lt'))
  void chunk;

const growth = new Map<number, { heap: number; rss: number; live: number }>();
for (const n of counts) {
  gc();
  const base = process.memoryUsage();
  const peak = { heap: 0, rss: 0, live: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.heap = Math.max(peak.heap, m.heapUsed - base.heapUsed);
    peak.rss = Math.max(peak.rss, m.rss - base.rss);
  };
  const timer = setInterval(sample, 10);
  const t0 = performance.now();
  let bytes = 0;
  let collected = t0;
  for await (const chunk of xlsxOf([{ name: 'invoices', columns: invoiceColumns, batches: rows(n) }], 'lt')) {
    bytes += (chunk as Buffer).length;
    // What the writing keeps alive (its garbage collected) every 200 ms: the figure that must not grow with N.
    if (performance.now() - collected > 200) {
      gc();
      peak.live = Math.max(peak.live, process.memoryUsage().heapUsed - base.heapUsed);
      collected = performance.now();
    }
    await sleep(1);
  }
  clearInterval(timer);
  sample();
  growth.set(n, peak);
  console.log(
    `${n} rows: ${mb(bytes)} MB file in ${((performance.now() - t0) / 1000).toFixed(1)} s, peak growth heap ${mb(peak.heap)} MB (live ${mb(peak.live)} MB), RSS ${mb(peak.rss)} MB`,
  );
}

const small = growth.get(Math.min(...counts))!;
const ten = growth.get(10_000);
if (ten) {
  reportFigure({
    figure: 'XLSX export: live heap growth at 10,000 rows',
    measured: `${mb(ten.live)} MB (at ${Math.min(...counts)} rows: ${mb(small.live)} MB; peak with garbage ${mb(ten.heap)} MB, RSS ${mb(ten.rss)} MB)`,
    target: 'flat: at most 2× the growth at the smallest count (or 1 MB)',
    method:
      'bench/xlsx-memory.ts: the invoice list’s 13 columns, slow reader (1 ms pause a chunk), live heap after a GC every 200 ms',
    met: ten.live <= 2 * Math.max(small.live, 1024 * 1024),
  });
}
