import { expect, test } from '@playwright/test';
import type { Desk } from './business-desk';
import type { FaultProxy } from './fault-proxy';
import { connectBusiness, startFaultDesk } from './faults-support';

// Issue 7, faults: the API unreachable (connections refused), then back — a clear offline state, and the app
// recovers by itself, without a reload.
let desk: Desk;
let proxy: FaultProxy;
test.beforeAll(async () => {
  ({ desk, proxy } = await startFaultDesk());
});
test.afterAll(async () => {
  await desk?.close();
  await proxy?.close();
});

test('the API refuses connections: an offline banner shows; once it is back the page fills in without a reload', async ({
  page,
}) => {
  const list = await connectBusiness(page, desk, 'Be Ryšio, MB');
  await page.goto(list);
  await expect(page.getByText('No invoices yet')).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: /Can.t reach the invoicing service/ });
  await expect(banner).toHaveCount(0);
  // A reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { faultMark: 'same page' }));

  await proxy.set('refuse');
  // A read the BFF has not kept, so it must reach the API.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Expenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  // the banner at the first failed attempt; the page's own error once the retries (1 + 2 + 4 s) gave up
  await expect(banner).toBeVisible({ timeout: 5_000 });
  const pageErrors = page.getByRole('main').getByRole('alert');
  await expect(
    pageErrors.filter({ hasText: 'The invoicing service cannot be reached right now.' }).first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  // the app itself still works while offline
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Expenses' }).click();
  await expect(banner).toBeVisible();

  await proxy.set('pass');
  await expect(page.getByText('No expenses yet')).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  await expect(pageErrors).toHaveCount(0);
  expect(await page.evaluate(() => (window as { faultMark?: string }).faultMark)).toBe('same page');
});
