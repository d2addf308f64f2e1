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
 * Make recurring from an invoice's page: the form, the schedule on the Recurring screen, today's occurrence issued
 * at once (an invoice the list then shows), pause and resume, and the overview's "Coming up in 30 days".
 */
let biz: OwnBusiness;
test.beforeAll(async ({ playwright }, info) => {
  biz = await ownBusiness(playwright.request, info.project.use.baseURL!, 'Recurring spec');
});
test.afterAll(() => biz.close());

test('makes an invoice recurring, issues today’s at once, pauses and resumes it; the overview shows what is coming', async ({
  page,
  request,
  baseURL,
}) => {
  const invoice = await createInvoiceViaBff(request, baseURL!, biz.id, {
    ...plainInvoice('Retainer Client UAB', 'REC'),
    buyer: { type: 'company', company_name: 'Retainer Client UAB', email: 'ap@retainer.example' },
  });
  await page.goto(`/b/${biz.id}/invoices/${invoice.id}`);
  await page.getByRole('link', { name: 'Make recurring' }).click();
  const form = page.getByRole('form', { name: /Make REC-\d+ recurring/ });
  await expect(form.getByLabel('Repeat')).toHaveValue('monthly');
  await form.getByLabel('Every', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Make recurring' }).click();
  await expect(form.getByText('At least 1.')).toBeVisible();
  await form.getByLabel('Every', { exact: true }).fill('1');
  await form.getByLabel('Repeat').selectOption('weekly');
  await form.getByLabel('Send each invoice by e-mail when it is issued').check();
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('ap@retainer.example');
  await expectAccessible(page);
  await atWidths(page, 'recurring-new', {
    doc: true,
    ready: async () => {
      await expect(form.getByLabel('To', { exact: true })).toBeVisible();
    },
  });
  await form.getByRole('button', { name: 'Make recurring' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: 'Retainer Client UAB' });
  await expect(
    card.getByText(/Every week on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/),
  ).toBeVisible();
  await expect(card.getByText('1 invoice issued')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByText('Active')).toBeVisible();
  // A change is for the invoices to come: every other week from now on.
  await card.getByRole('button', { name: 'Change' }).click();
  const edit = card.getByRole('form', { name: 'Change this recurring invoice' });
  await edit.getByLabel('Every', { exact: true }).fill('2');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText(/Every 2 weeks on \w+day$/)).toBeVisible();
  await expect(card.getByText('1 invoice issued')).toBeVisible();
  await expectAccessible(page);
  await atWidths(page, 'recurring', {
    doc: true,
    ready: async () => {
      await expect(card.getByText('1 invoice issued')).toBeVisible();
    },
  });

  await page.goto(`/b/${biz.id}`);
  const upcoming = page.getByRole('region', { name: 'Coming up in 30 days' });
  await expect(upcoming).toContainText('Retainer Client UAB');
  // Every other week from today: the next two fall inside 30 days (today's is issued already).
  await expect(upcoming).toContainText('2 invoices');
  await expectAccessible(page);
  await atWidths(page, 'overview-upcoming', {
    doc: true,
    ready: async () => {
      await expect(upcoming).toContainText('2 invoices');
    },
  });
});
