import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import {
  createInvoiceViaBff,
  deskToday,
  expectAccessible,
  ownBusiness,
  type OwnBusiness,
} from './invoices-helpers';
import { atWidths } from './pictures';

/**
 * Issue 43: an invoice as an e-invoice. The buyer, a German town, has neither a VAT code nor an address the desk can
 * read a country from, and the business has never made an e-invoice: XRechnung asks for what it lacks, the owner
 * gives it in the dialog, and downloads a file the BFF answered only because it passed the official rules. Asked again,
 * nothing is missing: the details were remembered.
 */
let biz: OwnBusiness;
test.beforeAll(async ({ playwright }, info) => {
  biz = await ownBusiness(playwright.request, info.project.use.baseURL!, 'E-invoice spec', {
    vatCode: 'LT100777000',
  });
});
test.afterAll(() => biz.close());

/** Fills a field the pre-flight asks for; the rules decide what they ask beyond what this journey is about. */
async function answer(field: Locator, value: string) {
  if ((await field.count()) === 0) return;
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}

test('an XRechnung for a buyer without a country: asked in place, downloaded valid, remembered for next time', async ({
  page,
  request,
  baseURL,
}) => {
  const invoice = await createInvoiceViaBff(request, baseURL!, biz.id, {
    type: 'vat_invoice',
    series: 'EINV',
    invoice_date: deskToday(),
    currency: 'EUR',
    language: 'de',
    buyer: { type: 'company', company_name: 'Stadt Musterhausen' },
    use_default_seller_info: false,
    seller: { company_name: 'E-invoice Seller UAB', vat_code: 'LT100777000' },
    products: [{ name: 'Beratung', units: 'consultation', quantity: 2, price: 50, vat_percentage: 21 }],
  });
  const label = `EINV-${invoice.invoice_number}`;
  await page.goto(`/b/${biz.id}/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'E-invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `E-invoice for ${label}` });
  await dialog.getByRole('button', { name: 'XRechnung (UBL)' }).click();

  await expect(dialog.getByRole('heading', { name: 'Before this e-invoice can go out:' })).toBeVisible();
  const buyer = dialog.getByRole('group', { name: 'The buyer: Stadt Musterhausen' });
  const seller = dialog.getByRole('group', { name: 'Your business' });
  // No VAT code, no country in the address: the country cannot be guessed, so it is asked.
  await expect(buyer.getByLabel('Country')).toBeVisible();
  await expect(buyer.getByRole('textbox').or(buyer.getByRole('combobox')).first()).toBeFocused();
  await expectAccessible(page);
  await atWidths(page, 'einvoice-preflight', {
    doc: true,
    ready: () => expect(buyer.getByLabel('Country')).toBeVisible(),
  });

  await answer(buyer.getByLabel('Post code'), '12345');
  await answer(buyer.getByLabel('City'), 'Musterhausen');
  await buyer.getByLabel('Country').selectOption('DE');
  await answer(buyer.getByLabel('Electronic address'), 'rechnung@musterhausen.example');
  await answer(buyer.getByLabel('Buyer reference (Leitweg-ID)'), '04011000-1234512345-06');
  await answer(seller.getByLabel('Post code'), '01100');
  await answer(seller.getByLabel('City'), 'Vilnius');
  await answer(seller.getByLabel('Electronic address'), 'billing@seller.example');
  await answer(seller.getByLabel('E-mail address for the buyer’s questions'), 'billing@seller.example');
  await answer(seller.getByLabel('Phone number for the buyer’s questions'), '+370 600 12345');
  await answer(seller.getByLabel('IBAN of the account buyers pay to'), 'LT12 1000 0111 0100 1000');
  await answer(dialog.getByLabel('Unit “consultation”'), 'HUR');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog.getByText('Everything XRechnung (UBL) needs is here.')).toBeVisible();
  const answered = page.waitForResponse((r) =>
    r.url().includes(`/invoices/${invoice.id}/einvoice?format=xrechnung-ubl`),
  );
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download XRechnung (UBL)' }).click();
  // The BFF answers a file only when it passed the official rules (EN 16931 and XRechnung's Schematron).
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${label}.xrechnung-ubl.xml`);
  const xml = readFileSync((await file.path())!, 'utf8');
  const buyerParty =
    /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(xml)?.[0] ?? '';
  expect(buyerParty).toContain('<cbc:IdentificationCode>DE</cbc:IdentificationCode>');
  expect(xml).toContain('04011000-1234512345-06');
  await expect(dialog.getByText(`Downloaded: ${label}.xrechnung-ubl.xml`)).toBeVisible();
  await expectAccessible(page);
  await atWidths(page, 'einvoice-ready', {
    doc: true,
    ready: () => expect(dialog.getByText(/Musterhausen, Germany/)).toBeVisible(),
  });

  // Asked again: the buyer's and the business's details were remembered, so nothing is missing.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'E-invoice' }).click();
  await dialog.getByRole('button', { name: 'XRechnung (UBL)' }).click();
  await expect(dialog.getByText('Everything XRechnung (UBL) needs is here.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Before this e-invoice can go out:' })).toHaveCount(0);
  await expect(dialog.getByText(/Musterhausen, Germany/)).toBeVisible();
});
