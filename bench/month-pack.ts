/**
 * The month pack at the API's real limit (60 calls a minute): a month of 60 invoices and 40 receipts, downloaded
 * through the BFF while the person reads an invoice list from the API every 7 s (about the 10 calls a minute the
 * governor keeps for the person). Counts the pack's upstream calls
 * (they must be the PDFs not cached + the receipts, nothing else), the 429s (none), the time, and how long the
 * person's reads took meanwhile. The invoices are issued through the console (the app's side, no API budget); the
 * receipts through the API, then a minute's wait so the pack starts on a fresh window.
 *   npx tsx bench/month-pack.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf } from '../src/bff/testing/harness';
import { spawnApi } from './lib/api-child';
import { reportFigure } from './lib/figures';
import { percentile } from './lib/mirror-seed';

const [invoiceCount, receiptCount, cached] = [60, 40, 10];
const month = '2026-03';
const apiDir = await mkdtemp(join(tmpdir(), 'bench-pack-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-pack-bff-'));
const method = `bench/month-pack.ts: ${invoiceCount} invoices (${cached} PDFs already cached) + ${receiptCount} receipts, API at 60 calls a minute`;

const api = await spawnApi(apiDir, { INVOICING_API_RATE_LIMIT: '60' });
const c = consoleOf(api);
const biz = await c.business('Bench Pack');
const ids: string[] = [];
for (let i = 0; i < invoiceCount; i++) {
  const { data } = await c.call<{ data: { id: string } }>('POST', `/businesses/${biz.id}/invoices`, {
    type: 'regular_invoice',
    series: 'BPS',
    invoice_date: `${month}-${String(1 + (i % 28)).padStart(2, '0')}`,
    currency: 'EUR',
    use_default_seller_info: true,
    buyer: { type: 'company', company_name: `Buyer ${i}` },
    products: [{ name: 'Work', units: 'h', quantity: 1, price: 100 + i }],
  });
  ids.push(data.id);
}
for (let i = 0; i < receiptCount; i++) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    seller: `Kavinė ${i}`,
    total: '12.30',
    currency: 'EUR',
    date: `${month}-${String(1 + (i % 28)).padStart(2, '0')}`,
  }))
    form.set(k, v);
  form.set('file', new Blob([new Uint8Array(20_000).fill(7)], { type: 'image/png' }), 'receipt.png');
  const res = await fetch(`${api.baseUrl}/expenses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${biz.token}`, accept: 'application/json' },
    body: form,
  });
  if (res.status !== 201) throw new Error(`receipt ${i}: ${res.status}`);
}
console.log('seeded; waiting 61 s for a fresh rate window');
await new Promise((r) => setTimeout(r, 61_000));

const bff = await spawnBff({ API_BASE_URL: api.baseUrl, DESK_DATA: bffDir });
try {
  const origin = new URL(bff.url).origin;
  const connected = await fetch(`${bff.url}/api/businesses`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ token: biz.token }),
  });
  if (connected.status !== 201) throw new Error(`connect: ${connected.status}`);
  for (;;) {
    const m = (await (await fetch(`${bff.url}/api/b/${biz.id}/mirror`)).json()) as {
      data: { state: string };
    };
    if (m.data.state === 'ready') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const id of ids.slice(0, cached)) {
    for (;;) {
      const res = await fetch(`${bff.url}/api/b/${biz.id}/invoices/${id}/download`);
      await res.arrayBuffer();
      if (res.status === 200) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  await c.clearLog();

  let packing = true;
  const person: number[] = [];
  const reading = (async () => {
    while (packing) {
      const t = performance.now();
      const res = await fetch(`${bff.url}/api/b/${biz.id}/invoices?refresh=1`);
      await res.arrayBuffer();
      person.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 7000));
    }
  })();
  const t0 = performance.now();
  const res = await fetch(`${bff.url}/api/b/${biz.id}/export/month.zip?month=${month}`);
  const zip = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - t0) / 1000;
  packing = false;
  await reading;

  const file = join(bffDir, 'pack.zip');
  await writeFile(file, zip);
  const listed = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  const log = (await c.log()).filter((e) => e.business_id === biz.id);
  const packCalls = log.filter((e) => e.url.endsWith('/download'));
  // Besides the pack: the person's reads (`/api/invoices`) and the mirror's own page-1 checks (`?page=1`, every 30 s).
  const reads = log.filter((e) => e.url === '/api/invoices').length;
  const checks = log.filter((e) => /\?page=\d+$/.test(e.url)).length;
  const other = log.filter(
    (e) => !e.url.endsWith('/download') && e.url !== '/api/invoices' && !/\?page=\d+$/.test(e.url),
  );
  const tooMany = log.filter((e) => e.status === 429).length;
  const expected = invoiceCount - cached + receiptCount;
  console.log(`pack: ${listed.length} files, ${(zip.length / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  console.log(
    `upstream: ${packCalls.length} downloads (expected ${expected}), ${reads} person's reads, ${checks} mirror checks, ${other.length} other, ${tooMany} × 429`,
  );
  console.log(
    `person's reads meanwhile: ${person.length}, p50 ${percentile(person, 50).toFixed(0)} ms, max ${Math.max(...person).toFixed(0)} ms`,
  );
  // the tables (CSV each, and one workbook) beside a PDF per invoice and a file per receipt
  const tables = ['invoices.csv', 'expenses.csv', 'vat-report.csv', `month-${month}.xlsx`];
  const lacking = tables.filter((t) => !listed.includes(t));
  if (lacking.length || listed.length !== invoiceCount + receiptCount + tables.length)
    throw new Error(
      `pack has ${listed.length} files${lacking.length ? `, without ${lacking.join(', ')}` : ''}`,
    );
  reportFigure({
    figure: `Month pack of ${invoiceCount} invoices + ${receiptCount} receipts: upstream calls, 429s, time`,
    measured: `${packCalls.length} calls (= ${invoiceCount - cached} PDFs not cached + ${receiptCount} receipts; ${other.length} other), ${tooMany} × 429, ${seconds.toFixed(0)} s`,
    target: `calls = ${expected}, 0 × 429`,
    method,
    met: packCalls.length === expected && tooMany === 0 && other.length === 0,
  });
  reportFigure({
    figure: "The person's reads (GET invoices from the API every 7 s) while the pack is made",
    measured: `${person.length} reads, p50 ${percentile(person, 50).toFixed(0)} ms, max ${Math.max(...person).toFixed(0)} ms`,
    target: 'not starved (each well under a second)',
    method,
    met: Math.max(...person) < 1000,
  });
} finally {
  await bff.stop();
  await api.stop();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
