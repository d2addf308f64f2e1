/**
 * PDF render benchmark, and the docs pictures.
 *   npx tsx bench/pdf-render.ts            prints the time to render one invoice PDF per language and a 60-line one
 *   npx tsx bench/pdf-render.ts --out DIR  also writes DIR/pdf-<lang>.pdf (+ a 60-line one) and, with pdftoppm,
 *                                          page 1 of each as DIR/pdf-<lang>.png at 70 dpi (the docs/ pictures),
 *                                          and the share page as DIR/share-page.html with screenshots of it at
 *                                          1280 px (share-page.png) and 390 px (share-page-390.png) wide
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { invoiceLanguages } from '../src/contract/enums';
import type { Invoice } from '../src/contract/invoice';
import { renderInvoicePdf } from '../src/invoicing-api/pdf/render-invoice-pdf';
import { pdfSampleInvoice } from '../src/invoicing-api/pdf/sample-invoices';
import { renderSharePage } from '../src/invoicing-api/share/render-share-page';
import { reportFigure } from './lib/figures';

const WARMUP = 5;
const RUNS = 40;

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Wall time, and CPU time of this process: on a busy shared machine the CPU figure is the steadier one. */
async function timeRender(invoice: Invoice) {
  for (let i = 0; i < WARMUP; i++) await renderInvoicePdf(invoice);
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    bytes = (await renderInvoicePdf(invoice)).length;
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: quantile(wall, 0.5), p95: quantile(wall, 0.95), cpu: quantile(cpu, 0.5), bytes };
}

async function writePictures(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const samples: [string, Invoice][] = [
    ...invoiceLanguages.map((lang): [string, Invoice] => [`pdf-${lang}`, pdfSampleInvoice(lang)]),
    ['pdf-60-lines', pdfSampleInvoice('de', 60)],
  ];
  for (const [name, invoice] of samples) {
    const pdf = join(dir, `${name}.pdf`);
    writeFileSync(pdf, await renderInvoicePdf(invoice));
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdf, join(dir, name)]);
    console.log(`wrote ${pdf} and ${join(dir, `${name}.png`)}`);
  }
}

async function shootSharePage(dir: string): Promise<void> {
  const html = renderSharePage(pdfSampleInvoice('lt'), { pdfUrl: 'https://invoices.example/share/abc/pdf' });
  writeFileSync(join(dir, 'share-page.html'), html);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const [width, file] of [
      [1280, 'share-page.png'],
      [390, 'share-page-390.png'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(html);
      await page.screenshot({ path: join(dir, file), fullPage: true });
      console.log(`wrote ${join(dir, file)}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const first = performance.now();
await renderInvoicePdf(pdfSampleInvoice('en'));
console.log(`first render (cold, loads fonts): ${(performance.now() - first).toFixed(1)} ms`);

const outIndex = process.argv.indexOf('--out');
if (outIndex > 0) {
  const dir = process.argv[outIndex + 1] ?? 'docs';
  await writePictures(dir);
  await shootSharePage(dir);
}

for (const [label, invoice] of [
  ...invoiceLanguages.map((lang): [string, Invoice] => [`${lang}, 3 lines`, pdfSampleInvoice(lang)]),
  ['de, 60 lines', pdfSampleInvoice('de', 60)] as [string, Invoice],
]) {
  const { median, p95, cpu, bytes } = await timeRender(invoice);
  if (label.startsWith('en') || label.includes('60')) {
    reportFigure({
      figure: `PDF render, ${label} (median wall / CPU)`,
      measured: `${median.toFixed(1)} ms / ${cpu.toFixed(1)} ms`,
      target: 'report only',
      method: `bench/pdf-render.ts: renderInvoicePdf in-process, ${RUNS} runs after ${WARMUP} warm-up`,
    });
  }
  console.log(
    `render ${label.padEnd(13)} median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ` +
      `cpu median ${cpu.toFixed(1)} ms  ${bytes} bytes`,
  );
}
