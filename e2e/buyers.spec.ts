import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Big from 'big.js';
import { demoBusiness, expectAccessible } from './invoices-helpers';
import { atWidths } from './pictures';

type Figure = { currency: string; invoiced: number; paid: number; outstanding: number; overdue: number };
type Account = {
  key: string;
  buyer: { company_name: string | null };
  invoices: number;
  currencies: Figure[];
};
type Invoice = { invoice_type: string; payment_status: string; currency: string; total_incl_vat: number };

test('the buyers list: figures per currency, search, sort, a buyer’s page and their statement', async ({
  page,
  request,
}) => {
  const business = await demoBusiness(request);
  await page.goto(`/b/${business}/reports/buyers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buyers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Buyers and their accounts' });
  await expect(table.getByRole('link', { name: 'UAB Šiaurės žvaigždė' })).toBeVisible();
  await expectAccessible(page);
  await atWidths(page, 'buyers/buyers', { ready: () => expect(table).toBeVisible() });

  // Search: the list narrows as one types, and the URL keeps it.
  await page.getByRole('searchbox', { name: 'Search buyers' }).fill('siaures');
  await expect(page).toHaveURL(/q=siaures/);
  await expect(table.getByRole('row')).toHaveCount(2); // the header and one buyer
  await page.getByRole('searchbox', { name: 'Search buyers' }).fill('');
  await expect(page).not.toHaveURL(/q=/);

  // Sort by name from the column's header.
  await table.getByRole('button', { name: /Buyer/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  // The URL changes at the click; the rows once the sorted answer is in (a loaded machine sees the old order first).
  const names = () => table.locator('tbody tr td:first-child').allInnerTexts();
  const byName = (list: string[]) =>
    [...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.length > 3 && byName(shown).join('|') === shown.join('|');
    })
    .toBe(true);

  // A buyer's page: their figures equal the sums of their own invoices, to the cent.
  await table.getByRole('link', { name: 'UAB Šiaurės žvaigždė' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'UAB Šiaurės žvaigždė' })).toBeVisible();
  const key = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const account = (
    (await (await request.get(`/api/b/${business}/reports/buyers/${key}`)).json()) as { data: Account }
  ).data;
  const theirs = (
    (await (await request.get(`/api/b/${business}/search/invoices?buyer=${key}`)).json()) as {
      data: Invoice[];
    }
  ).data;
  expect(theirs).toHaveLength(account.invoices);
  for (const f of account.currencies) {
    const sum = (keep: (i: Invoice) => boolean) =>
      theirs
        .filter((i) => i.currency === f.currency && !i.invoice_type.startsWith('preliminary') && keep(i))
        .reduce((s, i) => s.plus(String(i.total_incl_vat)), new Big(0));
    expect(f.invoiced).toBe(Number(sum(() => true).toFixed(2)));
    expect(f.paid).toBe(Number(sum((i) => i.payment_status === 'paid').toFixed(2)));
    expect(f.outstanding).toBe(Number(sum((i) => i.payment_status === 'not_paid').toFixed(2)));
  }
  const invoices = page.getByRole('table', { name: 'Their invoices' });
  await expect(invoices.locator('tbody tr')).toHaveCount(Math.min(account.invoices, 50));
  await expectAccessible(page);
  await atWidths(page, 'buyers/buyer', { ready: () => expect(invoices).toBeVisible() });

  // The statement, as a PDF and as a CSV, for the range chosen.
  await page.getByLabel('From').fill('2020-01-01');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(
    new RegExp(`^statement-${key}-2020-01-01-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain('currency,row,invoice_date,number,type,pay_until_date,amount,status,paid_on');
  expect(text).toContain('EUR,closing_balance');
});
