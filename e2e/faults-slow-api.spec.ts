import { expect, test } from '@playwright/test';
import type { Desk } from './business-desk';
import type { FaultProxy } from './fault-proxy';
import { connectBusiness, startFaultDesk } from './faults-support';

// Issue 7, faults: with the API's answers held back, the app shows progress and stays responsive meanwhile. The
// answers are held until the checks are done (not a fixed delay), so however loaded the machine, they all happen
// while the first answer is pending.
let desk: Desk;
let proxy: FaultProxy;
test.beforeAll(async () => {
  ({ desk, proxy } = await startFaultDesk());
});
test.afterAll(async () => {
  await desk?.close();
  await proxy?.close();
});

test('a slow API: loading states show while the answer is pending, navigation works meanwhile, the data arrives', async ({
  page,
}) => {
  const list = await connectBusiness(page, desk, 'Lėtas Atsakymas, MB');
  await proxy.set('held');
  await page.goto(list);
  const loadingInvoices = page.getByRole('status').filter({ hasText: 'Loading invoices…' });
  await expect(loadingInvoices).toBeVisible();

  const sections = page.getByRole('navigation', { name: 'Sections' });
  await sections.getByRole('link', { name: 'Expenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading expenses…' })).toBeVisible();
  await sections.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(loadingInvoices).toBeVisible(); // still waiting: nothing has been answered yet

  await proxy.set('pass');
  await expect(page.getByText('No invoices yet')).toBeVisible({ timeout: 15_000 });
  await expect(loadingInvoices).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0); // slow is not an error
});
