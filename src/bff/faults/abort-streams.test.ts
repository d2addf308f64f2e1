import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../invoicing-api/server';
import { spawnBff } from '../testing/child-bff';
import { withApi } from '../testing/fixture';
import { consoleOf, sampleInvoiceBody, sseClient, tempDir, until } from '../testing/harness';
import { apiAs } from '../testing/records-fixture';

/**
 * No request, however it ends, may take the BFF down: each streaming route is cut off by the browser many times, at
 * random moments — before the answer, while it is read, and while the browser reads nothing at all (a slow link
 * whose buffers are full) — and the BFF must go on answering. The BFF runs in a child process: an unhandled 'error'
 * ends it there, where this test sees it, instead of ending the test runner.
 */
const month = '2026-03';
const embedded = withApi((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, pdfDelayMs: 0 }),
);
let bff: Awaited<ReturnType<typeof spawnBff>>;
let data: Awaited<ReturnType<typeof tempDir>>;
let business: string;
let invoice: string;
let receipt: string;
let origin: string;

/** A big receipt: the month pack is still streaming it when the browser gives up. */
const bigReceipt = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 7919) % 251);

beforeAll(async () => {
  const b = await consoleOf(embedded.api).business('Abort Ltd');
  business = b.id;
  const a = apiAs(embedded.api, b.token);
  for (let i = 1; i <= 3; i++) {
    const made = await a.invoice(
      sampleInvoiceBody({ invoice_date: `${month}-0${i}`, pay_until_date: `${month}-2${i}` }),
    );
    invoice = made.id;
    receipt = (
      await a.expense(
        { seller: `Shop ${i}`, total: '12.00', currency: 'EUR', date: `${month}-1${i}` },
        ['scan.pdf', 'application/pdf'],
        bigReceipt,
      )
    ).id;
  }
  data = await tempDir('desk-abort-');
  bff = await spawnBff({
    API_BASE_URL: embedded.api.baseUrl,
    API_TOKEN: b.token,
    DESK_DATA: data.dir,
    DESK_RATE_LIMIT: '100000',
  });
  origin = new URL(bff.url).origin;
  await until(async () => {
    const res = await fetch(`${bff.url}/api/b/${business}/mirror`);
    return res.status === 200 && ((await res.json()) as { data: { state: string } }).data.state === 'ready';
  }, 20_000);
}, 60_000);
afterAll(async () => {
  await bff?.stop();
  await data?.remove();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const random = (max: number) => Math.floor(Math.random() * max);
type Ending = 'before-answer' | 'while-reading' | 'never-reading';

/**
 * One request cut off by the client at a random moment: almost at once (before the answer, as a rule), or later while
 * it reads the answer, or later having read nothing of it (its buffers full, the server's writes waiting).
 */
function cutOff(
  method: string,
  path: string,
  ending: Ending,
  body?: (write: (chunk: Uint8Array) => boolean) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(path, bff.url);
    const headers: Record<string, string> = { origin };
    if (method === 'POST') headers['content-type'] = 'multipart/form-data; boundary=cut';
    const req = request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers },
      (res) => {
        if (ending === 'never-reading') res.pause();
        else res.resume();
      },
    );
    req.on('error', () => undefined);
    req.on('close', () => resolve());
    setTimeout(() => req.destroy(), ending === 'before-answer' ? random(30) : 50 + random(450));
    if (body) body((chunk) => req.write(chunk));
    else req.end();
  });
}

/** A multipart upload that never ends: the client goes away in the middle of the file. */
const endlessUpload = (write: (chunk: Uint8Array) => boolean) => {
  const enc = new TextEncoder();
  write(enc.encode('--cut\r\nContent-Disposition: form-data; name="seller"\r\n\r\nCut Ltd\r\n'));
  write(
    enc.encode(
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    ),
  );
  const chunk = new Uint8Array(64 * 1024).fill(0x25);
  for (let i = 0; i < 16; i++) write(chunk);
};

const streamingRoutes: [string, string, ((write: (chunk: Uint8Array) => boolean) => void)?][] = [
  ['GET', `/api/b/${'{b}'}/export/month.zip?month=${month}`],
  ['GET', `/api/b/{b}/invoices/{i}/download`],
  ['GET', `/api/b/{b}/expenses/{r}/download`],
  ['GET', `/api/b/{b}/export/invoices.csv`],
  ['GET', `/api/b/{b}/export/expenses.csv`],
  ['GET', `/api/events`],
  ['POST', `/api/b/{b}/expenses`, endlessUpload],
  ['POST', `/api/b/{b}/receipts/read`, endlessUpload],
];

describe('a browser that gives up', () => {
  it('never ends the BFF: every streaming route cut off at random moments, many times', async () => {
    const endings: Ending[] = ['before-answer', 'while-reading', 'never-reading'];
    for (let round = 0; round < 4; round++) {
      for (const [method, template, body] of streamingRoutes) {
        const path = template.replace('{b}', business).replace('{i}', invoice).replace('{r}', receipt);
        await Promise.all(endings.map((ending) => cutOff(method, path, ending, body)));
        await sleep(random(50));
        expect(bff.alive(), `${method} ${path}\n${bff.stderr()}`).toBe(true);
        expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
      }
    }
    // And the month pack still comes whole afterwards.
    const pack = await fetch(`${bff.url}/api/b/${business}/export/month.zip?month=${month}`);
    expect(pack.status).toBe(200);
    expect((await pack.arrayBuffer()).byteLength).toBeGreaterThan(3 * bigReceipt.length);
    expect(bff.alive(), bff.stderr()).toBe(true);
  }, 120_000);

  it('stops a stalled month pack when its browser goes away, and says so on the event stream', async () => {
    const events = sseClient(`${bff.url}/api/events`);
    await events.ready;
    const packs = () =>
      events.messages.filter((m) => m.event === 'month-pack').map((m) => m.data as { state: string });
    // Reads the first bytes, then nothing (the pack waits on a full buffer in the middle of a receipt), then leaves.
    await new Promise<void>((resolve) => {
      const url = new URL(`/api/b/${business}/export/month.zip?month=${month}`, bff.url);
      const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search }, (res) => {
        res.once('data', () => {
          res.pause();
          setTimeout(() => req.destroy(), 800);
        });
      });
      req.on('close', () => resolve());
      req.end();
    });
    await until(() => packs().some((p) => p.state === 'abandoned'), 5_000);
    expect(packs().some((p) => p.state === 'done')).toBe(false);
    events.close();
    expect(bff.alive(), bff.stderr()).toBe(true);
  });
});
