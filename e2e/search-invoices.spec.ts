import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createInvoiceViaBff,
  deskToday,
  expectAccessible,
  ownBusiness,
  plainInvoice,
  recordPayment,
  type OwnBusiness,
} from './invoices-helpers';
import { atWidths } from './pictures';

// Issue 12 in the browser: search as you type, filters, sort, all in the URL, over the BFF's mirror.

/** One invoice through the BFF (the mirror learns it from the answer): a buyer, a price, a currency, dates. */
const invoice = (
  buyer: string,
  price: number,
  o: { currency?: string; issued?: number; due?: number } = {},
) => ({
  ...plainInvoice(buyer, 'SR'),
  currency: o.currency ?? 'EUR',
  invoice_date: deskToday(-(o.issued ?? 1)),
  ...(o.due !== undefined ? { pay_until_date: deskToday(-o.due) } : {}),
  products: [{ name: 'Consulting', units: 'h', quantity: 2, price }],
});

async function seed(request: APIRequestContext, baseURL: string, biz: OwnBusiness) {
  const make = (input: object) => createInvoiceViaBff(request, baseURL, biz.id, input);
  return {
    muller: await make(invoice('Müller GmbH', 617.28, { issued: 20 })), // total 1,234.56
    harbour: await make(invoice('Harbour Café Ltd', 40, { currency: 'USD', issued: 5 })),
    overdue: await make(invoice('Nordic Timber AB', 75, { issued: 40, due: 10 })),
    pine: await make(invoice('Pine & Oak Studio', 300, { issued: 2 })),
  };
}

const rows = (page: Page) => page.locator('tbody tr');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search invoices' });

/** The mirror's first walk of a just-connected business is done: search covers everything. */
async function waitUntilUpToDate(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Up to date · / })).toBeVisible({
    timeout: 30_000,
  });
}

