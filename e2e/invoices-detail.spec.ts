import { expect, test, type Page } from '@playwright/test';
import {
  createInvoiceViaBff,
  demoBusiness,
  expectAccessible,
  getInvoice,
  plainInvoice,
  recordPayment,
  ownBusiness,
  type OwnBusiness,
} from './invoices-helpers';
import { atWidths } from './pictures';

const unique = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** The first page is drawn: the canvas is shown and carries ink, not a blank sheet. */
async function expectPdfPageVisible(page: Page) {
  const canvas = page.getByTestId('pdf-first-page');
  await expect(canvas).toHaveAttribute('data-state', 'drawn', { timeout: 20_000 });
  await expect(canvas).toBeVisible();
  const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) n += 1;
    return n;
  });
  expect(inked).toBeGreaterThan(500);
}

/** An invoice opened (not just saved) offers its preview on request: each download is one API call. */
async function showPdfPreview(page: Page) {
  await page.getByRole('button', { name: 'Show PDF preview' }).click();
}

let biz: OwnBusiness;
test.beforeAll(async ({ playwright }, info) => {
  biz = await ownBusiness(playwright.request, info.project.use.baseURL!, 'Detail spec', {
    vatCode: 'LT999000111',
    webhooks: true,
  });
});
test.afterAll(() => biz.close());

test('the PDF preview says it is rendering, polls as Retry-After says, then shows the first page', async ({
  page,
  request,
  baseURL,
}) => {
  const business = biz.id;
  const invoice = await createInvoiceViaBff(
    request,
    baseURL!,
    business,
    plainInvoice(unique('Preview buyer')),
  );
  const asked: number[] = [];
  // The embedded API renders too fast to be caught rendering: the first answer is the BFF's "still rendering".
  await page.route(`**/api/b/${business}/invoices/${invoice.id}/download`, async (route) => {
    asked.push(Date.now());
    if (asked.length === 1) {
      await route.fulfill({
        status: 202,
        headers: { 'retry-after': '2' },
        json: {
          status: 202,
          code: 'pdf_rendering',
          message: 'The PDF is still rendering.',
          retry_after_s: 2,
        },
      });
    } else await route.fallback();
  });
  await page.goto(`/b/${business}/invoices/${invoice.id}`);
  await expect(page.getByText(/60 calls a minute/)).toBeVisible();
  expect(asked, 'an opened invoice does not download its PDF unasked').toHaveLength(0);
  await showPdfPreview(page);
  await expect(page.getByText(/The PDF is being rendered\. Checking again in 2 s/)).toBeVisible();
  await expectPdfPageVisible(page);
  expect(asked).toHaveLength(2);
  expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(1900);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'download',
    `${invoice.series}-${invoice.invoice_number}.pdf`,
  );
});

test('after the BFF gives up on a PDF the preview offers a retry, and the retry shows the page', async ({
  page,
  request,
  baseURL,
}) => {
  const business = biz.id;
  const invoice = await createInvoiceViaBff(request, baseURL!, business, plainInvoice(unique('Retry buyer')));
  const url = `**/api/b/${business}/invoices/${invoice.id}/download`;
  await page.route(url, (route) =>
    route.fulfill({
      status: 504,
      json: { status: 504, code: 'pdf_failed', message: 'The PDF did not appear in time.' },
    }),
  );
  await page.goto(`/b/${business}/invoices/${invoice.id}`);
  await showPdfPreview(page);
  await expect(page.getByText('The PDF was not ready in time')).toBeVisible();
  await page.unroute(url);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectPdfPageVisible(page);
});

test('a payment recorded in the vendor\u2019s app turns the badge to paid without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const business = biz.id;
  const invoice = await createInvoiceViaBff(
    request,
    baseURL!,
    business,
    plainInvoice(unique('Paying buyer')),
  );
  // The payment below must come after the page listens for live events, or nothing would tell it (the page arrives
  // drawn and listens once the app has taken it over).
  const listening = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto(`/b/${business}/invoices/${invoice.id}`);
  const status = page.getByTestId('invoice-status');
  await expect(status).toHaveText('Not paid');
  await listening;
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await recordPayment(request, biz.origin, business, invoice.id);
  await expect(status).toHaveText('Paid', { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('editing keeps the invoice number', async ({ page, request, baseURL }) => {
  const business = biz.id;
  const invoice = await createInvoiceViaBff(
    request,
    baseURL!,
    business,
    plainInvoice(unique('Edit buyer'), 'EDT'),
  );
  const label = `${invoice.series}-${invoice.invoice_number}`;
  await page.goto(`/b/${business}/invoices/${invoice.id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit invoice ${label}` })).toBeVisible();
  await expect(page.getByLabel('Number')).toHaveValue(invoice.invoice_number);
  const renamed = unique('Renamed buyer');
  await page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByText(renamed)).toBeVisible();
  await expectPdfPageVisible(page); // after a save the preview renders by itself (issue 5)
  const stored = await getInvoice(request, business, invoice.id);
  expect(stored.invoice_number).toBe(invoice.invoice_number);
});

test('duplicating opens the form pre-filled with a new number', async ({ page, request, baseURL }) => {
  const business = biz.id;
  const buyer = unique('Duplicate buyer');
  const invoice = await createInvoiceViaBff(request, baseURL!, business, plainInvoice(buyer, 'DPL'));
  await page.goto(`/b/${business}/invoices/${invoice.id}`);
  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(
    page.getByRole('heading', { name: `New invoice (copy of ${invoice.series}-${invoice.invoice_number})` }),
  ).toBeVisible();
  await expect(page.getByLabel('Number')).toHaveValue('');
  await expect(page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name')).toHaveValue(buyer);
  await expect(page.getByTestId('form-total')).toHaveText('€100.00');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(invoice.id);
  const copy = await getInvoice(request, business, page.url().split('/').pop()!);
  expect(copy.invoice_number).not.toBe(invoice.invoice_number);
  expect(copy.total_incl_vat).toBe(invoice.total_incl_vat);
});

test('deleting asks with the invoice named, then removes it', async ({ page, request, baseURL }) => {
  const business = biz.id;
  const invoice = await createInvoiceViaBff(
    request,
    baseURL!,
    business,
    plainInvoice(unique('Delete buyer'), 'DEL'),
  );
  const label = `${invoice.series}-${invoice.invoice_number}`;
  await page.goto(`/b/${business}/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete invoice ${label}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get(`/api/b/${business}/invoices/${invoice.id}`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Delete' }).click();
  const askedAgain: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'GET' && r.url().endsWith(`/invoices/${invoice.id}`) && askedAgain.push(r.url()),
  );
  await dialog.getByRole('button', { name: `Delete ${label}` }).click();
  await expect(page).toHaveURL(new RegExp(`/b/${business}/invoices$`));
  await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  expect((await request.get(`/api/b/${business}/invoices/${invoice.id}`)).status()).toBe(404);
  expect(askedAgain, 'the app asked for the invoice it had just deleted').toEqual([]);
});

test('the detail page is accessible; screenshots', async ({ page, request }) => {
  const business = await demoBusiness(request);
  const { data } = (await (await request.get(`/api/b/${business}/invoices?page=1`)).json()) as {
    data: { id: string; series: string }[];
  };
  const demo = data.find((i) => i.series === 'BPS') ?? data[0]!;
  await page.goto(`/b/${business}/invoices/${demo.id}`);
  await showPdfPreview(page);
  await expectPdfPageVisible(page);
  await expectAccessible(page);
  await atWidths(page, 'invoice-detail', { doc: true, ready: () => expectPdfPageVisible(page) });
});
