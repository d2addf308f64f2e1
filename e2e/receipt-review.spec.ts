import { expect, test } from '@playwright/test';
import { testDocuments } from '../test/fixtures/receipts/documents';
import { photograph, photoLook, renderClean, textPdf } from '../test/fixtures/receipts/render';
import { dropFiles } from './expenses-support';
import { expectAccessible, ownBusiness } from './invoices-helpers';
import { picture } from './pictures';

// A Lithuanian till receipt (comma decimals) photographed on a table, small enough to read in a second or two.
const doc = testDocuments(1).find((d) => d.language === 'lt' && d.layout === 'receipt')!;
const truth = {
  total: doc.truth.total!.toFixed(2),
  printed: doc.truth.total!.toFixed(2).replace('.', ','),
  seller: doc.truth.seller!,
};

test('reviewing a read receipt: sources on the photo, a word clicked into the focused field, saved', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const biz = await ownBusiness(playwright.request, baseURL!, 'Receipt review');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/b/${biz.id}/expenses`);
    const photo = await photograph(await renderClean(doc), { ...photoLook(1), long: 1400 });
    await dropFiles(page, page.getByTestId('expense-drop-zone'), [
      { name: 'review.jpg', type: 'image/jpeg', bytes: photo },
    ]);
    const card = page.getByRole('article', { name: 'Receipt review.jpg' });
    await expect(card.getByRole('status').filter({ hasText: 'Read from the receipt' })).toBeVisible({
      timeout: 90_000,
    });

    // prefilled, and each field's source outlined on the photo
    const total = card.getByLabel('Total incl. VAT');
    await expect(total).toHaveValue(truth.total);
    await expect(card.getByLabel('Seller')).toHaveValue(truth.seller);
    const words = card.getByRole('toolbar', { name: 'Words read on the receipt' });
    const totalWord = words.getByRole('button', { name: truth.printed, exact: true });
    await expect(totalWord).toHaveAccessibleDescription('read as Total incl. VAT');

    // focusing the total lights its source, over the word it was read from
    await total.focus();
    const lit = card.locator('[data-source="total"][data-lit]');
    await expect(lit).toBeVisible();
    const [a, b] = [(await lit.boundingBox())!, (await totalWord.boundingBox())!];
    expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)).toBeLessThan(4);
    await expect(
      card.getByText('Click a word on the receipt to put it into “Total incl. VAT”.'),
    ).toBeVisible();
    await expectAccessible(page);
    await picture(page, 'review/receipt-review-1280', { fullPage: true });

    // the person empties the total and clicks the printed "29,08": the field takes it as an amount
    await total.fill('');
    await totalWord.click();
    await expect(total).toHaveValue(truth.total);
    await expect(total).toBeFocused();
    await expect(
      card.getByRole('status').filter({ hasText: `Total incl. VAT: “${truth.total}”.` }),
    ).toBeVisible();

    // the seller built again from its words, clicked one after another
    const seller = card.getByLabel('Seller');
    await seller.fill('');
    for (const w of await words.getByRole('button', { description: 'read as Seller' }).all()) await w.click();
    await expect(seller).toHaveValue(truth.seller);

    // on a phone: the photo above the fields, nothing scrolls sideways
    await page.setViewportSize({ width: 390, height: 844 });
    await total.focus();
    await expect(lit).toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await picture(page, 'review/receipt-review-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: 'Save expense' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 20_000 });
    const row = page
      .getByRole('table', { name: 'Expenses, newest first' })
      .getByRole('row')
      .filter({ hasText: truth.seller });
    await expect(row).toContainText(truth.total);
  } finally {
    await biz.close();
  }
});

test('a text PDF’s words lie on its first page: the invoice number clicked into its field', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const en = testDocuments(1).find((d) => d.language === 'en' && d.layout === 'receipt')!;
  const biz = await ownBusiness(playwright.request, baseURL!, 'Receipt review PDF');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/b/${biz.id}/expenses`);
    await dropFiles(page, page.getByTestId('expense-drop-zone'), [
      { name: 'receipt.pdf', type: 'application/pdf', bytes: await textPdf(en) },
    ]);
    const card = page.getByRole('article', { name: 'Receipt receipt.pdf' });
    await expect(card.getByRole('status').filter({ hasText: 'Read from the receipt' })).toBeVisible({
      timeout: 30_000,
    });
    const page1 = card.getByRole('img', { name: 'First page of receipt.pdf' });
    await expect(page1).toBeVisible();
    const number = card.getByLabel('Purchase invoice number (optional)');
    await expect(number).toHaveValue(en.truth.invoice_number!);
    const word = card
      .getByRole('toolbar')
      .getByRole('button', { description: 'read as Purchase invoice number (optional)' });
    const [box, sheet] = [(await word.boundingBox())!, (await page1.boundingBox())!];
    expect(box.x).toBeGreaterThan(sheet.x);
    expect(box.y + box.height).toBeLessThan(sheet.y + sheet.height / 2); // a till roll printed at the top of an A4 page
    await number.fill('');
    await word.click();
    await expect(number).toHaveValue(en.truth.invoice_number!);
    await picture(page, 'review/receipt-review-pdf-1280');
  } finally {
    await biz.close();
  }
});
