import { expect, test, type APIRequestContext } from '@playwright/test';
import { startDesk } from './business-desk';
import {
  createInvoiceViaBff,
  demoBusiness,
  deskToday,
  expectAccessible,
  ownBusiness,
  plainInvoice,
  sameOrigin,
} from './invoices-helpers';
import { atWidths } from './pictures';

/** The paging spec's own desk: the API's rate window is 3 s instead of a minute, so making 120 invoices waits seconds. */
const pagingWindowMs = 3_000;

/**
 * 120 invoices made straight on the API with the business's token: 60 calls per window per business, so the creation
 * waits out a 429 when it meets one (Retry-After) and goes on.
 */
async function create120Invoices(request: APIRequestContext, apiBaseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const create = async (n: number): Promise<void> => {
    const res = await request.post(`${apiBaseUrl}/invoices`, {
      headers,
      data: { ...plainInvoice(`Paging buyer ${n}`, 'PG'), invoice_number: String(n) },
    });
    if (res.status() === 429) {
      await new Promise((r) => setTimeout(r, (Number(res.headers()['retry-after']) || 1) * 1000));
      return create(n);
    }
    expect(res.status(), await res.text()).toBe(201);
  };
  // One after another, so "newest first" is PG-120 … PG-001.
  for (let n = 1; n <= 120; n += 1) await create(n);
}

