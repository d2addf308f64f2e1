/**
 * The till's upload of a queue of phone photos on a slow line: the same queue sent as the app sends it (each photo
 * shrunk on the phone to 2,000 px, JPEG 85 %) and as the phone's originals (12 MP JPEGs). Chromium (Playwright) at
 * 390 px on the production build (`npm start`, embedded API, demo data), the line throttled with DevTools'
 * network conditions (upload Mbit/s as given, 4 Mbit/s down, 150 ms latency). Each photo goes up twice: to be read
 * (receipts/read), then saved (POST /expenses under its key), one photo at a time.
 *   npx tsx bench/till-upload.ts [photos, default 20] [upload Mbit/s, default 1.5] [shrunk,original]
 * Shrunk: the photos are picked with the till's own chooser. Originals: the same files are put into the till's
 * IndexedDB queue as they are (what a till without the shrink would keep), then the queue is woken.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { testDocuments } from '../test/fixtures/receipts/documents';
import { photograph, photoLook, renderClean } from '../test/fixtures/receipts/render';
import { launchChromium } from './lib/browser';
import { freePort, startDesk } from './lib/desk';
import { reportFigure } from './lib/figures';

const count = Number(process.argv[2] ?? 20);
const upMbit = Number(process.argv[3] ?? 1.5);
const modes = (process.argv[4] ?? 'shrunk,original').split(',') as ('shrunk' | 'original')[];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * A phone camera's file of a generated receipt photo: 3024 × 4032 (12 MP) with a sensor's grain, JPEG 90 %: about
 * 2.5 MB, as phones write them (without the grain a smooth render compresses to a tenth of that).
 */
async function phonePhotos(n: number): Promise<Buffer[]> {
  const [width, height] = [3024, 4032];
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer();
  const photos: Buffer[] = [];
  for (const [i, doc] of testDocuments(Math.ceil(n / 5))
    .slice(0, n)
    .entries()) {
    const photo = await photograph(await renderClean(doc), photoLook(i + 1));
    photos.push(
      await sharp(photo)
        .resize(width, height, { fit: 'fill' })
        .composite([{ input: grain, blend: 'overlay' }])
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return photos;
}

/**
 * Puts the files of a file input straight into the till's queue (its IndexedDB store, its record's shape), then tells
 * the page's queue (its broadcast channel) and wakes it (the online event). A string: tsx would wrap functions for
 * the page in helpers it does not have.
 */
const keepOriginals = (business: string, note: string) => `(async () => {
  const files = [...document.getElementById('bench-files').files];
  const db = await new Promise((ok, fail) => { const r = indexedDB.open('invoice-desk-till', 1); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
  const tx = db.transaction('captures', 'readwrite');
  files.forEach((file, i) => tx.objectStore('captures').put({ id: crypto.randomUUID(), business: ${JSON.stringify(business)},
    note: ${JSON.stringify(note)} + ' ' + i, at: Date.now() + i, photo: file, name: file.name, state: 'waiting', attempts: 0, nextAt: 0 }));
  await new Promise((ok) => (tx.oncomplete = ok));
  new BroadcastChannel('invoice-desk-till').postMessage('changed');
  setTimeout(() => dispatchEvent(new Event('online')), 200);
})()`;

/** Counts the bytes of every file the page uploads (DevTools reports no body size for a FormData of blobs). */
const countUploads = `(() => {
  window.__uploaded = 0;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    if (body instanceof FormData) for (const [, v] of body) window.__uploaded += v instanceof Blob ? v.size : String(v).length;
    return send.call(this, body);
  };
})()`;

async function run(page: Page, url: string, mode: 'shrunk' | 'original', photos: string[]) {
  await page.addInitScript({ content: countUploads });
  const cdp = await page.context().newCDPSession(page);
  page.on('pageerror', (e) => console.log(`  page error: ${e.message}`));
  await page.goto(`${url}/capture`);
  await page.getByRole('heading', { level: 1, name: 'Capture receipt' }).waitFor({ timeout: 120_000 });
  const business = await page.getByLabel('Business').inputValue();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 4e6 / 8,
    uploadThroughput: (upMbit * 1e6) / 8,
  });
  const loadBefore = load();
  const started = Date.now();
  let keptAt = started;
  if (mode === 'shrunk') {
    const chooser = page.getByLabel('Choose a photo or PDF');
    await chooser.setInputFiles(photos);
    // The chooser is disabled while the photos are shrunk and kept (a second or so each here).
    await page
      .waitForFunction(`document.querySelector('input[multiple]').disabled`, undefined, { timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForFunction(`!document.querySelector('input[multiple]').disabled`, undefined, {
      timeout: 600_000,
    });
    keptAt = Date.now();
  } else {
    await page.evaluate(
      `document.body.insertAdjacentHTML('beforeend', '<input type="file" multiple id="bench-files" hidden>')`,
    );
    await page.setInputFiles('#bench-files', photos);
    await page.evaluate(keepOriginals(business, `bench ${mode}`));
    await page.getByTestId('till-waiting').waitFor();
  }
  await page.getByTestId('till-waiting').waitFor({ state: 'detached', timeout: 3_600_000 });
  const sent = Number(await page.evaluate('window.__uploaded'));
  const seconds = (Date.now() - started) / 1000;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return { seconds, keptS: (keptAt - started) / 1000, sent, load: `${loadBefore} → ${load()}` };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-till-upload-'));
const desk = await startDesk(dir, await freePort());
try {
  // On disk, handed to the browser by path: 46 MB passed as bytes over Playwright's pipe took longer than its timeout.
  const photos = await phonePhotos(count);
  const originalBytes = photos.reduce((n, p) => n + p.length, 0);
  mkdirSync(join(dir, 'photos'));
  const files = photos.map((photo, i) => {
    const file = join(dir, 'photos', `IMG_${1000 + i}.jpg`);
    writeFileSync(file, photo);
    return file;
  });
  console.log(
    `${count} phone photos, ${mb(originalBytes)} MB as taken; upload ${upMbit} Mbit/s, download 4 Mbit/s, 150 ms`,
  );
  for (const mode of modes) {
    // A browser of its own for each (nothing of one run's worker, storage or connections in the other's), and
    // bypassCSP: the bench's own waits are evaluated in the page, which the app's CSP forbids.
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const r = await run(await context.newPage(), desk.url, mode, files);
    await browser.close();
    console.log(
      `${mode.padEnd(8)} all ${count} saved in ${r.seconds.toFixed(0)} s` +
        `${mode === 'shrunk' ? ` (all kept on the phone after ${r.keptS.toFixed(1)} s)` : ''}, ` +
        `${mb(r.sent)} MB sent (read + save); load average ${r.load}`,
    );
    reportFigure({
      figure: `Till: ${count} photos saved over ${upMbit} Mbit/s up, ${mode === 'shrunk' ? 'shrunk on the phone' : 'originals (12 MP)'}`,
      measured: `${r.seconds.toFixed(0)} s, ${mb(r.sent)} MB sent`,
      target: 'report only',
      method:
        'bench/till-upload.ts: Playwright Chromium 390 px, npm start build, DevTools throttling, read + save per photo, one at a time',
    });
  }
} finally {
  await desk.stop();
  rmSync(dir, { recursive: true, force: true });
}
