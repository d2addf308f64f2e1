import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { asOwner, withApi } from '../../testing/fixture';
import {
  browser,
  consoleOf,
  jsonBody,
  sampleInvoiceBody,
  startTestBff,
  tempDir,
  until,
} from '../../testing/harness';

// The API is stopped and started again on the same port and data dir mid-test.
const startApi = (port: number, dataDir: string) => startInvoicingApi({ port, dataDir, rateLimit: 100_000 });
const embedded = withApi((dataDir) => startApi(0, dataDir));
let bffDir: Awaited<ReturnType<typeof tempDir>>;
let bff: Awaited<ReturnType<typeof startTestBff>>;
let get: ReturnType<typeof browser>;
let biz: { id: string; token: string };
let apiPort: number;

const mirror = async () =>
  (
    (await (await get(`/api/b/${biz.id}/mirror`)).json()) as {
      data: { state: string; reason: string | null };
    }
  ).data;

beforeAll(async () => {
  apiPort = Number(new URL(embedded.api.origin).port);
  biz = await consoleOf(embedded.api).business('Offline Ltd');
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    await asOwner(embedded.api, biz)(
      'POST',
      '/invoices',
      sampleInvoiceBody({ buyer: { type: 'company', company_name: name } }),
    );
  }
  // A BFF whose mirror file is garbage: it is moved aside and rebuilt, and the BFF starts.
  bffDir = await tempDir('desk-bff-');
  writeFileSync(join(bffDir.dir, 'mirror.sqlite'), 'this is not a database '.repeat(500));
  bff = await startTestBff(embedded.api.baseUrl, {
    dataDir: bffDir.dir,
    mirror: {
      sync: true,
      checkMs: { quiet: 30_000, live: 60_000 },
      walkEveryMs: { quiet: 600_000, live: 600_000 },
      retryMs: 200,
    },
  });
  get = browser(bff.url);
  expect((await get('/api/businesses', { method: 'POST', ...jsonBody({ token: biz.token }) })).status).toBe(
    201,
  );
  await until(async () => (await mirror()).state === 'ready', 15_000);
});
afterAll(async () => {
  await bff.close();
  await bffDir.remove();
});

describe('the mirror as a cache of the API', () => {
  it('rebuilt a corrupt file, keeping the bad one aside', () => {
    expect(readdirSync(bffDir.dir).filter((f) => f.startsWith('mirror.sqlite.corrupt-'))).toHaveLength(1);
  });

  it('serves lists, details and search from saved data while the API is down, refuses writes, and recovers', async () => {
    const list = (await (await get(`/api/b/${biz.id}/invoices`)).json()) as { data: { id: string }[] };
    await embedded.api.close();
    expect((await get(`/api/b/${biz.id}/mirror/refresh`, { method: 'POST' })).status).toBe(202);
    await until(async () => (await mirror()).state === 'error', 15_000);
    expect((await mirror()).reason).toMatch(/^unreachable: /);

    const saved = await get(`/api/b/${biz.id}/invoices?page=1`);
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as {
      data: { id: string }[];
      mirror: { state: string; synced_at: number };
    };
    expect(body.data.map((i) => i.id)).toEqual(list.data.map((i) => i.id));
    expect(body.mirror).toMatchObject({ state: 'error', synced_at: expect.any(Number) });
    const detail = await get(`/api/b/${biz.id}/invoices/${list.data[0]!.id}`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { mirror: { state: string } }).mirror.state).toBe('error');
    const found = (await (await get(`/api/b/${biz.id}/search/invoices?q=beta`)).json()) as {
      data: unknown[];
      mirror: { state: string };
    };
    expect([found.data.length, found.mirror.state]).toEqual([1, 'error']);

    const write = await get(`/api/b/${biz.id}/invoices`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody()),
    });
    expect(write.status).toBe(502);
    expect(await write.json()).toMatchObject({
      code: 'upstream_unavailable',
      message: expect.stringMatching(/cannot be reached/),
    });

    embedded.api = await startApi(apiPort, embedded.dataDir); // back: the mirror reconciles by itself (its retry), no refresh asked
    await until(async () => (await mirror()).state === 'ready', 15_000);
    const live = (await (await get(`/api/b/${biz.id}/invoices?page=1`)).json()) as { mirror?: unknown };
    expect(live.mirror).toBeUndefined();
  });
});