test('search as you type, filters and sort, all in the URL: reload, back and a shared link open the same view', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const biz = await ownBusiness(playwright.request, baseURL!, 'Search');
  try {
    const seeded = await seed(request, baseURL!, biz);
    const list = `/b/${biz.id}/invoices`;
    await page.goto(list);
    await expect(rows(page)).toHaveCount(4);
    await waitUntilUpToDate(page);

    // "/" focuses the search; the diacritics do not matter; the URL follows the typing.
    await page.keyboard.press('/');
    await expect(search(page)).toBeFocused();
    await page.keyboard.type('muller');
    await expect(page).toHaveURL(`${list}?q=muller`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Müller GmbH');
    await expect(page.getByRole('status').filter({ hasText: 'Found 1 of 4 invoices' })).toBeVisible();

    // An amount written the European way finds the total to the cent.
    await search(page).fill('1 234,56');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Müller GmbH');

    await search(page).fill('');
    await expect(page).toHaveURL(list);
    await page.getByLabel('Status').selectOption('overdue');
    await expect(page).toHaveURL(`${list}?status=overdue`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Nordic Timber AB');
    // The currencies are one API call: asked for when the person reaches for the list.
    await page.getByLabel('Currency').focus();
    await page.getByLabel('Currency').selectOption('EUR');
    await expect(page).toHaveURL(`${list}?status=overdue&currency=EUR`);
    await expect(rows(page)).toHaveCount(1);

    // Reload keeps the view; so does a link to it opened fresh (the overview's links are such links).
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('overdue');
    await expect(rows(page)).toHaveCount(1);
    const fresh = await page.context().newPage();
    await fresh.goto(`${list}?currency=USD`);
    await expect(fresh.locator('tbody tr')).toHaveCount(1);
    await expect(fresh.locator('tbody tr').first()).toContainText('Harbour Café Ltd');
    await expect(fresh.getByLabel('Currency')).toHaveValue('USD');
    await fresh.close();

    // Sort by a column header: aria-sort says how; a second click turns it round; back walks the history.
    await page.goto(`${list}?series=SR`);
    await expect(rows(page)).toHaveCount(4);
    const total = page.getByRole('columnheader', { name: 'Total' });
    await total.getByRole('button').click();
    await expect(page).toHaveURL(`${list}?series=SR&sort=-total_incl_vat`);
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).first()).toContainText('Müller GmbH');
    await total.getByRole('button').click();
    await expect(page).toHaveURL(`${list}?series=SR&sort=total_incl_vat`);
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).first()).toContainText('Harbour Café Ltd');
    await page.getByRole('columnheader', { name: 'Buyer' }).getByRole('button').click();
    await expect(rows(page).first()).toContainText('Harbour Café Ltd');
    await expect(rows(page).last()).toContainText('Pine & Oak Studio');
    await page.goBack();
    await expect(total).toHaveAttribute('aria-sort', 'ascending');

    // Nothing found: it says what was searched and offers the way back.
    await search(page).fill('zebra');
    await expect(page.getByRole('heading', { name: 'No invoices match' })).toBeVisible();
    await expect(page.getByText('Searched for “zebra”, series SR.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(list);
    await expect(rows(page)).toHaveCount(4);
    await expect(search(page)).toHaveValue('');

    await page.goto(`${list}?q=${encodeURIComponent('Café')}&sort=-invoice_date`);
    await expect(rows(page)).toHaveCount(1);
    expect(seeded.harbour.id).toBeTruthy();
    await expectAccessible(page);
    await atWidths(page, 'invoice-search', {
      doc: true,
      ready: () => expect(rows(page).first()).toBeVisible(),
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    // On a phone the headers are hidden (rows are cards): the order is chosen in a select instead, with the filters
    // behind their button (the sort counts as one set, the search does not).
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page.getByLabel('Sort').selectOption('buyer');
    await expect(page).toHaveURL(`${list}?q=Caf%C3%A9&sort=buyer`);
  } finally {
    await biz.close();
  }
});

test('a payment recorded in the vendor app (webhook) shows in an open search result at once', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const biz = await ownBusiness(playwright.request, baseURL!, 'Live search', { webhooks: true });
  try {
    const buyer = `Live Buyer ${Date.now() % 100000}`;
    const made = await createInvoiceViaBff(request, baseURL!, biz.id, invoice(buyer, 80));
    // Both lists arrive drawn: each hears of the payment once its page has opened the live events.
    const listening = (p: typeof page) =>
      p.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
    const pageListens = listening(page);
    await page.goto(`/b/${biz.id}/invoices?q=${encodeURIComponent(buyer)}`);
    const row = rows(page).filter({ hasText: buyer });
    await expect(row.getByText('Not paid', { exact: true })).toBeVisible();
    // The second list's own code is held back: the event comes while its drawn rows are not yet taken over.
    const unpaid = await page.context().newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await unpaid.route('**/assets/invoice-list-route-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await unpaid.addInitScript(() => {
      const heard = window as unknown as { webhooksHeard: number };
      heard.webhooksHeard = 0;
      window.EventSource = class extends window.EventSource {
        constructor(...args: ConstructorParameters<typeof EventSource>) {
          super(...args);
          this.addEventListener('webhook', () => (heard.webhooksHeard += 1));
        }
      };
    });
    const unpaidListens = listening(unpaid);
    await unpaid.goto(`/b/${biz.id}/invoices?status=not_paid&q=${encodeURIComponent(buyer)}`);
    await expect(unpaid.locator('tbody tr')).toHaveCount(1);
    await Promise.all([pageListens, unpaidListens]);

    // Asking the mirror again for rows already on screen waits behind the person's own calls.
    const asked = page.waitForRequest(
      (r) => r.url().includes('/search/invoices') && r.headers()['x-desk-priority'] === 'background',
    );
    await recordPayment(request, biz.origin, biz.id, made.id);
    await asked;
    // No reload: the event patches the mirror, and the open searches ask it again.
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await unpaid.waitForFunction(() => (window as unknown as { webhooksHeard: number }).webhooksHeard > 0);
    release();
    await expect(unpaid.getByRole('heading', { name: 'No invoices match' })).toBeVisible();
    await unpaid.close();
  } finally {
    await biz.close();
  }
});
