import { expect, test } from '@playwright/test';
import { dropFiles, firstBusiness, jpegReceipt, pdfReceipt } from './expenses-support';
import { docPicture } from './pictures';

/**
 * The README's pictures of the expenses screens, at desktop and phone widths (docs/screens/). The file name sorts
 * before the other expenses specs, so the pictures show the demo data rather than test rows.
 */
for (const width of [1280, 390]) {
  test(`expenses screens at ${width} px`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const business = await firstBusiness(request);
    await page.goto(`/b/${business}/expenses`);
    const table = page.getByRole('table', { name: 'Expenses, newest first' });
    await expect(table).toBeVisible();
    await docPicture(page, `expense-list-${width}`);

    await dropFiles(page, page.getByTestId('expense-drop-zone'), [
      {
        name: 'coffee-receipt.jpg',
        type: 'image/jpeg',
        bytes: await jpegReceipt(page, 'Kavinė Žalia Arbata'),
      },
      {
        name: 'office-supplies.pdf',
        type: 'application/pdf',
        bytes: await pdfReceipt('Biuro Prekės', '23.80'),
      },
      { name: 'installer.exe', type: 'application/x-msdownload', bytes: Buffer.from('MZ') },
    ]);
    const card = page.getByRole('article', { name: 'Receipt coffee-receipt.jpg' });
    await card.getByLabel('Seller').fill('Kavinė Žalia Arbata');
    await card.getByLabel('Total incl. VAT').fill('6.40');
    await expect(page.getByRole('img', { name: 'First page of office-supplies.pdf' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await docPicture(page, `expense-capture-${width}`, { fullPage: true });
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const created = await request.post(`/api/b/${business}/expenses`, {
      headers: { Origin: baseURL! },
      multipart: {
        seller: 'Circle K Lietuva',
        total: '64.90',
        currency: 'EUR',
        date: '2026-11-10',
        vat: '11.26',
        invoice_number: 'CK-0042',
        file: {
          name: 'fuel.pdf',
          mimeType: 'application/pdf',
          buffer: await pdfReceipt('Circle K Lietuva', '64.90'),
        },
      },
    });
    const { data } = (await created.json()) as { data: { id: string } };
    await page.goto(`/b/${business}/expenses/${data.id}`);
    await page.getByRole('button', { name: /Show the receipt of/ }).click();
    await expect(page.getByRole('img', { name: /Preview of|First page of/ })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await docPicture(page, `expense-detail-${width}`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Leave the shared list as it was.
    await request.delete(`/api/b/${business}/expenses/${data.id}`, { headers: { Origin: baseURL! } });
  });
}
