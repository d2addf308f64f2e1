import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Big from 'big.js';
import { parseCsv, unzipAll } from '../src/bff/testing/unpack';
import { addDays } from '../src/contract/clock';
import { owedOf, signedAmount } from '../src/contract/owed';
import { demoBusiness, deskToday, expectAccessible } from './invoices-helpers';
import { atWidths } from './pictures';

interface Row {
  id: string;
  series: string;
  invoice_number: string;
  invoice_type: string;
  invoice_date: string;
  pay_until_date: string | null;
  payment_status: string;
  currency: string;
  total_incl_vat: number;
}
type Page<T> = { data: T[]; meta: { last_page: number; total: number } };

const money = (amount: Big, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }).format(
    Number(amount.toFixed(2)),
  );
const today = deskToday();
const prevMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/** The truth: every record as the API itself lists it now (`refresh=1` goes past the BFF's mirror). */
async function everything<T>(
  request: APIRequestContext,
  business: string,
  kind: 'invoices' | 'expenses',
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = (await (
      await request.get(`/api/b/${business}/${kind}?page=${page}&refresh=1`)
    ).json()) as Page<T>;
    out.push(...res.data);
    if (page >= res.meta.last_page) return out;
  }
}

/**
 * Where each credit note came from (the BFF keeps the links of those made from an invoice, `?source=`): a credit note
 * made in another spec on this desk takes back what it credits.
 */
async function creditSources(
  request: APIRequestContext,
  business: string,
  invoices: Row[],
): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  for (const i of invoices.filter((r) => r.invoice_type.startsWith('credit'))) {
    const links = (await (await request.get(`/api/b/${business}/invoices/${i.id}/links`)).json()) as {
      data: { source: { id: string } | null };
    };
    if (links.data.source) sources.set(i.id, links.data.source.id);
  }
  return sources;
}

/**
 * Outstanding and overdue per currency, by the README's money rules, from the API's own invoices: what is still owed
 * (contract/owed.ts: an invoice's credit notes take back what they credit); credit notes not settled and not spent
 * against an unpaid invoice apart (they reduce what is owed, they are not unpaid invoices).
 */
function owed(invoices: Row[], sources: Map<string, string>) {
  const sums = {
    outstanding: new Map<string, Big>(),
    outstandingRows: new Map<string, number>(),
    overdue: new Map<string, Big>(),
    overdueRows: new Map<string, number>(),
    credit: new Map<string, Big>(),
    creditRows: new Map<string, number>(),
  };
  const byId = new Map(invoices.map((i) => [i.id, i]));
  const back = new Map<string, Big>();
  /** What of a credit note spent against an unpaid invoice is left open (the invoice takes at most what it states). */
  const leftOpen = new Map<string, Big>();
  for (const [credit, source] of sources) {
    const invoice = byId.get(source);
    if (invoice?.payment_status !== 'not_paid') continue;
    const amount = new Big(String(byId.get(credit)!.total_incl_vat)).abs();
    const room = new Big(String(invoice.total_incl_vat)).minus(back.get(source) ?? 0);
    const taken = amount.lt(room) ? amount : room.gt(0) ? room : new Big(0);
    back.set(source, (back.get(source) ?? new Big(0)).plus(taken));
    leftOpen.set(credit, taken.minus(amount));
  }
  const add = (m: Map<string, Big>, i: Row, amount: Big) =>
    m.set(i.currency, (m.get(i.currency) ?? new Big(0)).plus(amount));
  const count = (m: Map<string, number>, i: Row) => m.set(i.currency, (m.get(i.currency) ?? 0) + 1);
  for (const i of invoices) {
    if (i.invoice_type.startsWith('credit')) {
      const open = leftOpen.get(i.id) ?? signedAmount(i.invoice_type, i.total_incl_vat);
      if (i.payment_status !== 'not_paid' || open.eq(0)) continue;
      add(sums.credit, i, open);
      count(sums.creditRows, i);
      continue;
    }
    const o = owedOf(i, back.get(i.id) ?? 0);
    if (o.state !== 'owed') continue;
    add(sums.outstanding, i, o.owed);
    count(sums.outstandingRows, i);
    if (i.pay_until_date === null || i.pay_until_date >= today) continue;
    add(sums.overdue, i, o.owed);
    count(sums.overdueRows, i);
  }
  return sums;
}

