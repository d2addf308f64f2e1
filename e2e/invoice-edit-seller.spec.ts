import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { createInvoiceViaBff, deskToday, ownBusiness, type OwnBusiness } from './invoices-helpers';

/**
 * An edit keeps the seller block the invoice was issued with (issue 42, item 4): issued with the seller's e-mail,
 * phone and custom fields, the business then moves, and the owner edits only the notes in the form — the saved
 * invoice still carries the seller as issued, not the business's details of today.
 */
let own: OwnBusiness;
test.beforeAll(async ({ playwright }, info) => {
  own = await ownBusiness(playwright.request, info.project.use.baseURL!, 'Seller spec', {
    vatCode: 'LT100888000',
  });
});
test.afterAll(() => own.close());

/**
 * The business's details changed in the vendor's app. The console has no profile edit, so the change is written
 * where the embedded API keeps its businesses (DESK_DATA, as the console key is read); the API reads it per request.
 */
function moveBusiness(business: string, address: string) {
  const db = new Database(
    join(process.env.DESK_DATA ?? '.data/desk', 'invoicing-api', 'invoicing-api.sqlite'),
  );
  try {
    db.prepare('UPDATE businesses SET address = ? WHERE id = ?').run(address, business);
  } finally {
    db.close();
  }
}

test('editing the notes of an old invoice keeps its seller: e-mail, phone, custom fields and the address of then', async ({
  page,
  request,
  baseURL,
}) => {
  const seller = {
    business_type: 'private_limited_liability_company',
    first_name: null,
    last_name: null,
    company_name: 'Seller spec UAB',
    company_code: '300999111',
    individual_activity_id: null,
    vat_code: 'LT100888000',
    address: 'Test g. 1, Vilnius',
    email: 'billing@seller-spec.lt',
    phone: '+370 600 12345',
    custom_fields: [{ label: 'Licence', value: 'L-42' }],
  };
  const issued = await createInvoiceViaBff(request, baseURL!, own.id, {
    type: 'vat_invoice',
    series: 'SLR',
    invoice_date: deskToday(),
    currency: 'EUR',
    language: 'en',
    buyer: { type: 'company', company_name: 'Kept Seller Buyer UAB' },
    use_default_seller_info: false,
    seller,
    products: [{ name: 'Design', units: 'h', quantity: 2, price: 50, vat_percentage: 21 }],
  });
  moveBusiness(own.id, 'Naujoji g. 9, Kaunas');

  await page.goto(`/b/${own.id}/invoices/${issued.id}/edit`);
  await page.getByLabel(/^Notes/).fill('Paid by card.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `SLR-${issued.invoice_number}`, exact: true }),
  ).toBeVisible();

  const saved = (await (await request.get(`/api/b/${own.id}/invoices/${issued.id}?refresh=1`)).json()) as {
    data: { notes: string | null; seller: unknown };
  };
  expect(saved.data.notes).toBe('Paid by card.');
  expect(saved.data.seller).toEqual(seller);
});
