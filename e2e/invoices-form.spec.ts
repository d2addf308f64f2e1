import { expect, test, type Page } from '@playwright/test';
import {
  createInvoiceViaBff,
  demoBusiness,
  deskToday,
  expectAccessible,
  getInvoice,
  plainInvoice,
  ownBusiness,
  type OwnBusiness,
} from './invoices-helpers';
import { atWidths } from './pictures';

const unique = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;
const line = (page: Page, n: number) => page.getByTestId(`line-${n}`);
const seller = (page: Page) => page.getByRole('group', { name: 'Seller' });

/** The demo business has a VAT code: a non-VAT invoice needs an explicit seller without one. */
async function useSellerWithoutVat(page: Page) {
  await page.getByLabel('Enter the seller for this invoice').check();
  await seller(page).getByLabel('VAT code').fill('');
}

const modes = [
  { mode: 'price', label: 'Unit price', amount: '33.335' },
  { mode: 'total', label: 'Line total', amount: '100.01' },
  { mode: 'total_incl_vat', label: 'Total incl. VAT', amount: '121.01' },
] as const;

let biz: OwnBusiness;
test.beforeAll(async ({ playwright }, info) => {
  biz = await ownBusiness(playwright.request, info.project.use.baseURL!, 'Form spec', {
    vatCode: 'LT999000111',
  });
});
test.afterAll(() => biz.close());

for (const vat of [false, true]) {
  for (const m of modes) {
    test(`creates a ${vat ? 'VAT' : 'regular'} invoice from a ${m.label.toLowerCase()}; saved totals equal the live totals`, async ({
      page,
      request,
    }) => {
      const business = biz.id;
      const buyer = unique(`Buyer ${m.mode}`);
      await page.goto(`/b/${business}/invoices/new`);
      await page.getByLabel('Type', { exact: true }).selectOption(vat ? 'vat_invoice' : 'regular_invoice');
      if (!vat) await useSellerWithoutVat(page);
      await page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name').fill(buyer);
      const l = line(page, 1);
      await l.getByLabel('Description').fill('Design hours');
      await l.getByLabel('Quantity').fill('3');
      await l.getByLabel('I know the').selectOption(m.mode);
      await l.getByLabel(m.label, { exact: true }).fill(m.amount);
      if (vat) await l.getByLabel('VAT %').fill('21');
      else await expect(l.getByLabel('VAT %')).toHaveCount(0);
      const live = {
        subtotal: await page.getByTestId('form-subtotal').textContent(),
        vat: await page.getByTestId('form-vat').textContent(),
        total: await page.getByTestId('form-total').textContent(),
      };
      expect(live.subtotal).not.toBe('€0.00');
      await page.getByRole('button', { name: 'Create invoice' }).click();
      await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/, { timeout: 15_000 });
      await expect(page.getByTestId('subtotal')).toHaveText(live.subtotal!);
      await expect(page.getByTestId('vat')).toHaveText(live.vat!);
      await expect(page.getByTestId('total')).toHaveText(live.total!);
      // And what the API stores, to the cent, is what the form showed.
      const id = page.url().split('/').pop()!;
      const stored = await getInvoice(request, business, id);
      const cents = (s: string | null) => s!.replace(/[^0-9.-]/g, '');
      expect([stored.subtotal, stored.vat, stored.total_incl_vat].map((n) => n.toFixed(2))).toEqual([
        cents(live.subtotal),
        cents(live.vat),
        cents(live.total),
      ]);
    });
  }
}

test('the VAT % field appears and disappears with the type and the seller', async ({ page }) => {
  const business = biz.id;
  await page.goto(`/b/${business}/invoices/new`);
  // A new invoice starts as the latest one was (a VAT invoice, from the tests above): a regular one here.
  await page.getByLabel('Type', { exact: true }).selectOption('regular_invoice');
  const vatField = line(page, 1).getByLabel('VAT %');
  await expect(vatField).toBeVisible(); // the business's own details carry a VAT code
  await useSellerWithoutVat(page);
  await expect(vatField).toHaveCount(0);
  await page.getByLabel('Type', { exact: true }).selectOption('credit_vat_invoice');
  await expect(vatField).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('preliminary_invoice');
  await expect(vatField).toHaveCount(0);
  await seller(page).getByLabel('VAT code').fill('LT999');
  await expect(vatField).toBeVisible();
  await page.getByLabel('Use my business details').check();
  await expect(vatField).toBeVisible();
});

