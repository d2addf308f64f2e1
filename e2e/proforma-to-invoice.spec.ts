import { expect, test } from '@playwright/test';
import {
  createInvoiceViaBff,
  demoBusiness,
  deskToday,
  expectAccessible,
  getInvoice,
  sameOrigin,
} from './invoices-helpers';
import { atWidths } from './pictures';

type Figure = { currency: string; amount: number; count: number };

test('a pro forma turns into a VAT invoice: prefilled, numbered, linked both ways, and no longer an open offer', async ({
  page,
  request,
  baseURL,
}) => {
  const business = await demoBusiness(request);
  const offersOpen = async () => {
    const res = await request.get(`/api/b/${business}/overview`);
    return ((await res.json()) as { data: { preliminary_open: Figure[] } }).data.preliminary_open.find(
      (f) => f.currency === 'EUR',
    );
  };
  // One line entered incl. VAT: by its unit price alone it would come back a cent short.
  const proForma = await createInvoiceViaBff(request, baseURL!, business, {
    type: 'preliminary_vat_invoice',
    series: 'PRE',
    invoice_date: deskToday(),
    currency: 'EUR',
    language: 'en',
    use_default_seller_info: true,
    buyer: { type: 'company', company_name: `Offer Buyer ${Date.now()}`, vat_code: 'LT100001738313' },
    products: [
      { name: 'Advance deposit', units: 'pcs', quantity: 1, total_incl_vat: 10, vat_percentage: 21 },
      { name: 'Design hours', units: 'h', quantity: 2, price: 19.99, vat_percentage: 21 },
    ],
    payment_options: [{ type: 'other', fields: [{ label: 'IBAN', value: 'LT12 1000 0111 0100 1000' }] }],
  });
  const proLabel = `PRE-${proForma.invoice_number}`;
  const before = (await offersOpen())!;

  await page.goto(`/b/${business}/invoices/${proForma.id}`);
  await page.getByRole('link', { name: 'Turn into an invoice' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice from pro forma ${proLabel}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('vat_invoice');
  await expect(page.getByLabel('Number', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Issue date')).toHaveValue(deskToday());
  await expectAccessible(page);
  await atWidths(page, 'proforma/form');

  await page.getByRole('button', { name: 'Create invoice' }).click();
  const back = page.getByTestId('invoice-links');
  await expect(back).toContainText(`From pro forma ${proLabel}`);
  const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
  const invoice = await getInvoice(request, business, invoiceId);
  const original = await getInvoice(request, business, proForma.id);
  expect([invoice.subtotal, invoice.vat, invoice.total_incl_vat]).toEqual([
    original.subtotal,
    original.vat,
    original.total_incl_vat,
  ]);
  const label = `${invoice.series}-${invoice.invoice_number}`;
  await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
  await expectAccessible(page);
  await atWidths(page, 'proforma/invoice');

  await back.getByRole('link', { name: proLabel }).click();
  await expect(page.getByRole('heading', { level: 1, name: proLabel, exact: true })).toBeVisible();
  await expect(page.getByTestId('invoice-links')).toContainText(`Invoiced as ${label}`);
  await expectAccessible(page);
  await atWidths(page, 'proforma/proforma');

  // Turning it again is allowed, with a warning naming the invoice already made.
  await page.getByRole('link', { name: 'Turn into an invoice' }).click();
  await expect(page.getByText('This pro forma has already been invoiced')).toContainText(label);
  await atWidths(page, 'proforma/form-again');

  const after = await offersOpen();
  expect(after?.count ?? 0).toBe(before.count - 1);
  await page.goto(`/b/${business}`);
  await expect(page.getByTestId('offers')).toContainText(after ? `${after.count} offer` : 'No open offers.');
  await expectAccessible(page);
  await atWidths(page, 'proforma/overview');

  // In Lithuanian: the link and the action in the catalogue's words.
  await page.goto(`/b/${business}/invoices/${proForma.id}`);
  await page.getByLabel('Language').selectOption('lt');
  await expect(page.getByTestId('invoice-links')).toContainText(`Išrašyta sąskaita ${label}`);
  await expect(page.getByRole('link', { name: 'Paversti sąskaita faktūra' })).toBeVisible();
  await expectAccessible(page);
  await atWidths(page, 'proforma/proforma-lt');

  // Refused: the pro forma's link cannot be claimed by an invoice of the wrong type.
  const wrong = await request.post(`/api/b/${business}/invoices?source=${proForma.id}`, {
    data: { type: 'regular_invoice' },
    headers: sameOrigin(baseURL!),
  });
  expect(wrong.status()).toBe(422);
});