test('pages through 120 invoices, and back, forward and reload keep the page in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const desk = await startDesk({
    apiRateWindowMs: pagingWindowMs,
    rateLimit: { limit: 60, windowMs: pagingWindowMs },
  });
  try {
    const biz = await desk.business({
      business_title: 'Paging',
      business_type: 'private_limited_liability_company',
      company_name: 'Paging UAB',
      address: 'Test g. 1, Vilnius',
    });
    const business = biz.id;
    await create120Invoices(request, desk.apiBaseUrl, biz.token);
    const connected = await request.post(`${desk.url}/api/businesses`, {
      headers: sameOrigin(desk.url),
      data: { token: biz.token },
    });
    expect(connected.status(), await connected.text()).toBe(201);
    const list = `${desk.url}/b/${business}/invoices`;
    const rows = page.locator('tbody tr');
    await page.goto(list);
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('PG-120');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText('Page 1 of 3')).toBeVisible();
    const firstLink = page.getByRole('link', { name: 'PG-120' });
    await expect(firstLink).toHaveAttribute('href', /\/invoices\/[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(`${list}?page=2`);
    await expect(rows.first()).toContainText('PG-070');
    await expect(rows).toHaveCount(50);
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(`${list}?page=3`);
    await expect(rows).toHaveCount(20);
    await expect(rows.last()).toContainText('PG-001');

    await page.goBack();
    await expect(page).toHaveURL(`${list}?page=2`);
    await expect(rows.first()).toContainText('PG-070');
    await page.reload();
    await expect(pager.getByText('Page 2 of 3')).toBeVisible();
    await expect(rows.first()).toContainText('PG-070');
    await page.goBack();
    await expect(page).toHaveURL(list);
    await expect(rows.first()).toContainText('PG-120');
    await page.goForward();
    await expect(page).toHaveURL(`${list}?page=2`);
    await expect(rows.first()).toContainText('PG-070');

    // Opening a row and coming back returns to the same page.
    await page.getByRole('link', { name: 'PG-069' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PG-069' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${list}?page=2`);
  } finally {
    await desk.close();
  }
});

test('the list shows an overdue badge on an unpaid invoice past its due date; rows are links; accessible', async ({
  page,
  request,
  baseURL,
}) => {
  const business = await demoBusiness(request);
  // A series of its own finds the row; the buyer reads like a real one on the screenshots.
  const series = `OD${Date.now() % 100000}`;
  const invoice = await createInvoiceViaBff(request, baseURL!, business, {
    ...plainInvoice('Harbour Café Ltd', series),
    invoice_date: deskToday(-30),
    pay_until_date: deskToday(-10),
  });
  await page.goto(`/b/${business}/invoices`);
  const row = page.locator('tbody tr', { hasText: `${series}-001` });
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(row.getByText('Not paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('link')).toHaveAttribute('href', `/b/${business}/invoices/${invoice.id}`);
  await expectAccessible(page);
  await atWidths(page, 'invoice-list', { doc: true, ready: () => expect(row).toBeVisible() });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});

test('an empty page offers "New invoice"', async ({ page, request }) => {
  const business = await demoBusiness(request);
  await page.goto(`/b/${business}/invoices?page=999`);
  await expect(page.getByRole('heading', { name: 'This page is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New invoice' }).last()).toHaveAttribute(
    'href',
    `/b/${business}/invoices/new`,
  );
});

test('a list that cannot be loaded says so and loads on "Try again"', async ({ page, request }) => {
  const business = await demoBusiness(request);
  const list = `**/api/b/${business}/invoices?page=1`;
  // The API answering garbage cannot be arranged on the real one: the BFF's answer for it is stood in for once.
  await page.route(list, (route) =>
    route.fulfill({
      status: 502,
      json: { status: 502, code: 'upstream_error', message: 'The API answered with an error.' },
    }),
  );
  // Opened by URL the list arrives drawn from the BFF's own answers: the browser reads it when it goes there itself.
  await page.goto(`/b/${business}`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('alert')).toContainText('The invoices could not be loaded');
  await page.unroute(list);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('a filtered list sums what it found per currency; credit notes are apart from "not paid"; part of an amount finds it; the currencies in use come first; on a phone the filters wait behind a button', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const biz = await ownBusiness(playwright.request, baseURL!, 'Sums');
  try {
    const make = (currency: string, price: number, type = 'regular_invoice') =>
      createInvoiceViaBff(request, baseURL!, biz.id, {
        ...plainInvoice(`Sums buyer ${currency} ${price}`, 'SM'),
        type,
        currency,
        products: [{ name: 'Design', units: 'h', quantity: 1, price }],
      });
    // In use: USD three times, EUR twice, GBP once (a credit note, not settled).
    for (const [currency, price] of [
      ['USD', 500],
      ['USD', 200],
      ['USD', 105],
      ['EUR', 734.04],
      ['EUR', 7340],
    ] as const)
      await make(currency, price);
    await make('GBP', -120, 'credit_invoice');
    const list = `/b/${biz.id}/invoices`;
    const rows = page.locator('tbody tr');
    const status = page.getByRole('status').filter({ hasText: 'Found' });

    await page.goto(`${list}?status=not_paid&currency=USD`);
    await expect(rows).toHaveCount(3);
    await expect(status).toHaveText(/^Found 3 of \d+ invoices · total \$805\.00$/);
    // "Not paid" is what buyers owe: the credit note is not among them, whatever currency; the type filter finds it.
    await page.goto(`${list}?status=not_paid`);
    await expect(rows).toHaveCount(5);
    await expect(status).toHaveText(/Found 5 of \d+ invoices · total \$805\.00 · €8,074\.04$/);
    await page.goto(`${list}?status=not_paid&type=credit`);
    await expect(rows).toHaveCount(1);
    await expect(status).toHaveText(/Found 1 of \d+ invoices · total -£120\.00$/);

    // Part of an amount: the totals that start with it, decimals with a comma or a dot.
    for (const [q, found] of [
      ['734', 2],
      ['734,0', 1],
      ['7340', 1],
      ['-120', 1],
    ] as const) {
      await page.goto(`${list}?q=${encodeURIComponent(q)}`);
      await expect(rows, q).toHaveCount(found);
    }
    await expect(rows).toContainText('-£120.00');

    // The currency filter: the ones in use first, most used first, then every other in code order.
    await page.goto(list);
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toBeEnabled(); // drawn, and held until the app has taken it over
    await currency.focus();
    await expect
      .poll(async () =>
        (
          await currency.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
        ).slice(0, 5),
      )
      .toEqual(['', 'USD', 'EUR', 'GBP', 'AED']);

    // A phone: the search stays, the filters wait behind "Filters (n)".
    await page.goto(`${list}?status=not_paid&currency=USD`);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(filters).toHaveText('Filters (2)');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toBeVisible();
    await expect(rows.first()).toBeInViewport();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('not_paid');
    await expectAccessible(page);
  } finally {
    await biz.close();
  }
});
