import { expect, test } from '@playwright/test';
import {
  createInvoiceViaBff,
  demoBusiness,
  deskToday,
  expectAccessible,
  getInvoice,
} from './invoices-helpers';
import { atWidths } from './pictures';

const totals = (i: { subtotal: number; vat: number; total_incl_vat: number }) => [
  i.subtotal,
  i.vat,
  i.total_incl_vat,
];

test('an issued invoice is credited, not deleted: credit first, the lines negated to the cent, linked both ways', async ({
  page,
  request,
  baseURL,
}) => {
  // A long journey (eight screens at two widths, five accessibility checks, two languages): on a loaded 2-core machine
  // it has run past the default two minutes, timing out at its last screenshot. A bound against a hang, not a speed check.
  test.setTimeout(300_000);
  const business = await demoBusiness(request);
  // BPS-005 of the issue: a line of 100.00 incl. 21 % VAT, which by its unit price alone comes back a cent short.
  const issued = await createInvoiceViaBff(request, baseURL!, business, {
    type: 'vat_invoice',
    series: 'BPS',
    invoice_date: deskToday(),
    currency: 'EUR',
    language: 'en',
    use_default_seller_info: true,
    buyer: { type: 'company', company_name: `Credited Buyer ${Date.now()}`, vat_code: 'LT100001738313' },
    products: [
      { name: 'Design', units: 'pcs', quantity: 1, total_incl_vat: 100, vat_percentage: 21 },
      { name: 'Hosting', units: 'pcs', quantity: 1, price: 634.04, vat_percentage: 0 },
    ],
  });
  const label = `BPS-${issued.invoice_number}`;
  const stored = await getInvoice(request, business, issued.id);
  expect(totals(stored)).toEqual([716.68, 17.36, 734.04]);

  // Edit, change nothing, save: the same figures to the cent.
  await page.goto(`/b/${business}/invoices/${issued.id}/edit`);
  await expect(page.getByTestId('form-total')).toHaveText('€734.04');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
  expect(totals(await getInvoice(request, business, issued.id))).toEqual([716.68, 17.36, 734.04]);

  // Delete offers the credit note first, and says why.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('a deleted number can leave a gap in the series');
  const instead = dialog.getByRole('button', { name: 'Credit it instead' });
  await expect(instead).toBeFocused();
  await expect(dialog.getByRole('button').first()).toHaveText('Credit it instead');
  await expectAccessible(page);
  await atWidths(page, 'credit/delete-dialog', { fullPage: false });
  await instead.click();

  await expect(page.getByRole('heading', { level: 1, name: `Credit note for ${label}` })).toBeVisible();
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('credit_vat_invoice');
  await expect(page.getByTestId('form-total')).toHaveText('-€734.04');
  await expectAccessible(page);
  await atWidths(page, 'credit/credit-form');

  await page.getByRole('button', { name: 'Create credit note' }).click();
  await expect(page.getByTestId('invoice-links')).toContainText(`Credit note for ${label}`);
  const creditId = new URL(page.url()).pathname.split('/').pop()!;
  const credit = await getInvoice(request, business, creditId);
  expect(totals(credit)).toEqual([-716.68, -17.36, -734.04]);
  expect(credit.seller, 'the seller of the invoice it corrects').toEqual(stored.seller);
  const creditLabel = `${credit.series}-${credit.invoice_number}`;
  await expectAccessible(page);
  await atWidths(page, 'credit/credit-note');

  await page.getByTestId('invoice-links').getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
  await expect(page.getByTestId('invoice-links')).toContainText(`Credited by ${creditLabel}`);
  await atWidths(page, 'credit/invoice');

  // In Lithuanian: the link, the action and the dialog in the catalogue's words.
  await page.getByLabel('Language').selectOption('lt');
  await expect(page.getByTestId('invoice-links')).toContainText(`Kredituota sąskaita ${creditLabel}`);
  await atWidths(page, 'credit/invoice-lt');
  await page.getByRole('button', { name: 'Ištrinti', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Geriau kredituoti' })).toBeFocused();
  await expectAccessible(page);
  await atWidths(page, 'credit/delete-dialog-lt', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Geriau kredituoti' }).click();
  await expect(page.getByText('Ši sąskaita jau kredituota')).toContainText(creditLabel);
  await page.getByRole('radio', { name: /Sumą/ }).check();
  await page.locator('[name="products.0.total_incl_vat"]').fill('50');
  await expect(page.getByTestId('form-warnings')).toContainText('Kreditinė sąskaita paprastai sumažina sumą');
  await expectAccessible(page);
  await atWidths(page, 'credit/credit-amount-lt');
});
