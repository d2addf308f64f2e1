import { expect, test } from '@playwright/test';
import type { Desk } from './business-desk';
import type { FaultProxy } from './fault-proxy';
import { connectBusiness, startFaultDesk } from './faults-support';

// Issue 7, faults: with every API answer 5 s late, the app shows progress and stays responsive meanwhile.
let desk: Desk;
let proxy: FaultProxy;
test.beforeAll(async () => {
  ({ desk, proxy } = await startFaultDesk());
});
test.afterAll(async () => {
  await desk?.close();
  await proxy?.close();
});

test('a 5 s API: loading states show at once, navigation works while waiting, the data arrives', async ({ page }) => {
  const list = await connectBusiness(page, desk, 'Lėtas Atsakymas, MB');
  await proxy.set('slow');
  const started = Date.now();
  await page.goto(list);
  const loadingInvoices = page.getByRole('status').filter({ hasText: 'Loading invoices…' });
  // "at once" here means well inside the 5 s the API takes
  await expect(loadingInvoices).toBeVisible({ timeout: 2_000 });

  const sections = page.getByRole('navigation', { name: 'Sections' });
  await sections.getByRole('link', { name: 'Expenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading expenses…' })).toBeVisible({ timeout: 2_000 });
  await sections.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - started).toBeLessThan(5_000); // all of the above happened while the first answer was pending

  await expect(page.getByText('No invoices yet')).toBeVisible({ timeout: 15_000 });
  await expect(loadingInvoices).toHaveCount(0);
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500); // the answer really was slow
  await expect(page.getByRole('alert')).toHaveCount(0); // slow is not an error
});
