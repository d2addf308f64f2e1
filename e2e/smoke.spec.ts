import { expect, test } from '@playwright/test';

test('the built app loads and shows its shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Invoice Desk')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
