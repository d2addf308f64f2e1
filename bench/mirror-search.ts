/**
 * Search over the BFF's mirror (issue 12): GET …/search/invoices over HTTP with 10,000 stored invoices — text,
 * amount and filter queries, p50/p95 — and how much the BFF's memory grew to hold and search them.
 * The BFF and the embedded API each run in a child process (the BFF's RSS from /proc), the API's limit raised for
 * seeding and the walk (200 pages), so the figure is the search's, not the budget's.
 *   npx tsx bench/mirror-search.ts [invoices] [requests per kind]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf } from '../src/bff/testing/harness';
import { spawnApi } from './lib/api-child';
import { reportFigure } from './lib/figures';
import { invoiceInput, percentile, seedBusiness } from './lib/mirror-seed';

const invoices = Number(process.argv[2] ?? 10_000);
const perKind = Number(process.argv[3] ?? 300);
const apiDir = await mkdtemp(join(tmpdir(), 'bench-search-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-search-bff-'));
const method = `bench/mirror-search.ts: ${invoices} invoices in the mirror, ${perKind} sequential requests per kind over HTTP, BFF in a child process`;

const api = await spawnApi(apiDir); // its own process: the searches' client does not share the API's event loop
const biz = await consoleOf(api).business('Bench Search');
const t0 = Date.now();
await seedBusiness(api.baseUrl, biz.token, { invoices, expenses: 0 });
console.log(`seeded ${invoices} invoices in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const bff = await spawnBff({ API_BASE_URL: api.baseUrl, DESK_DATA: bffDir, DESK_RATE_LIMIT: '1000000' });
try {
  const origin = new URL(bff.url).origin;
  const idleKb = bff.rssKb();
  const connected = await fetch(`${bff.url}/api/businesses`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ token: biz.token }),
  });
  if (connected.status !== 201) throw new Error(`connect: ${connected.status}`);
  const walkStart = Date.now();
  for (;;) {
    const m = (await (await fetch(`${bff.url}/api/b/${biz.id}/mirror`)).json()) as {
      data: { state: string };
    };
    if (m.data.state === 'ready') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`mirror of ${invoices} invoices complete in ${((Date.now() - walkStart) / 1000).toFixed(1)} s`);

  const amount = (n: number) => {
    const p = invoiceInput(n).products[0]!;
    const cents = Math.round(p.price * 100) * p.quantity;
    return `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`; // 1.234,56
  };
  const kinds: Record<string, (i: number) => string> = {
    text: (i) =>
      `q=${encodeURIComponent(['müller', 'zalia kava', 'zukauskas', 'website', 'cafe azuolas 1', 'BPS-0' + (i % 90)][i % 6]!)}`,
    amount: (i) => `q=${encodeURIComponent(amount(1 + ((i * 37) % invoices)))}`,
    filter: (i) =>
      [
        'status=overdue&currency=USD&sort=-total_incl_vat',
        'series=BPS&from=2025-06-01&sort=buyer&page=2',
        'currency=GBP&sort=pay_until_date&page=3',
      ][i % 3]!,
  };
  const seen: Record<string, number> = {};
  for (const [kind, query] of Object.entries(kinds)) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < perKind; i++) {
      const t = performance.now();
      const res = await fetch(`${bff.url}/api/b/${biz.id}/search/invoices?${query(i)}`);
      const body = (await res.json()) as { meta: { total: number } };
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${kind} ${query(i)}: ${res.status}`);
      found += body.meta.total;
    }
    seen[kind] = found / perKind;
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `${kind}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${seen[kind]!.toFixed(0)} matches on average`,
    );
    reportFigure({
      figure: `Search over ${invoices} invoices, ${kind} queries (p50 / p95)`,
      measured: `${p50.toFixed(1)} ms / ${p95.toFixed(1)} ms`,
      target: 'p95 < 20 ms',
      method,
      met: p95 < 20,
    });
  }
  const grewMb = (bff.rssKb() - idleKb) / 1024;
  console.log(
    `BFF RSS: idle ${(idleKb / 1024).toFixed(1)} MB, after the walk and the searches +${grewMb.toFixed(1)} MB`,
  );
  reportFigure({
    figure: `BFF memory growth with ${invoices} invoices mirrored and searched`,
    measured: `${grewMb.toFixed(1)} MB (RSS, idle ${(idleKb / 1024).toFixed(0)} MB)`,
    target: '< 60 MB',
    method,
    met: grewMb < 60,
  });
} finally {
  await bff.stop();
  await api.stop();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
