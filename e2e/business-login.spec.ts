import { expect, test } from '@playwright/test';
import { startDesk, type Desk } from './business-desk';
import { expectAccessible } from './invoices-helpers';

let desk: Desk;
test.beforeAll(async () => {
  desk = await startDesk({ password: 'correct horse battery staple' });
});
test.afterAll(async () => {
  await desk?.close();
});

test('with a password set, the app asks for it, refuses a wrong one, then goes where it was headed', async ({
  page,
}) => {
  await page.goto(`${desk.url}/connect`);
  await expect(page).toHaveURL(/\/login\?next=%2Fconnect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong password.')).toBeVisible();

  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${desk.url}/connect`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect a business' })).toBeVisible();
});
