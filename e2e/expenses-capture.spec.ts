import { expect, test } from '@playwright/test';
import { dropFiles, firstBusiness, jpegReceipt, pdfReceipt, unique } from './expenses-support';
import { expectAccessible } from './invoices-helpers';

test('three files dropped at once: two become draft cards, the .exe is refused with its reason; both save to 100 % and appear in the list', async ({
  page,
  request,
}) => {
  const business = await firstBusiness(request);
  await page.goto(`/b/${business}/expenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

  const shop = unique('Corner Shop');
  const paper = unique('Paper Co');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/expenses'))
      uploads.push(r.postDataBuffer()?.toString('latin1') ?? '');
  });
  await dropFiles(page, page.getByTestId('expense-drop-zone'), [
    { name: 'kvitas.JPG', type: 'image/jpeg', bytes: await jpegReceipt(page, shop) },
    { name: 'invoice.pdf', type: 'application/pdf', bytes: await pdfReceipt(paper, '8.40') },
    { name: 'setup.exe', type: 'application/x-msdownload', bytes: Buffer.from('MZ not a receipt') },
  ]);

  const refused = page.getByRole('article', { name: 'Refused file setup.exe' });
  await expect(refused).toContainText(
    '“setup.exe” is not an accepted file: use jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf',
  );
  const jpegCard = page.getByRole('article', { name: 'Receipt kvitas.JPG' });
  const pdfCard = page.getByRole('article', { name: 'Receipt invoice.pdf' });
  await expect(jpegCard.getByRole('img', { name: 'Preview of kvitas.JPG' })).toBeVisible();
  await expect(pdfCard.getByRole('img', { name: 'First page of invoice.pdf' })).toBeVisible();

  await expectAccessible(page);

  await jpegCard.getByLabel('Seller').fill(shop);
  await jpegCard.getByLabel('Total incl. VAT').fill('12.50');
  await jpegCard.getByLabel('VAT amount (optional)').fill('2.17');
  await pdfCard.getByLabel('Seller').fill(paper);
  await pdfCard.getByLabel('Total incl. VAT').fill('8.40');
  await pdfCard.getByLabel('Date').fill('2026-10-31');
  await pdfCard.getByLabel('Purchase invoice number (optional)').fill('PI-2026-17');
  // Saved in a row, without waiting for the first.
  await jpegCard.getByRole('button', { name: 'Save expense' }).click();
  await pdfCard.getByRole('button', { name: 'Save expense' }).click();

  for (const card of [jpegCard, pdfCard]) {
    await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(card).toContainText('100 %');
  }
  expect(uploads).toHaveLength(2);
  expect(uploads.join('')).not.toContain('setup.exe');

  const list = page.getByRole('table', { name: 'Expenses, newest first' });
  await expect(list.getByRole('row').filter({ hasText: shop })).toContainText('12.50');
  await expect(list.getByRole('row').filter({ hasText: paper })).toContainText('8.40');
  await expect(list.getByRole('row').filter({ hasText: paper })).toContainText('Oct 31, 2026');
});

test('a file over the size cap is refused before sending, with both sizes', async ({ page, request }) => {
  const business = await firstBusiness(request);
  await page.goto(`/b/${business}/expenses`);
  await dropFiles(page, page.getByTestId('expense-drop-zone'), [
    { name: 'huge-scan.pdf', type: 'application/pdf', bytes: Buffer.alloc(21 * 1024 * 1024, 0x20) },
  ]);
  await expect(page.getByRole('article', { name: 'Refused file huge-scan.pdf' })).toContainText(
    '“huge-scan.pdf” is 21 MB; files may be at most 20 MB',
  );
});

test('the receipt thumbnail loads only when asked for', async ({ page, request }) => {
  const business = await firstBusiness(request);
  const downloads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/download')) downloads.push(r.url());
  });
  await page.goto(`/b/${business}/expenses`);
  const firstRow = page.getByRole('table', { name: 'Expenses, newest first' }).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  expect(downloads).toHaveLength(0);
  await firstRow.getByRole('button', { name: /Show the receipt of/ }).click();
  await expect(firstRow.getByRole('img')).toBeVisible();
  expect(downloads).toHaveLength(1);
});

test('the progress bar follows the bytes sent on a slow link, and cancel stops the upload with nothing saved', async ({
  page,
  request,
}) => {
  const business = await firstBusiness(request);
  await page.goto(`/b/${business}/expenses`);
  // A slow uplink (256 KB/s) so a 1.5 MB upload takes several seconds and reports progress along the way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });

  const seen: number[] = [];
  await page.exposeFunction('recordProgress', (v: number) => seen.push(v));
  await page.evaluate(() => {
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        (window as unknown as { recordProgress(v: number): void }).recordProgress(
          Number(bar.getAttribute('aria-valuenow')),
        );
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
      childList: true,
    });
  });

  const slow = unique('Slow Upload');
  const cancelled = unique('Cancelled Upload');
  await dropFiles(page, page.getByTestId('expense-drop-zone'), [
    { name: 'scan-1.pdf', type: 'application/pdf', bytes: Buffer.alloc(1_500_000, 0x25) },
    { name: 'scan-2.pdf', type: 'application/pdf', bytes: Buffer.alloc(1_500_000, 0x25) },
  ]);
  const first = page.getByRole('article', { name: 'Receipt scan-1.pdf' });
  const second = page.getByRole('article', { name: 'Receipt scan-2.pdf' });
  await first.getByLabel('Seller').fill(slow);
  await first.getByLabel('Total incl. VAT').fill('1.00');
  await first.getByRole('button', { name: 'Save expense' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 30_000 });
  const between = seen.filter((v) => v > 0 && v < 100);
  expect(between.length, `progress values seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(seen).toContain(100);

  await second.getByLabel('Seller').fill(cancelled);
  await second.getByLabel('Total incl. VAT').fill('2.00');
  await second.getByRole('button', { name: 'Save expense' }).click();
  await expect(second.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
  await second.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(second.getByText('Upload cancelled; nothing was saved.')).toBeVisible();
  await expect(second.getByLabel('Seller')).toHaveValue(cancelled);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.reload();
  const table = page.getByRole('table', { name: 'Expenses, newest first' });
  await expect(table).toContainText(slow);
  await expect(table).not.toContainText(cancelled);
});
