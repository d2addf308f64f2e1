import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, ownBusiness, sameOrigin } from './invoices-helpers';
import { pdfReceipt } from './expenses-support';
import { atWidths } from './pictures';

// Issue 12 in the browser, expenses: search by seller or amount, currency and date filters, sort, in the URL.
async function createExpense(
  request: APIRequestContext,
  baseURL: string,
  business: string,
  seller: string,
  total: string,
  currency: string,
  date: string,
) {
  const res = await request.post(`/api/b/${business}/expenses`, {
    headers: sameOrigin(baseURL),
    multipart: {
      seller,
      total,
      currency,
      date,
      file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: await pdfReceipt(seller, total) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const rows = (page: Page) => page.locator('tbody tr');

test('expenses: search by seller or amount, filter by currency and dates, sort; the URL holds it all', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const biz = await ownBusiness(playwright.request, baseURL!, 'Expense search');
  try {
    await createExpense(request, baseURL!, biz.id, 'Žalias Turgus', '12.40', 'EUR', '2026-03-02');
    await createExpense(request, baseURL!, biz.id, 'Hardware Store', '1234.56', 'EUR', '2026-04-15');
    await createExpense(request, baseURL!, biz.id, 'Airline Tickets', '310.00', 'USD', '2026-05-20');
    const list = `/b/${biz.id}/expenses`;
    await page.goto(list);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('table', { name: 'Expenses, newest first' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Up to date · / })).toBeVisible({
      timeout: 30_000,
    });

    const search = page.getByRole('searchbox', { name: 'Search expenses' });
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type('zalias');
    await expect(page).toHaveURL(`${list}?q=zalias`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Žalias Turgus');
    await expect(page.getByRole('status').filter({ hasText: 'Found 1 of 3 expenses' })).toBeVisible();

    await search.fill('1234.56');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Hardware Store');

    await search.fill('');
    await page.getByLabel('Currency').focus();
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('From').fill('2026-04-01');
    await expect(page).toHaveURL(`${list}?currency=EUR&from=2026-04-01`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Hardware Store');
    await page.reload();
    await expect(page.getByLabel('From')).toHaveValue('2026-04-01');
    await expect(rows(page)).toHaveCount(1);

    await page.goto(list);
    const total = page.getByRole('columnheader', { name: 'Total' });
    await total.getByRole('button').click();
    await expect(page).toHaveURL(`${list}?sort=-total`);
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).first()).toContainText('Hardware Store');
    await expect(rows(page).last()).toContainText('Žalias Turgus');
    await page.getByRole('columnheader', { name: 'Seller' }).getByRole('button').click();
    await expect(page).toHaveURL(`${list}?sort=seller`);
    await expect(rows(page).first()).toContainText('Airline Tickets');
    await page.goBack();
    await expect(page).toHaveURL(`${list}?sort=-total`);
    await expect(rows(page).first()).toContainText('Hardware Store');

    await page.goto(`${list}?q=nothing-like-this&currency=GBP`);
    await expect(page.getByRole('heading', { name: 'No expenses match' })).toBeVisible();
    await expect(page.getByText('Searched for “nothing-like-this”, currency GBP.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(list);
    await expect(rows(page)).toHaveCount(3);

    // A filter the search refuses (a hand-edited date) says why and offers the way back.
    await page.goto(`${list}?from=2026-13-45`);
    await expect(page.getByRole('heading', { name: 'This search cannot be run' })).toBeVisible();
    await expect(page.getByText(/from: Enter a date as YYYY-MM-DD/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(rows(page)).toHaveCount(3);

    // Refresh walks the API again now (POST …/mirror/refresh, 202); the line comes back to "Up to date".
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/mirror/refresh') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refreshed).status()).toBe(202);
    await expect(page.getByRole('status').filter({ hasText: /^Up to date · / })).toBeVisible({
      timeout: 30_000,
    });

    await page.goto(`${list}?sort=-total`);
    await expect(rows(page)).toHaveCount(3);
    await expectAccessible(page);
    await atWidths(page, 'expense-search', {
      doc: true,
      ready: () => expect(rows(page).first()).toBeVisible(),
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
  } finally {
    await biz.close();
  }
});
