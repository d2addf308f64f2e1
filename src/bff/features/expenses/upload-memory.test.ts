import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { bffNodeEnv, bffNodeFlags, spawnBff, streamUpload } from '../../testing/child-bff';
import { withApi } from '../../testing/fixture';
import { consoleOf, tempDir, until } from '../../testing/harness';

const embedded = withApi((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 1000, maxUploadMb: 160 }),
);
let bffDir: Awaited<ReturnType<typeof tempDir>>;
let bff: Awaited<ReturnType<typeof spawnBff>>;
let biz: { id: string; token: string };

beforeAll(async () => {
  bffDir = await tempDir('desk-bff-');
  biz = await consoleOf(embedded.api).business('Big Files Ltd');
  bff = await spawnBff({
    API_BASE_URL: embedded.api.baseUrl,
    API_TOKEN: biz.token,
    DESK_DATA: bffDir.dir,
    MAX_UPLOAD_MB: '160',
  });
  // The desk's start-up work (the mirror's first walk) done first: the peaks measured below are the uploads' alone.
  await until(async () => {
    const res = await fetch(`${bff.url}/api/b/${biz.id}/mirror`);
    return ((await res.json()) as { data: { state: string } }).data.state === 'ready';
  });
});
afterAll(async () => {
  await bff.stop();
  await bffDir.remove();
});

describe('upload streaming', () => {
  it('measures the BFF as npm start and npm run dev run it (the same environment and Node flags)', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(bffNodeEnv)
      .map(([k, v]) => `${k}=${v} `)
      .join('');
    for (const name of ['start', 'dev'])
      expect(scripts[name]).toMatch(new RegExp(`^${env}node ${bffNodeFlags.join(' ')} --import tsx `));
  });

  // Peak RSS growth of the BFF process around one upload (Linux /proc, peak reset just before).
  const growthMb = async (mb: number) => {
    bff.resetPeak();
    const before = bff.rssKb();
    const res = await streamUpload(bff.url, biz.id, mb);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    return { id: data.id, mb: (bff.peakKb() - before) / 1024 };
  };

  it('passes a 50 MB file through while the BFF grows by less than 30 MB', async () => {
    // A cold process too: without --max-semi-space-size=2 (see spawnBff) V8 grew its young generation by 30–41 MB
    // on the first large upload before collecting the chunks.
    // A first small upload loads the code an upload runs (a one-off of the process, not memory an upload holds; the
    // cold figure varied 7–33 MB with it included); the first large upload is still the cold young generation's.
    await growthMb(1);
    const cold = await growthMb(50);
    expect(cold.mb).toBeLessThan(30);
    const warm = await growthMb(50);
    expect(warm.mb).toBeLessThan(30);
    // and memory does not follow the file size
    const big = await growthMb(150);
    expect(big.mb).toBeLessThan(30);
    const data = warm;

    // the file arrived whole
    const file = await fetch(`${embedded.api.baseUrl}/expenses/${data.id}/download`, {
      headers: { authorization: `Bearer ${biz.token}`, accept: 'application/json' },
    });
    expect((await file.arrayBuffer()).byteLength).toBe(50 * 1024 * 1024);
  }, 90_000);
});
