/**
 * The rate-budget journey of issue 7 as a person clicks it, as named steps so two tabs can take turns. Only the
 * first step loads a URL; every later move is a click (or the browser's back button) inside the running app, so
 * the app's cache lives through the whole journey as it does for a person.
 */
import { expect, type Page } from '@playwright/test';
import { dropFiles, jpegReceipt, pdfReceipt } from '../e2e/expenses-support';

export interface Step {
  name: string;
  run(): Promise<void>;
}

/** Any wait on the upstream may meet the rate budget: the BFF then holds calls up to a minute, by design. */
const timeout = 90_000;
const rows = (page: Page) => page.locator('tbody tr');
const pdfDrawn = (page: Page) =>
  expect(page.getByTestId('pdf-first-page')).toHaveAttribute('data-state', 'drawn', { timeout });
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();

async function createInvoice(page: Page, buyer: string) {
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible();
  await page.getByRole('group', { name: 'Buyer' }).getByLabel('Company name').fill(buyer);
  const line = page.getByTestId('line-1');
  await line.getByLabel('Description').fill('Bench consulting');
  await line.getByLabel('Unit price').fill('120');
  const vat = line.getByLabel('VAT %');
  if (await vat.isVisible()) await vat.fill('21');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/, { timeout });
}

/** `tag` names what this tab creates, so two tabs' records stay apart. */
export function journey(page: Page, startUrl: string, tag: string): Step[] {
  const sellers = [1, 2, 3].map((n) => `${tag} shop ${n}`);
  return [
    {
      name: 'open the dashboard (the overview), then the invoice list, page 1',
      run: async () => {
        await page.goto(startUrl);
        await page.getByRole('navigation').getByRole('link', { name: 'Invoices', exact: true }).click();
        await expect(rows(page)).toHaveCount(50, { timeout });
      },
    },
    {
      name: 'page 2, page 3, back to 2 and 1',
      run: async () => {
        const pager = page.getByRole('navigation', { name: 'Pages' });
        for (const n of [2, 3]) {
          await page.getByRole('link', { name: 'Next →' }).click();
          await expect(pager.getByText(`Page ${n} of`)).toBeVisible({ timeout });
        }
        for (const n of [2, 1]) {
          await page.goBack();
          await expect(pager.getByText(`Page ${n} of`)).toBeVisible({ timeout });
        }
        await expect(rows(page)).toHaveCount(50, { timeout });
      },
    },
    {
      name: 'open five invoices (each from the list)',
      run: async () => {
        for (let i = 0; i < 5; i++) {
          await rows(page).nth(i).getByRole('link').first().click();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout });
          // An opened invoice offers its PDF on request (each download is an API call): the journey does not ask.
          await expect(page.getByRole('button', { name: 'Show PDF preview' })).toBeVisible({ timeout });
          await page.goBack();
          await expect(rows(page)).toHaveCount(50, { timeout });
        }
      },
    },
    {
      name: 'create two invoices, preview both PDFs',
      run: async () => {
        for (const n of [1, 2]) {
          await createInvoice(page, `${tag} buyer ${n}`);
          await pdfDrawn(page);
          if (n === 1) await nav(page, 'Invoices');
        }
      },
    },
    {
      name: 'edit one (the second)',
      run: async () => {
        await page.getByRole('link', { name: 'Edit', exact: true }).click(); // "Credit note" holds "edit" too
        await page
          .getByRole('group', { name: 'Buyer' })
          .getByLabel('Company name')
          .fill(`${tag} buyer 2, renamed`);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(page.getByText(`${tag} buyer 2, renamed`)).toBeVisible({ timeout });
        await pdfDrawn(page);
      },
    },
    {
      name: 'upload three receipts (on the expenses page)',
      run: async () => {
        await nav(page, 'Expenses');
        await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
        const files = [
          { name: `${tag}-1.jpg`, type: 'image/jpeg', bytes: await jpegReceipt(page, sellers[0]!) },
          { name: `${tag}-2.pdf`, type: 'application/pdf', bytes: await pdfReceipt(sellers[1]!, '8.40') },
          { name: `${tag}-3.pdf`, type: 'application/pdf', bytes: await pdfReceipt(sellers[2]!, '3.10') },
        ];
        await dropFiles(page, page.getByTestId('expense-drop-zone'), files);
        for (const [i, f] of files.entries()) {
          const card = page.getByRole('article', { name: `Receipt ${f.name}` });
          await card.getByLabel('Seller').fill(sellers[i]!);
          await card.getByLabel('Total incl. VAT').fill(`${i + 2}.50`);
          await card.getByRole('button', { name: 'Save expense' }).click();
          await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({
            timeout,
          });
        }
      },
    },
    {
      name: 'the expenses list shows them',
      run: async () => {
        const list = page.getByRole('table', { name: 'Expenses, newest first' });
        for (const s of sellers)
          await expect(list.getByRole('row').filter({ hasText: s })).toBeVisible({ timeout });
      },
    },
  ];
}
