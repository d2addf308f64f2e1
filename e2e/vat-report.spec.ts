import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Big from 'big.js';
import { parseCsv } from '../src/bff/testing/unpack';
import { monthBounds } from '../src/contract/clock';
import { demoBusiness, deskToday, expectAccessible } from './invoices-helpers';
import { atWidths } from './pictures';

type Invoice = {
  invoice_type: string;
  invoice_date: string;
  currency: string;
  subtotal: number;
  vat: number;
  total_incl_vat: number;
};
type Page_<T> = { data: T[]; meta: { last_page: number } };

const [year, monthNow] = deskToday().split('-').map(Number) as [number, number];
const ym = (m: number) => `${year}-${String(m).padStart(2, '0')}`;
const quarterStart = Math.floor((monthNow - 1) / 3) * 3 + 1;
const thisQuarter = { from: monthBounds(ym(quarterStart)).from, to: monthBounds(ym(quarterStart + 2)).to };
const thisMonth = monthBounds(ym(monthNow));
const eur = (x: Big) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    Number(x.toFixed(2)),
  );

/** The truth: every invoice as the API itself lists it now (`refresh=1` goes past the BFF's mirror). */
async function invoices(request: APIRequestContext, business: string): Promise<Invoice[]> {
  const out: Invoice[] = [];
  for (let page = 1; ; page++) {
    const res = (await (
      await request.get(`/api/b/${business}/invoices?page=${page}&refresh=1`)
    ).json()) as Page_<Invoice>;
    out.push(...res.data);
    if (page >= res.meta.last_page) return out;
  }
}

/** Sales net and VAT in EUR over a range, from the invoices' own totals: credit notes subtracted, pro forma out. */
function salesOf(all: Invoice[], range: { from: string; to: string }) {
  let net = new Big(0);
  let vat = new Big(0);
  for (const i of all) {
    if (
      i.currency !== 'EUR' ||
      i.invoice_type.startsWith('preliminary') ||
      i.invoice_date < range.from ||
      i.invoice_date > range.to
    )
      continue;
    const sign = i.invoice_type.startsWith('credit') && i.total_incl_vat > 0 ? -1 : 1;
    net = net.plus(new Big(String(i.subtotal)).times(sign));
    vat = vat.plus(new Big(String(i.vat)).times(sign));
  }
  return { net, vat };
}

/**
 * The sellers of a range's EUR expenses whose VAT the desk does not know (it sent none): counted from the expenses
 * themselves, since other specs of the run add expenses to the demo too.
 */
async function unknownVatSellers(
  request: APIRequestContext,
  business: string,
  range: { from: string; to: string },
) {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    const query = `from=${range.from}&to=${range.to}&currency=EUR&page=${page}`;
    const res = (await (await request.get(`/api/b/${business}/search/expenses?${query}`)).json()) as Page_<{
      id: string;
      seller: string;
    }>;
    for (const e of res.data) {
      const detail = (await (await request.get(`/api/b/${business}/expenses/${e.id}`)).json()) as {
        remembered: { vat: string | null } | null;
      };
      if (detail.remembered?.vat == null) out.push(e.seller);
    }
    if (page >= res.meta.last_page) return out;
  }
}

test('the VAT report: figures reconcile with the invoices, periods switch, CSV downloads, accessible at two widths', async ({
  page,
  request,
}) => {
  const business = await demoBusiness(request);
  const all = await invoices(request, business);
  await page.goto(`/b/${business}/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'VAT by period' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

  // This quarter, by quarter: one column, the figures the invoices' own totals give.
  await page.getByRole('button', { name: 'This quarter' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${thisQuarter.from}&to=${thisQuarter.to}&group=month`));
  await page.getByLabel('Group by').selectOption('quarter');
  await expect(page).toHaveURL(/group=quarter/);
  const table = page.getByRole('table', { name: 'VAT report in EUR, the periods side by side' });
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(2);
  const truth = salesOf(all, thisQuarter);
  await expect(table.getByRole('row', { name: /^Sales, net/ }).getByRole('cell')).toHaveText([
    eur(truth.net),
  ]);
  await expect(table.getByRole('row', { name: /^Sales VAT [€-]/ }).getByRole('cell')).toHaveText([
    eur(truth.vat),
  ]);
  await expect(table.getByRole('row', { name: /^21%: VAT/ })).toBeVisible();
  // An expense whose VAT the desk does not know is counted and listed, a link to where it can be entered.
  const unknownRow = table.getByRole('row', { name: /^Expenses without a known VAT/ });
  const unknownSellers = await unknownVatSellers(request, business, thisQuarter);
  expect(unknownSellers).toContain('Telia Lietuva, AB'); // the demo's one without
  await expect(
    unknownRow.getByRole('link', { name: new RegExp(`^${unknownSellers.length} expenses?$`) }),
  ).toBeVisible();
  const unknown = page.getByRole('region', { name: 'Expenses without a known VAT' });
  await expect(unknown.getByRole('link', { name: 'Telia Lietuva, AB' })).toHaveAttribute(
    'href',
    new RegExp(`/b/${business}/expenses/[0-9a-f-]{36}$`),
  );
  await expectAccessible(page);
  await atWidths(page, 'vat/vat-quarter', { ready: () => expect(table).toBeVisible() });

  // The CSV: the same figures, machine-readable.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('vat-report.csv');
  const rows = parseCsv(readFileSync((await download.path())!));
  expect(rows[0]).toEqual([
    'period',
    'currency',
    'row',
    'vat_percentage',
    'net',
    'vat',
    'gross',
    'invoices',
    'purchases_gross',
    'purchases_vat_known',
    'expenses_with_vat',
    'expenses_without_vat',
    'vat_payable',
  ]);
  const total = rows.find((r) => r[1] === 'EUR' && r[2] === 'total')!;
  expect([total[4], total[5]]).toEqual([truth.net.toFixed(2), truth.vat.toFixed(2)]);

  // This month, by month: the months side by side (one here), and back to the quarter's months.
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${thisMonth.from}&to=${thisMonth.to}&group=quarter`));
  await page.getByLabel('Group by').selectOption('month');
  const month = salesOf(all, thisMonth);
  await expect(table.getByRole('row', { name: /^Sales VAT [€-]/ }).getByRole('cell')).toHaveText([
    eur(month.vat),
  ]);
  await page.getByRole('button', { name: 'This quarter' }).click();
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(4); // the label and three months
  await atWidths(page, 'vat/vat-months', { ready: () => expect(table).toBeVisible() });

  // A custom range by keyboard.
  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('To').fill('2001-03-31');
  await page.getByLabel('To').press('Enter');
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-03-31/);
  await expect(page.getByText('No invoices or expenses in this range.')).toBeVisible();
});
