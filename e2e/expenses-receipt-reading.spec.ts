import { expect, test } from '@playwright/test';
import { testDocuments } from '../test/fixtures/receipts/documents';
import { photograph, photoLook, renderClean } from '../test/fixtures/receipts/render';
import { dropFiles, firstBusiness, unique } from './expenses-support';
import { docPicture } from './pictures';

// A Lithuanian till receipt, rendered with its true values and photographed (turned, blurred, lit unevenly).
const doc = testDocuments(1).find((d) => d.language === 'lt')!;
const photo = async () => photograph(await renderClean(doc), photoLook(1));

test('a dropped receipt photo is read: fields prefilled and marked, one corrected, one confirmed, saved by the person', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const business = await firstBusiness(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/b/${business}/expenses`);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/expenses')) saves.push(r.url());
  });
  await dropFiles(page, page.getByTestId('expense-drop-zone'), [
    { name: 'kvitas.jpg', type: 'image/jpeg', bytes: await photo() },
  ]);

  const card = page.getByRole('article', { name: 'Receipt kvitas.jpg' });
  await expect(card.getByRole('status').filter({ hasText: 'Reading…' })).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: 'Read from the receipt' })).toBeVisible({
    timeout: 90_000,
  });

  const total = card.getByLabel('Total incl. VAT');
  await expect(total).toHaveValue(doc.truth.total!.toFixed(2));
  await expect(total).toHaveAccessibleDescription(/Read from the receipt/);
  await expect(card.getByLabel('Date')).toHaveValue(doc.truth.date!);
  await expect(card.getByLabel('VAT amount (optional)')).toHaveValue(doc.truth.vat!.toFixed(2));
  await expect(card.getByLabel('Purchase invoice number (optional)')).toHaveValue(doc.truth.invoice_number!);
  const seller = card.getByLabel('Seller');
  await expect(seller).toHaveValue(doc.truth.seller!);
  await expect(seller).toHaveAccessibleDescription(/Read from the receipt/);
  expect(saves).toEqual([]); // read, not saved
  await docPicture(page, 'receipt-reading-1280', { fullPage: true });

  // the person corrects the seller (its mark goes) and confirms the date (its mark goes too)
  const corrected = unique('UAB "Kavos taškas"');
  await seller.fill(corrected);
  await seller.blur();
  await expect(seller).not.toHaveAccessibleDescription(/Read from the receipt/);
  const date = card.getByLabel('Date');
  await expect(date).toHaveAccessibleDescription(/Read from the receipt/);
  await card
    .getByRole('group')
    .locator('div')
    .filter({ has: page.getByLabel('Date') })
    .getByRole('button', { name: 'Looks right' })
    .click();
  await expect(date).not.toHaveAccessibleDescription(/Read from the receipt/);

  await card.getByRole('button', { name: 'Save expense' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 20_000 });
  await expect(card).not.toContainText('Nothing is saved until you save');
  expect(saves).toHaveLength(1);
  const row = page
    .getByRole('table', { name: 'Expenses, newest first' })
    .getByRole('row')
    .filter({ hasText: corrected });
  await expect(row).toContainText(doc.truth.total!.toFixed(2));
});

test('on a phone: the photo stays beside the fields and zooms full screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const business = await firstBusiness(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/b/${business}/expenses`);
  await dropFiles(page, page.getByTestId('expense-drop-zone'), [
    { name: 'kvitas.jpg', type: 'image/jpeg', bytes: await photo() },
  ]);
  const card = page.getByRole('article', { name: 'Receipt kvitas.jpg' });
  await expect(card.getByRole('status').filter({ hasText: 'Read from the receipt' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(card.getByRole('img', { name: 'Preview of kvitas.jpg' })).toBeVisible();
  // scrolled down to the last field, the photo is still pinned in view above it
  await card.getByLabel('Purchase invoice number (optional)').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect(card.getByRole('img', { name: 'Preview of kvitas.jpg' })).toBeInViewport();
  await docPicture(page, 'receipt-reading-390');
  await card.getByRole('button', { name: 'Zoom into kvitas.jpg' }).click();
  const zoomed = page.getByRole('dialog', { name: 'kvitas.jpg, zoomed' });
  await expect(zoomed.getByRole('img', { name: 'Receipt kvitas.jpg' })).toBeVisible();
  await zoomed.getByRole('button', { name: 'Close' }).click();
  await expect(zoomed).toBeHidden();
});