test('the overview shows the seeded truth per currency, links every figure, and looks right at 1280 and 390 px', async ({
  page,
  request,
}) => {
  const business = await demoBusiness(request);
  const invoices = await everything<Row>(request, business, 'invoices');
  const truth = owed(invoices, await creditSources(request, business, invoices));
  expect(truth.overdue.size, 'the demo has overdue invoices').toBeGreaterThan(1);
  await page.goto(`/b/${business}`);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  for (const [currency, amount] of truth.outstanding)
    await expect(page.getByTestId(`outstanding-${currency}`)).toHaveText(money(amount, currency));
  for (const [currency, amount] of truth.overdue)
    await expect(page.getByTestId(`overdue-${currency}`)).toHaveText(money(amount, currency));
  expect(truth.credit.size, 'the demo has credit notes not settled').toBeGreaterThan(0);
  for (const [currency, amount] of truth.credit)
    await expect(page.getByTestId(`credit-notes-${currency}`)).toHaveText(money(amount, currency));

  // Issued last month in EUR: credit notes reduce it, pro forma invoices are left out.
  const issued = invoices
    .filter(
      (i) =>
        i.currency === 'EUR' &&
        i.invoice_date.startsWith(prevMonth) &&
        !i.invoice_type.startsWith('preliminary'),
    )
    .reduce((s, i) => s.plus(String(i.total_incl_vat)), new Big(0));
  const label = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${prevMonth}-01T00:00:00Z`),
  );
  const table = page.getByTestId('months-table');
  await table.scrollIntoViewIfNeeded();
  await expect(
    table
      .getByRole('row', { name: new RegExp(`^${label}`) })
      .getByRole('cell')
      .first(),
  ).toHaveText(money(issued, 'EUR'));
  await expect(page.locator('canvas')).toBeVisible(); // the chart came in once its section was near the viewport
  await expect(
    page.getByText('Paid: the month of the payment, as near as this dashboard can date it.'),
  ).toBeVisible();
  await expectAccessible(page);
  await atWidths(page, 'overview', { doc: true, ready: () => expect(page.locator('canvas')).toBeVisible() });

  // The longest overdue comes first, and every figure leads to the list behind it.
  const overdueRows = page.getByTestId('overdue-list').getByRole('link');
  await expect(overdueRows.first()).toContainText(/\d+ days overdue/);
  await page.getByTestId('overdue-EUR').click();
  await expect(page).toHaveURL(
    new RegExp(`/b/${business}/invoices\\?status=overdue&currency=EUR&sort=pay_until_date$`),
  );
  // The list behind the figure holds the same invoices: the demo's overdue pro forma invoices are in neither.
  const offersPastDue = invoices.filter(
    (i) =>
      i.invoice_type.startsWith('preliminary') &&
      i.payment_status === 'not_paid' &&
      i.currency === 'EUR' &&
      i.pay_until_date! < today,
  );
  expect(offersPastDue.length, 'the demo has EUR pro forma invoices past their due date').toBeGreaterThan(0);
  await expect(page.locator('tbody tr')).toHaveCount(truth.overdueRows.get('EUR')!);
  // So does the outstanding figure's: not paid, pro forma invoices left out, as the figure sums them.
  await page.goBack();
  await page.getByTestId('outstanding-EUR').click();
  await expect(page).toHaveURL(
    new RegExp(`/b/${business}/invoices\\?status=not_paid&currency=EUR&type=not_preliminary$`),
  );
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('not_preliminary');
  await expect(page.locator('tbody tr')).toHaveCount(truth.outstandingRows.get('EUR')!);
  await expect(page.getByTestId('list-sums')).toHaveText(
    `total ${money(truth.outstanding.get('EUR')!, 'EUR')}`,
  );
  // And the credit notes' figure leads to exactly the credit notes not settled, summed as the figure.
  await page.goBack();
  await page.getByTestId('credit-notes-EUR').click();
  await expect(page).toHaveURL(
    new RegExp(`/b/${business}/invoices\\?status=not_paid&currency=EUR&type=credit$`),
  );
  await expect(page.locator('tbody tr')).toHaveCount(truth.creditRows.get('EUR')!);
  await expect(page.getByTestId('list-sums')).toHaveText(`total ${money(truth.credit.get('EUR')!, 'EUR')}`);
});

test('the buyer and a line are filled from memory by keyboard alone; a new buyer can still be typed', async ({
  page,
  request,
}) => {
  const business = await demoBusiness(request);
  await page.goto(`/b/${business}/invoices/new`);
  const name = page.getByRole('combobox', { name: 'Company name' });
  // The form arrives drawn, its fields held until the app has taken it over: keys typed before would be lost.
  await expect(name).toBeEnabled();
  await name.focus();
  await page.keyboard.type('siaur');
  const options = page.getByRole('listbox', { name: 'Past buyers' }).getByRole('option');
  await expect(options.first()).toContainText('UAB Šiaurės žvaigždė');
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(name).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(name).toHaveValue('UAB Šiaurės žvaigždė');
  await expect(name).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Company code (optional)')).toHaveValue('302998877');
  await expect(page.getByLabel('VAT code').last()).toHaveValue('LT998877665');
  await expect(page.getByLabel('Address').last()).toHaveValue('Žalgirio g. 5, Kaunas');

  // A person found by last name: the form turns to a person's fields.
  await name.fill('');
  await page.keyboard.type('zemait');
  await expect(options.first()).toContainText('Rūta Žemaitė');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('The buyer is')).toHaveValue('individual');
  await expect(page.getByRole('combobox', { name: 'First name' })).toHaveValue('Rūta');
  await expect(page.getByLabel('Last name')).toHaveValue('Žemaitė');

  // A line's description: units, price and VAT % as last used; the quantity stays.
  const description = page.getByRole('combobox', { name: 'Description' });
  await description.focus();
  await page.keyboard.type('logo des');
  await expect(page.getByRole('listbox', { name: 'Past lines' }).getByRole('option').first()).toContainText(
    'Logo design',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const line = page.getByTestId('line-1');
  await expect(description).toHaveValue('Logo design');
  await expect(line.getByLabel('Units')).toHaveValue('pcs');
  await expect(line.getByLabel('Unit price')).toHaveValue('950');
  await expect(line.getByLabel('VAT %')).toHaveValue('21');
  await expect(line.getByLabel('Quantity')).toHaveValue('1');

  // Something new: Escape closes the list and keeps what was typed.
  await page.getByLabel('The buyer is').selectOption('company');
  const company = page.getByRole('combobox', { name: 'Company name' });
  await company.fill('');
  await company.focus();
  await page.keyboard.type('Brand New Buyer Co');
  await page.keyboard.press('Escape');
  await expect(company).toHaveValue('Brand New Buyer Co');
  await expect(company).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);
});

test('Export CSV downloads the invoices as UTF-8 with a BOM, one row each', async ({ page, request }) => {
  const business = await demoBusiness(request);
  const invoices = await everything<Row>(request, business, 'invoices');
  await page.goto(`/b/${business}/invoices`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoices.csv');
  const rows = parseCsv(readFileSync((await download.path())!));
  expect(rows[0]!.slice(0, 5)).toEqual(['series', 'number', 'invoice_date', 'pay_until_date', 'buyer_name']);
  expect(rows.length - 1).toBe(invoices.length);
  expect(rows.some((r) => r[4] === 'UAB Šiaurės žvaigždė')).toBe(true);
  expect(rows.find((r) => r[12] === 'credit_vat_invoice')?.[10]).toMatch(/^-\d+\.\d\d$/);
});

test('the month pack downloads with progress and unzips to the month\u2019s CSVs, PDFs and receipts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const business = await demoBusiness(request);
  const invoices = (await everything<Row>(request, business, 'invoices')).filter((i) =>
    i.invoice_date.startsWith(prevMonth),
  );
  const expenses = (
    await everything<{ date: string | null; seller: string }>(request, business, 'expenses')
  ).filter((e) => e.date?.startsWith(prevMonth));
  await page.goto(`/b/${business}`);
  await page.getByRole('combobox', { name: 'Month' }).selectOption(prevMonth);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 100_000 }),
    page.getByRole('link', { name: 'Download the month pack (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`month-${prevMonth}.zip`);
  const files = unzipAll(readFileSync((await download.path())!));
  await expect(page.getByTestId('pack-progress')).toContainText(
    `ready: ${invoices.length + expenses.length} files`,
  );
  const names = [...files.keys()];
  expect(names.filter((n) => n.startsWith('invoices/')).sort()).toEqual(
    invoices.map((i) => `invoices/${i.series}-${i.invoice_number}.pdf`).sort(),
  );
  expect(
    names
      .filter((n) => n.startsWith('receipts/'))
      .map((n) => n.replace(/\.\w+$/, '').replace(/ \(\d+\)$/, ''))
      .sort(),
  ).toEqual(expenses.map((e) => `receipts/${e.date} ${e.seller}`).sort());
  expect(names).not.toContain('missing.txt');
  for (const [name, bytes] of files)
    if (name.endsWith('.pdf') && name.startsWith('invoices/'))
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(parseCsv(files.get('invoices.csv')!).length - 1).toBe(invoices.length);
  expect(parseCsv(files.get('expenses.csv')!).length - 1).toBe(expenses.length);
});