test('a number already taken in the series is refused on the number field, and nothing typed is lost', async ({
  page,
  request,
  baseURL,
}) => {
  const business = biz.id;
  const series = `D${Date.now() % 100000}`;
  const taken = await createInvoiceViaBff(request, baseURL!, business, {
    ...plainInvoice(unique('Taken'), series),
    invoice_number: '5',
  });
  await page.goto(`/b/${business}/invoices/new`);
  await page.getByLabel('Series').fill(series);
  await page.getByLabel('Number').fill('5');
  await useSellerWithoutVat(page);
  await page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name').fill('Second buyer');
  await line(page, 1).getByLabel('Description').fill('Work');
  await line(page, 1).getByLabel('Unit price').fill('10');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const number = page.getByLabel('Number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toBeFocused();
  const describedBy = await number.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy!.split(' ').pop()}"]`)).not.toBeEmpty();
  await expect(number).toHaveValue('5');
  await expect(line(page, 1).getByLabel('Description')).toHaveValue('Work');
  expect(taken.invoice_number).toBe('005');
  await expect(page).toHaveURL(/\/invoices\/new$/);
});

test('a network failure keeps everything typed, and the same form saves once the server is back', async ({
  page,
}) => {
  const business = biz.id;
  const buyer = unique('Offline buyer');
  await page.goto(`/b/${business}/invoices/new`);
  await useSellerWithoutVat(page);
  await page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name').fill(buyer);
  await line(page, 1).getByLabel('Description').fill('Kept line');
  await line(page, 1).getByLabel('Unit price').fill('12.5');
  // The one fault the real server cannot make on demand: the connection dropping.
  await page.route('**/api/b/*/invoices', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be reached' })).toBeVisible();
  await expect(line(page, 1).getByLabel('Description')).toHaveValue('Kept line');
  await expect(page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name')).toHaveValue(buyer);
  await page.unroute('**/api/b/*/invoices');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText(buyer)).toBeVisible();
});

test('errors show on submit beside the fields, focus goes to the first, the button says why; unsaved changes warn', async ({
  page,
}) => {
  const business = biz.id;
  await page.goto(`/b/${business}/invoices/new`);
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByText(/Cannot save yet: \d+ fields? needs? attention/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name')).toBeFocused();
  await expect(line(page, 1).getByText('Enter what the line is for')).toBeVisible();
  await expectAccessible(page);
  await line(page, 1).getByLabel('Description').fill('Something');
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Invoices' }).click();
  expect(asked).toContain('unsaved changes');
  await expect(page).toHaveURL(/\/invoices\/new$/);
});

test('the form works from the keyboard: Enter in the last line adds a line; accessible; screenshots', async ({
  page,
  request,
}) => {
  const business = await demoBusiness(request);
  await page.goto(`/b/${business}/invoices/new`);
  await line(page, 1).getByLabel('Description').fill('Keyboard line');
  await line(page, 1).getByLabel('Description').press('Enter');
  await expect(line(page, 2).getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Second line');
  await page.keyboard.press('Tab'); // quantity
  await page.keyboard.press('Tab'); // units
  await page.keyboard.press('Tab'); // amount mode
  await page.keyboard.press('ArrowDown'); // → line total
  await expect(line(page, 2).getByLabel('Line total', { exact: true })).toBeVisible();
  await line(page, 1).getByLabel('Unit price').fill('40');
  await line(page, 1).getByLabel('VAT %').fill('21');
  await line(page, 2).getByLabel('Line total', { exact: true }).fill('60');
  await line(page, 2).getByLabel('VAT %').fill('9');
  await expect(page.getByTestId('form-total')).toHaveText('€113.80');
  await page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name').fill('Screenshot Buyer GmbH');
  await expectAccessible(page);
  await atWidths(page, 'invoice-form', {
    doc: true,
    ready: () => expect(page.getByTestId('form-total')).toBeVisible(),
  });
});

test.describe('the form remembers and advises', () => {
  let own: OwnBusiness;
  test.beforeAll(async ({ playwright }, info) => {
    own = await ownBusiness(playwright.request, info.project.use.baseURL!, 'Memory spec', {
      vatCode: 'LT100777000',
    });
  });
  test.afterAll(() => own.close());
  const iban = 'LT60 7300 0101 2345 6789';
  const buyerGroup = (page: Page) => page.getByRole('group', { name: 'Buyer' });

  test('a new invoice starts from the latest one, settings win, a buyer brings their currency and language', async ({
    page,
    request,
    baseURL,
  }) => {
    const sale = (buyer: string, over: object) => ({
      type: 'vat_invoice',
      series: 'MEM',
      invoice_date: deskToday(),
      currency: 'EUR',
      use_default_seller_info: true,
      buyer: { type: 'company', company_name: buyer },
      products: [{ name: 'Design', units: 'h', quantity: 1, price: 100, vat_percentage: 9 }],
      ...over,
    });
    await createInvoiceViaBff(
      request,
      baseURL!,
      own.id,
      sale('Dollar Client Ltd', { currency: 'USD', language: 'fr' }),
    );
    await createInvoiceViaBff(
      request,
      baseURL!,
      own.id,
      sale('Kunde GmbH', {
        language: 'de',
        payment_options: [{ type: 'bank', bank_account: iban, bank_name: 'Luminor', fields: [] }],
      }),
    );
    await page.goto(`/b/${own.id}/invoices/new`);
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('vat_invoice');
    await expect(page.getByLabel('Series')).toHaveValue('MEM');
    await expect(page.getByLabel('Language of the PDF')).toHaveValue('de');
    await expect(line(page, 1).getByLabel('VAT %')).toHaveValue('9');
    await expect(page.getByLabel('Bank account (IBAN)')).toHaveValue(iban);
    await buyerGroup(page).getByLabel('Company name').fill('Dollar');
    await page.getByRole('option', { name: /Dollar Client Ltd/ }).click();
    await expect(page.getByLabel('Currency')).toHaveValue('USD');
    await expect(page.getByLabel('Language of the PDF')).toHaveValue('fr');

    // The settings win over the latest invoice, field by field.
    await page.goto(`/b/${own.id}/settings`);
    const settings = page.getByRole('region', { name: 'New invoices' });
    await settings.getByLabel('Series').fill('SET');
    await settings.getByLabel('Days to pay').fill('30');
    await settings.getByLabel('None').check();
    await settings.getByRole('button', { name: 'Save invoice defaults' }).click();
    await expect(settings.getByText('Saved.')).toBeVisible();
    await page.goto(`/b/${own.id}/invoices/new`);
    await expect(page.getByLabel('Series')).toHaveValue('SET');
    await expect(page.getByText('No payment options on this invoice.')).toBeVisible();
    await expect(page.getByLabel('Issue date')).toHaveValue(deskToday());
    await expect(page.getByLabel('Due date')).toHaveValue(deskToday(30));
    await expect(page.getByLabel('Language of the PDF')).toHaveValue('de');
  });

  test('reverse charge advice applies in one click; Enter never issues; after saving the heading has the focus', async ({
    page,
  }) => {
    await page.goto(`/b/${own.id}/invoices/new`);
    await page.getByLabel('Type', { exact: true }).selectOption('vat_invoice');
    await buyerGroup(page).getByLabel('Company name').fill('Client Hellas AE');
    await buyerGroup(page).getByLabel('VAT code').fill('EL094000000');
    await line(page, 1).getByLabel('Description').fill('Consulting');
    await line(page, 1).getByLabel('Unit price').fill('200');
    await line(page, 1).getByLabel('VAT %').fill('21');
    const warnings = page.getByTestId('form-warnings');
    await expect(warnings).toContainText('Intra-EU B2B supplies are usually reverse-charged');
    await warnings.getByRole('button', { name: 'Apply 0 % and the reverse charge note' }).click();
    await expect(line(page, 1).getByLabel('VAT %')).toHaveValue('0');
    await expect(page.getByLabel('Notes (shown on the invoice)')).toHaveValue(/Reverse Charge, Art. 196/); // the invoice speaks German, as the latest one
    await expect(warnings).toHaveCount(0);
    await page.getByLabel('Series').press('Enter');
    await buyerGroup(page).getByLabel('VAT code').press('Enter');
    await expect(page).toHaveURL(/\/invoices\/new$/);
    await page.getByRole('button', { name: 'Create invoice' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^SET-\d{3}$/ });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('saved-announcement')).toHaveText(
      `Invoice ${await heading.textContent()} saved.`,
    );
  });

  test('on a phone the sticky bar is one button high, Tab never hides a field under it, its button shows focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/b/${own.id}/invoices/new`);
    const submit = page.getByRole('button', { name: 'Create invoice' });
    const bar = page.locator('form div.sticky');
    const [barBox, buttonBox] = [await bar.boundingBox(), await submit.boundingBox()];
    expect(barBox!.height).toBeLessThanOrEqual(buttonBox!.height + 2 * 12 + 2);
    await expect(page.getByLabel('Series')).toBeEnabled(); // drawn, and held until the app has taken it over
    await page.getByLabel('Series').focus();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const clear = await page.evaluate(() => {
        const active = document.activeElement!;
        const stuck = document.querySelector('form div.sticky')!;
        return (
          stuck.contains(active) || active.getBoundingClientRect().bottom <= stuck.getBoundingClientRect().top
        );
      });
      expect(clear, `Tab ${i + 1}`).toBe(true);
    }
    await submit.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await submit.evaluate((el) => getComputedStyle(el));
    expect(ring.outlineStyle).not.toBe('none');
    expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
  });
});
