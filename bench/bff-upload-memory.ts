/**
 * How much the BFF's memory grows while an expense upload streams through it, by file size.
 * The BFF runs alone in a child process (its peak RSS read from /proc); the embedded API runs here.
 * Run: npx tsx bench/bff-upload-memory.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInvoicingApi } from '../src/invoicing-api/server';
import { spawnBff, streamUpload } from '../src/bff/testing/child-bff';
import { consoleOf } from '../src/bff/testing/harness';
import { reportFigure } from './lib/figures';

// The first upload is measured on a cold process, the rest warm: see the README for why they differ.
const sizes = (process.argv[2] ?? '50,50,150').split(',').map(Number);
const apiDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
const bffDir = await mkdtemp(join(tmpdir(), 'bench-bff-'));
const api = await startInvoicingApi({
  port: 0,
  dataDir: apiDir,
  rateLimit: 1_000_000,
  maxUploadMb: Math.max(...sizes) + 5,
});
const biz = await consoleOf(api).business('Bench Uploads');
const bff = await spawnBff({
  API_BASE_URL: api.baseUrl,
  API_TOKEN: biz.token,
  DESK_DATA: bffDir,
  MAX_UPLOAD_MB: String(Math.max(...sizes) + 5),
});
try {
  await (await streamUpload(bff.url, biz.id, 1)).arrayBuffer(); // warm-up
  console.log(`BFF idle RSS: ${(bff.rssKb() / 1024).toFixed(1)} MB`);
  const growth: string[] = [];
  for (const mb of sizes) {
    bff.resetPeak();
    const before = bff.rssKb();
    const t0 = performance.now();
    const res = await streamUpload(bff.url, biz.id, mb);
    await res.arrayBuffer();
    const s = (performance.now() - t0) / 1000;
    const grewMb = (bff.peakKb() - before) / 1024;
    if (mb === 50) growth.push(grewMb.toFixed(1));
    console.log(
      `upload ${String(mb).padStart(4)} MB: status ${res.status}, peak RSS growth ${grewMb.toFixed(1)} MB, ` +
        `${s.toFixed(2)} s (${(mb / s).toFixed(0)} MB/s)`,
    );
  }
  if (growth.length) {
    reportFigure({
      figure: '50 MB upload through the BFF: peak RSS growth',
      measured: `${growth.join(' MB, ')} MB (first upload cold, then warm)`,
      target: '< 30 MB',
      method:
        'bench/bff-upload-memory.ts: BFF alone in a child process, VmHWM − VmRSS before (clear_refs reset), streamed multipart',
      met: growth.every((g) => Number(g) < 30),
    });
  }
} finally {
  await bff.stop();
  await api.close();
  await rm(apiDir, { recursive: true, force: true });
  await rm(bffDir, { recursive: true, force: true });
}
