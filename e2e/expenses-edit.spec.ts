import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { dropFiles, firstBusiness, pdfReceipt, unique } from './expenses-support';
import { expectAccessible } from './invoices-helpers';

/** Creates an expense through the BFF (as the app does), so the BFF remembers its VAT and number. */
async function createExpense(request: APIRequestContext, baseURL: string, business: string, seller: string) {
  const res = await request.post(`/api/b/${business}/expenses`, {
    headers: { Origin: baseURL },
    multipart: {
      seller,
      total: '45.00',
      currency: 'EUR',
      date: '2026-11-03',
      vat: '7.81',
      invoice_number: 'AB-991',
      file: { name: 'first.pdf', mimeType: 'application/pdf', buffer: await pdfReceipt(seller, '45.00') },
    },
  });
  expect(res.status()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('edit every field, replace only the file, download it byte-identical under its UTF-8 name, then delete', async ({
  page,
  request,
  baseURL,
}) => {
  const business = await firstBusiness(request);
  const seller = unique('Hardware Store');
  const id = await createExpense(request, baseURL!, business, seller);

  await page.goto(`/b/${business}/expenses/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Expense from ${seller}` })).toBeVisible();
  // The two write-only fields come back from what the BFF remembers.
  await expect(page.getByLabel('VAT amount (optional)')).toHaveValue('7.81');
  await expect(page.getByLabel('Purchase invoice number (optional)')).toHaveValue('AB-991');
  await expect(page.getByLabel('Total incl. VAT')).toHaveValue('45.00');

  await expectAccessible(page);

  const renamed = `${seller} Ltd`;
  await page.getByLabel('Seller').fill(renamed);
  await page.getByLabel('Total incl. VAT').fill('47.30');
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByLabel('Date').fill('2026-11-04');
  await page.getByLabel('VAT amount (optional)').fill('8.21');
  await page.getByLabel('Purchase invoice number (optional)').fill('AB-992');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Seller')).toHaveValue(renamed);
  await expect(page.getByLabel('Total incl. VAT')).toHaveValue('47.30');
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expect(page.getByLabel('Date')).toHaveValue('2026-11-04');
  await expect(page.getByLabel('VAT amount (optional)')).toHaveValue('8.21');
  await expect(page.getByLabel('Purchase invoice number (optional)')).toHaveValue('AB-992');

  // A bad value is refused on the field, and nothing is sent.
  await page.getByLabel('Total incl. VAT').fill('12,5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Enter the total incl\. VAT as a number/)).toBeVisible();
  await page.reload();

  // Replace only the file: every other field stays.
  const name = 'Sąskaita už kavą – Šiauliai №7.pdf';
  const bytes = await pdfReceipt('Kavinė Žalia Arbata', '3.20');
  await dropFiles(page, page.getByTestId('replace-receipt-zone'), [{ name, type: 'application/pdf', bytes }]);
  await expect(
    page.getByRole('status').filter({ hasText: `Receipt replaced with “${name}”.` }),
  ).toBeVisible();
  const after = await (await request.get(`/api/b/${business}/expenses/${id}`)).json();
  expect(after.data).toMatchObject({ seller: renamed, total: 47.3, currency: 'USD', date: '2026-11-04' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const saved = await readFile((await download.path())!);
  expect(saved.equals(bytes)).toBe(true);

  // Delete, with a confirm that can be cancelled.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this expense?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByLabel('Seller')).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this expense?' })
    .getByRole('button', { name: 'Delete the expense' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/b/${business}/expenses$`));
  await expect(page.getByRole('table', { name: 'Expenses, newest first' })).not.toContainText(renamed);
  expect((await request.get(`/api/b/${business}/expenses/${id}`)).status()).toBe(404);
});

test('a replacement file that is not allowed is refused on the detail page and the old receipt stays', async ({
  page,
  request,
  baseURL,
}) => {
  const business = await firstBusiness(request);
  const seller = unique('Bookshop');
  const id = await createExpense(request, baseURL!, business, seller);
  await page.goto(`/b/${business}/expenses/${id}`);
  await dropFiles(page, page.getByTestId('replace-receipt-zone'), [
    { name: 'macro.docm', type: 'application/octet-stream', bytes: Buffer.from('x') },
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: '“macro.docm” is not an accepted file' }),
  ).toBeVisible();
  const res = await request.get(`/api/b/${business}/expenses/${id}/download`);
  expect(res.headers()['content-disposition']).toContain('first.pdf');
});

test('an expense recorded elsewhere says its VAT and number are unknown and will be cleared', async ({
  page,
  request,
}) => {
  const business = await firstBusiness(request);
  // The demo seed records its expenses on the API directly, so the BFF has nothing remembered for them.
  // The oldest expense (last row of the last page) is one of them.
  type Page = { data: { id: string }[]; meta: { last_page: number } };
  const first = (await (await request.get(`/api/b/${business}/expenses`)).json()) as Page;
  const last = (await (
    await request.get(`/api/b/${business}/expenses?page=${first.meta.last_page}`)
  ).json()) as Page;
  const elsewhere = last.data.at(-1)!;
  const detail = (await (await request.get(`/api/b/${business}/expenses/${elsewhere.id}`)).json()) as {
    remembered: unknown;
  };
  expect(detail.remembered).toBeNull();
  await page.goto(`/b/${business}/expenses/${elsewhere.id}`);
  await expect(page.getByText('its VAT amount and purchase invoice number are unknown here')).toBeVisible();
  await expect(page.getByLabel('VAT amount (optional)')).toHaveValue('');
});

test('live events: a change made elsewhere shows up in the open detail page and the list without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const business = await firstBusiness(request);
  const seller = unique('Live Market');
  const id = await createExpense(request, baseURL!, business, seller);
  // The change below must come after the page listens for live events, or nothing would tell it.
  const listening = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto(`/b/${business}/expenses/${id}`);
  await expect(page.getByLabel('Seller')).toHaveValue(seller);
  await listening;

  // Another client (here: the test's own request context) changes it through the BFF; the API's webhook comes back over SSE.
  const changed = `${seller} (moved)`;
  const put = await request.put(`/api/b/${business}/expenses/${id}`, {
    headers: { Origin: baseURL! },
    multipart: { seller: changed, total: '46.00', currency: 'EUR', date: '2026-11-05' },
  });
  expect(put.status()).toBeLessThan(300);
  await expect(page.getByLabel('Seller')).toHaveValue(changed, { timeout: 15_000 });
  await expect(page.getByLabel('Total incl. VAT')).toHaveValue('46.00');

  await page.getByRole('link', { name: '← All expenses' }).click();
  const table = page.getByRole('table', { name: 'Expenses, newest first' });
  await expect(table).toContainText(changed);
  const another = unique('Live Kiosk');
  await createExpense(request, baseURL!, business, another);
  await expect(table).toContainText(another, { timeout: 15_000 });
});
