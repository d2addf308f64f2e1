import { expect, test } from '@playwright/test';
import {
  createInvoiceViaBff,
  expectAccessible,
  ownBusiness,
  plainInvoice,
  type OwnBusiness,
} from './invoices-helpers';
import { atWidths } from './pictures';

/**
 * `npm start` has no mail server: a message goes to the desk's local outbox, and the page says so plainly and lets
 * the owner open what would have gone.
 */
let biz: OwnBusiness;
test.beforeAll(async ({ playwright }, info) => {
  biz = await ownBusiness(playwright.request, info.project.use.baseURL!, 'Email spec');
});
test.afterAll(() => biz.close());

test('sends an invoice from its page: the dialog, the log, the outbox message; a reminder; refused addresses on the field', async ({
  page,
  request,
  baseURL,
}) => {
  const invoice = await createInvoiceViaBff(request, baseURL!, biz.id, {
    ...plainInvoice('Mail Buyer UAB', 'MAIL'),
    buyer: { type: 'company', company_name: 'Mail Buyer UAB', email: 'buyer@example.lt' },
    pay_until_date: '2026-01-10',
  });
  await page.goto(`/b/${biz.id}/invoices/${invoice.id}`);
  await expect(page.getByText('Nothing has been sent about this invoice yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: /Send invoice MAIL-\d+ by e-mail/ });
  await expect(dialog.getByLabel('To')).toHaveValue('buyer@example.lt');
  await dialog.getByLabel('To').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await dialog.getByLabel('To').fill('buyer@example.lt, books@example.lt');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  const log = page.getByTestId('email-log');
  await expect(
    log.getByText('Not sent — no mail server is configured; this is what would have gone'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('buyer@example.lt, books@example.lt');
  const download = page.waitForEvent('download');
  await log.getByRole('link', { name: 'Open the message' }).click();
  const eml = await (await download).path();
  const text = (await import('node:fs')).readFileSync(eml!, 'latin1');
  expect(text).toMatch(/^Subject: Invoice MAIL-\d+ from /m);
  expect(text).toContain('Content-Type: application/pdf');

  await page.getByRole('button', { name: 'Send reminder' }).click();
  const reminder = page.getByRole('dialog', { name: /Send a payment reminder for MAIL-\d+/ });
  await reminder.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Reminder', { exact: true })).toBeVisible();
  await expect(log.getByRole('link', { name: 'Open the message' })).toHaveCount(2, { timeout: 20_000 });
  await expectAccessible(page);
  await atWidths(page, 'invoice-email', {
    doc: true,
    ready: async () => {
      await expect(log.getByRole('link', { name: 'Open the message' })).toHaveCount(2);
    },
  });
});
