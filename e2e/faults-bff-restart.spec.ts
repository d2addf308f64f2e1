import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startDesk, type Desk } from './business-desk';
import { dropFiles, jpegReceipt, unique } from './expenses-support';
import { connectBusiness } from './faults-support';

// Issue 7, faults: the BFF restarted during an upload — the app reports the failure, keeps the typed values and
// the file card, and the retry succeeds once the BFF is back (one expense, not two).
let desk: Desk;
test.beforeAll(async () => {
  desk = await startDesk();
});
test.afterAll(async () => {
  await desk?.close();
});

test('the BFF stops mid-upload: the card reports it, keeps its values, and its retry saves once after the restart', async ({
  page,
}) => {
  const invoices = await connectBusiness(page, desk, 'Perkrovimas, MB');
  await page.goto(invoices.replace(/\/invoices$/, '/expenses'));
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

  const seller = unique('Restart Shop');
  // A small photo can pass Chromium's throttle in one piece (its first read is not held back) and its upload end at
  // once: padding after the JPEG's end (decoders ignore it) makes the body far larger than any such piece.
  const bytes = Buffer.concat([await jpegReceipt(page, seller), randomBytes(4 * 1024 * 1024)]);
  await dropFiles(page, page.getByTestId('expense-drop-zone'), [
    { name: 'kvitas.jpg', type: 'image/jpeg', bytes },
  ]);
  const card = page.getByRole('article', { name: 'Receipt kvitas.jpg' });
  await card.getByLabel('Seller').fill(seller);
  await card.getByLabel('Total incl. VAT').fill('12.50');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const uplink = (bytesPerS: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerS,
    });
  // An uplink so slow (a minute for the file) that the upload is surely still under way when the BFF goes down,
  // however loaded the machine. Chromium's throttle notices the closed connection only as it lets the rest of the
  // body through, so the throttle is lifted once the BFF is down: the report then comes at once.
  await uplink(Math.ceil(bytes.length / 60));
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/expenses'), {
    timeout: 15_000,
  });
  await card.getByRole('button', { name: 'Save expense' }).click();
  await posted;
  await expect(card.getByRole('progressbar')).toBeVisible({ timeout: 15_000 });
  // still under way: the stop lands mid-upload, not after it
  expect(Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeLessThan(100);
  await desk.stopBff();
  await uplink(-1);

  await expect(card.getByRole('alert')).toContainText('The server cannot be reached', { timeout: 20_000 });
  await expect(card.getByLabel('Seller')).toHaveValue(seller);
  await expect(card.getByLabel('Total incl. VAT')).toHaveValue('12.50');
  await expect(card.getByRole('img', { name: 'Preview of kvitas.jpg' })).toBeVisible();

  await desk.startBff();
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole('table', { name: 'Expenses, newest first' });
  await expect(list.getByRole('row').filter({ hasText: seller })).toHaveCount(1, { timeout: 10_000 });
});
