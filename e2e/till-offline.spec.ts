import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  expect,
  type LaunchOptions,
  type Page,
  test,
} from '@playwright/test';
import sharp from 'sharp';
import { testDocuments } from '../test/fixtures/receipts/documents';
import { photograph, photoLook, renderClean } from '../test/fixtures/receipts/render';
import { firstBusiness, unique } from './expenses-support';
import { atWidths } from './pictures';

/**
 * The installed app at the till (issue 45): installable, opens offline on the capture screen from its service
 * worker, keeps photos taken offline across a closed app, and sends them once the line is back: each exactly once,
 * even when an upload is cut off after the desk made its expense. On a phone's width, with a persistent profile (the
 * service worker and IndexedDB live in it, as on a phone).
 */
test.setTimeout(300_000);

const phone = { width: 390, height: 844 };
const receipts = testDocuments(1)
  .filter((d) => d.layout === 'receipt')
  .slice(0, 3);

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
};

type Launch = { profile: string; baseURL: string; launchOptions: LaunchOptions };

async function openApp(
  { profile, baseURL, launchOptions }: Launch,
  offline: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    // The full Chromium, not the suite's headless shell: the shell answers the installability check below with no
    // errors whatever the page (even one without a manifest), so there that check could not fail.
    executablePath: '/usr/bin/chromium',
    baseURL,
    viewport: phone,
    offline,
    // The suite blocks service workers (playwright.config.ts), and its options reach this context too: the till's
    // whole point is its worker.
    serviceWorkers: 'allow',
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** What the BFF lists for the business with this marker in the seller (its own list, asked of the API afresh). */
async function expensesMarked(request: APIRequestContext, business: string, marker: string) {
  const res = await request.get(`/api/b/${business}/expenses?refresh=1`);
  const { data } = (await res.json()) as { data: { id: string; seller: string; total: number }[] };
  return data.filter((e) => e.seller.includes(marker));
}

test('the installed till opens offline, keeps three photos across a closed app, and sends each exactly once', async ({
  request,
  baseURL,
  launchOptions,
}) => {
  const business = await firstBusiness(request);
  const marker = unique('till');
  const app: Launch = {
    profile: mkdtempSync(join(tmpdir(), 'desk-till-profile-')),
    baseURL: baseURL!,
    launchOptions,
  };
  let { context, page } = await openApp(app, false);
  try {
    // The till is reached from the expenses screen (and the menu, below).
    await page.goto(`/b/${business}/expenses`);
    await page.getByRole('main').getByRole('link', { name: 'Capture receipt' }).click();
    await expect(page).toHaveURL(/\/capture$/);
    // Installable: the manifest is linked, says what an installed app needs, and its icons are there at their sizes.
    await expect(page.getByRole('heading', { level: 1, name: 'Capture receipt' })).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestAnswer = await request.get(href!);
    expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestAnswer.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Invoice Desk',
      short_name: 'Invoice Desk',
      start_url: '/capture',
      scope: '/',
      display: 'standalone',
      theme_color: '#115e59',
    });
    for (const size of [192, 512])
      expect(manifest.icons.some((i) => i.sizes === `${size}x${size}`)).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const { width, height } = await sharp(await png.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // The service worker installs (precaching the app) and takes the page over.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chromium's own installability check (Lighthouse 12 has no PWA audits any more): nothing missing.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await expect(page.getByLabel('Business')).toHaveValue(business); // the businesses are remembered on the phone now

    // Offline, a reload is answered by the worker with the app's shell, and the till opens.
    const shell = await (await request.get('/index.html')).text();
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    expect(await reloaded?.text()).toBe(shell);
    await expect(page.getByRole('heading', { level: 1, name: 'Capture receipt' })).toBeVisible();
    // What is not the app's own page is never answered with the shell: the API, the webhooks, the health check.
    for (const path of ['/api/businesses', '/webhooks/x', '/healthz']) {
      const other = await context.newPage();
      await expect(other.goto(path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await other.close();
    }

    // Three photos taken offline: kept on the phone, counted.
    for (const [i, doc] of receipts.entries()) {
      await page.getByLabel('Note (optional)').fill(`${marker} ${i + 1}`);
      const photo = await photograph(await renderClean(doc), photoLook(i + 1));
      await page
        .getByLabel('Take a photo')
        .setInputFiles({ name: `receipt-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByTestId('till-waiting')).toHaveText(String(i + 1));
    }
    await expect(page.getByRole('article', { name: /^Receipt taken/ })).toHaveCount(3);
    await expect(page.getByRole('article').first()).toContainText(
      /Not sent yet: The server cannot be reached.* Next try at/,
    );
    await atWidths(page, 'till-offline', {
      doc: true,
      ready: () => expect(page.getByTestId('till-waiting')).toHaveText('3'),
    });

    // The app closed and opened again (still offline): the three are still there.
    await context.close();
    ({ context, page } = await openApp(app, true));
    await page.goto('/capture');
    await expect(page.getByTestId('till-waiting')).toHaveText('3');
    await expect(page.getByText('Offline: receipts are kept on this phone')).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Waiting for a connection');
    expect(await expensesMarked(request, business, marker)).toEqual([]);
    // The menu of a business's pages leads to the till and counts what waits (the app's shell, still offline).
    await page.goto(`/b/${business}/expenses`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /Capture receipt/ });
    await expect(nav).toHaveAccessibleName('Capture receipt 3 waiting');
    await nav.click();
    await expect(page.getByTestId('till-waiting')).toHaveText('3');

    // Back online. The first save is cut off after the desk made the expense: its retry must not make a second one.
    let cut = false;
    const saves: string[] = [];
    await context.route(`**/api/b/${business}/expenses`, async (route) => {
      saves.push(route.request().headers()['idempotency-key'] ?? '');
      if (cut) return route.continue();
      cut = true;
      await route.fetch(); // the desk answers: it made the expense
      await route.abort('connectionreset'); // but the phone never hears it
    });
    await context.setOffline(false);
    // Chromium's emulation does not always tell a page its worker controls that the line is back (navigator.onLine
    // stayed true offline after the worker's reload above): the event the phone would fire, in case it did not come.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect(page.getByTestId('till-waiting')).toBeHidden({ timeout: 180_000 });
    const made = await expensesMarked(request, business, marker);
    expect(made).toHaveLength(3);
    expect(saves.length).toBeGreaterThan(3); // the cut one was sent again
    expect(new Set(saves).size).toBe(3); // under its own key each time
    // read off the photos: each expense has its receipt's total
    const byAmount = (a: number, b: number) => a - b;
    expect(made.map((e) => e.total).sort(byAmount)).toEqual(
      receipts.map((d) => d.truth.total!).sort(byAmount),
    );
    const saved = page.getByRole('region', { name: 'Last saved' });
    await expect(saved).toContainText(marker);
    await atWidths(page, 'till-saved', { doc: true, ready: () => expect(saved).toBeVisible() });
  } finally {
    await context.close();
    rmSync(app.profile, { recursive: true, force: true });
  }
});
