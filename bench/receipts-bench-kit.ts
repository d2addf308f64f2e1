/**
 * What the receipt benches share: the BFF alone in a child process as `npm start` runs it, on an embedded API with one
 * business; its CPU seconds; a file read through POST /api/b/{id}/receipts/read; the business's time zone set.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReceiptReading } from '../src/contract/receipt-reading';
import { startInvoicingApi } from '../src/invoicing-api/server';
import { spawnBff } from '../src/bff/testing/child-bff';
import { consoleOf } from '../src/bff/testing/harness';

export async function startReaderBff(business: string) {
  const apiDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const bffDir = await mkdtemp(join(tmpdir(), 'bench-bff-'));
  const api = await startInvoicingApi({ port: 0, dataDir: apiDir, rateLimit: 1_000_000 });
  const biz = await consoleOf(api).business(business);
  const bff = await spawnBff({
    API_BASE_URL: api.baseUrl,
    API_TOKEN: biz.token,
    DESK_DATA: bffDir,
    MAX_UPLOAD_MB: '40',
  });
  // the BFF's CPU seconds (all its threads), from /proc: on a machine shared with other jobs the wall time per photo
  // is mostly waiting for a core, the CPU time is what the reading costs
  const bffPid = readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts'));
  const cpuS = () => {
    const f = readFileSync(`/proc/${bffPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  };
  async function read(name: string, bytes: Buffer): Promise<{ reading: ReceiptReading; s: number }> {
    const body = new FormData();
    body.set('file', new Blob([new Uint8Array(bytes)]), name);
    const t0 = performance.now();
    const res = await fetch(`${bff.url}/api/b/${biz.id}/receipts/read`, {
      method: 'POST',
      body,
      headers: { origin: new URL(bff.url).origin },
    });
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: ReceiptReading };
    return { reading: data, s: (performance.now() - t0) / 1000 };
  }
  /** Sets the business's time zone, which tells the reader the language its receipts are in (readingLanguageOf). */
  async function setZone(zone: string) {
    const res = await fetch(`${bff.url}/api/b/${biz.id}/settings`, {
      method: 'PUT',
      body: JSON.stringify({ time_zone: zone, reply_to: null, mail_server: null }),
      headers: { origin: new URL(bff.url).origin, 'content-type': 'application/json' },
    });
    if (res.status !== 200) throw new Error(`settings: ${res.status} ${await res.text()}`);
  }
  async function close() {
    await bff.stop();
    await api.close();
    await rm(apiDir, { recursive: true, force: true });
    await rm(bffDir, { recursive: true, force: true });
  }
  return { bff, cpuS, read, setZone, close };
}
