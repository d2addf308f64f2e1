/**
 * The overview and the CSV export over the BFF's mirror (issue 13), over HTTP with 10,000 stored invoices:
 * GET …/overview p50/p95, and GET …/export/invoices.csv of every invoice — time to the last byte and how much the
 * BFF's peak RSS grew while streaming it (1,000 vs 10,000 rows: flat memory means the two are alike).
 * The BFF and the embedded API each run in a child process; the API's limit is raised for seeding and the walk,
 * and its PDF renders held back (the bench reads no PDF).
 *   npx tsx bench/overview.ts [invoices] [requests]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf } from '../src/bff/testing/harness';
import { spawnApi } from './lib/api-child';
import { reportFigure } from './lib/figures';
import { percentile, seedBusiness } from './lib/mirror-seed';

const invoices = Number(process.argv[2] ?? 10_000);
const requests = Number(process.argv[3] ?? 300);
const apiDir = await mkdtemp(join(tmpdir(), 'bench-overview-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-overview-bff-'));
const method = `bench/overview.ts: ${invoices} invoices + 500 expenses in the mirror, over HTTP, BFF in a child process`;

const api = await spawnApi(apiDir, { INVOICING_API_PDF_DELAY_MS: '600000' });
const biz = await consoleOf(api).business('Bench Overview');
const t0 = Date.now();
await seedBusiness(api.baseUrl, biz.token, { invoices, expenses: 500 });
console.log(`seeded ${invoices} invoices and 500 expenses in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const bff = await spawnBff({ API_BASE_URL: api.baseUrl, DESK_DATA: bffDir, DESK_RATE_LIMIT: '1000000' });
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

  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await fetch(`${bff.url}/api/b/${biz.id}/overview`);
    const body = (await res.json()) as { data: { months: unknown[] } };
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`overview: ${res.status}`);
    rows = body.data.months.length;
  }
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  console.log(`overview: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${rows} month rows)`);
  reportFigure({
    figure: `Overview over ${invoices} invoices (p50 / p95)`,
    measured: `${p50.toFixed(1)} ms / ${p95.toFixed(1)} ms`,
    target: '< 50 ms',
    method: `${method}, ${requests} sequential requests`,
    met: p95 < 50,
  });

  /** One CSV export read to its last byte: seconds, bytes, lines, and the BFF's peak RSS growth meanwhile. */
  const exportCsv = async (query: string) => {
    bff.resetPeak();
    const before = bff.rssKb();
    const t = performance.now();
    const res = await fetch(`${bff.url}/api/b/${biz.id}/export/invoices.csv${query}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    return {
      s: (performance.now() - t) / 1000,
      bytes,
      lines: lines - 1,
      grewMb: (bff.peakKb() - before) / 1024,
    };
  };
  await exportCsv('?q=zukauskas'); // warm-up
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await exportCsv(''));
  const small = await exportCsv(
    `?from=${new Date(Date.now() - 40 * 86_400_000 * 1).toISOString().slice(0, 10)}`,
  );
  const best = runs.reduce((a, b) => (b.s < a.s ? b : a));
  const worst = runs.reduce((a, b) => (b.s > a.s ? b : a));
  console.log(
    runs
      .map(
        (r) =>
          `csv ${r.lines} rows, ${(r.bytes / 1e6).toFixed(2)} MB in ${r.s.toFixed(2)} s, peak RSS +${r.grewMb.toFixed(1)} MB`,
      )
      .join('\n'),
  );
  console.log(`csv ${small.lines} rows: ${small.s.toFixed(2)} s, peak RSS +${small.grewMb.toFixed(1)} MB`);
  if (best.lines !== invoices) throw new Error(`CSV had ${best.lines} rows, expected ${invoices}`);
  reportFigure({
    figure: `CSV of ${invoices} invoices streamed (best / worst of 3)`,
    measured: `${best.s.toFixed(2)} s / ${worst.s.toFixed(2)} s (${(best.bytes / 1e6).toFixed(1)} MB)`,
    target: '< 1 s',
    method,
    met: worst.s < 1,
  });
  reportFigure({
    figure: `BFF peak RSS growth while streaming the CSV: ${invoices} rows vs ${small.lines}`,
    measured: `+${Math.max(...runs.map((r) => r.grewMb)).toFixed(1)} MB vs +${small.grewMb.toFixed(1)} MB`,
    target: 'flat (not growing with the rows)',
    method,
  });
} finally {
  await bff.stop();
  await api.stop();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
