/**
 * Keeping the mirror fresh (issue 12): how soon a change made elsewhere is found by search once the API's webhook
 * is delivered, and how many background calls the BFF makes per minute once its mirrors are complete (a business
 * with webhooks and one without). BFF and embedded API in child processes, the BFF with its default intervals.
 *   npx tsx bench/mirror-webhook.ts [changes] [steady-state seconds]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf, sampleInvoiceBody } from '../src/bff/testing/harness';
import { spawnApi } from './lib/api-child';
import { reportFigure } from './lib/figures';
import { percentile, seedBusiness } from './lib/mirror-seed';

const changes = Number(process.argv[2] ?? 20);
const steadyS = Number(process.argv[3] ?? 120);
const apiDir = await mkdtemp(join(tmpdir(), 'bench-hook-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-hook-bff-'));
const method =
  'bench/mirror-webhook.ts: BFF and API in child processes (default intervals), webhooks over loopback';

const api = await spawnApi(apiDir, { INVOICING_API_ALLOW_HTTP_WEBHOOKS: '1' });
const c = consoleOf(api);
const hooked = await c.business('Bench Hooked');
const quiet = await c.business('Bench Quiet');
for (const b of [hooked, quiet]) await seedBusiness(api.baseUrl, b.token, { invoices: 120, expenses: 20 });

const bff = await spawnBff({ API_BASE_URL: api.baseUrl, DESK_DATA: bffDir });
try {
  const origin = new URL(bff.url).origin;
  const { secret } = await c.webhook(hooked.id, `${bff.url}/webhooks/${hooked.id}`);
  for (const [b, webhook_secret] of [
    [hooked, secret],
    [quiet, undefined],
  ] as const) {
    const res = await fetch(`${bff.url}/api/businesses`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ token: b.token, webhook_secret }),
    });
    if (res.status !== 201) throw new Error(`connect: ${res.status}`);
  }
  const state = async (b: string) =>
    ((await (await fetch(`${bff.url}/api/b/${b}/mirror`)).json()) as { data: { state: string } }).data.state;
  while ((await state(hooked.id)) !== 'ready' || (await state(quiet.id)) !== 'ready')
    await new Promise((r) => setTimeout(r, 100));

  const visible: number[] = [];
  for (let i = 0; i < changes; i++) {
    const name = `Hooked change ${i} ${Date.now().toString(36)}`;
    const res = await fetch(`${api.baseUrl}/invoices`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${hooked.token}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify(sampleInvoiceBody({ buyer: { type: 'company', company_name: name } })),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status}`);
    const t = performance.now(); // the API has saved it; its webhook goes out now
    for (;;) {
      const found = (await (
        await fetch(`${bff.url}/api/b/${hooked.id}/search/invoices?q=${encodeURIComponent(name)}`)
      ).json()) as { meta: { total: number } };
      if (found.meta.total === 1) break;
      if (performance.now() - t > 10_000) throw new Error('the change never appeared');
      await new Promise((r) => setTimeout(r, 5));
    }
    visible.push(performance.now() - t);
  }
  const p95 = percentile(visible, 95);
  console.log(`change visible in search after (ms): ${visible.map((v) => v.toFixed(0)).join(', ')}`);
  reportFigure({
    figure: 'A change made elsewhere, visible in search after its webhook (p50 / p95)',
    measured: `${percentile(visible, 50).toFixed(0)} ms / ${p95.toFixed(0)} ms (${changes} changes)`,
    target: '< 1 s',
    method,
    met: p95 < 1000,
  });

  await c.clearLog();
  console.log(`counting background calls for ${steadyS} s…`);
  await new Promise((r) => setTimeout(r, steadyS * 1000));
  const log = await c.log();
  const perMinute = (b: string) => (log.filter((e) => e.business_id === b).length * 60) / steadyS;
  const [q, h] = [perMinute(quiet.id), perMinute(hooked.id)];
  console.log(`steady state: ${q.toFixed(1)} calls/min without webhooks, ${h.toFixed(1)} with`);
  reportFigure({
    figure: 'Steady-state background calls per business (no webhooks / webhooks)',
    measured: `${q.toFixed(1)} / ${h.toFixed(1)} a minute (over ${steadyS} s)`,
    target: '≤ 6 a minute',
    method,
    met: q <= 6 && h <= 6,
  });
} finally {
  await bff.stop();
  await api.stop();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
