import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startDesk, type Desk } from './business-desk';
import { dropFiles, jpegReceipt } from './expenses-support';
import { connectBusiness } from './faults-support';
import { expectAccessible, plainInvoice } from './invoices-helpers';
import { invitationLink, invite } from './people-support';
import { atWidths } from './pictures';

// A desk of this spec's own with a login (DESK_PASSWORD) and the owner's e-mail (DESK_OWNER_EMAIL): the workers' desks
// run without a password, where everybody acts as the owner.
const ownerEmail = 'owner@people.test';
const password = 'desk owner password';
let desk: Desk;
test.beforeAll(async () => {
  desk = await startDesk({ password, ownerEmail });
});
test.afterAll(async () => {
  await desk?.close();
});

/** A person's own browser: accepts the invitation's link with a new password and lands in the business. */
async function accept(browser: Browser, link: string, title: string, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByText(`You are invited to ${title} as ${role}.`)).toBeVisible();
  await atWidths(page, `people/invite-${role.toLowerCase()}`);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await page.getByLabel('New password').fill(`${role} password 2026`);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  return page;
}

test('the owner invites an accountant and staff, each sees what their role allows, and a removed accountant is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The desk owner signs in with the password alone, as before people existed.
  await page.goto(`${desk.url}/login`);
  await atWidths(page, 'people/login');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // No business yet: home is the connect screen.
  await expect(page).toHaveURL(`${desk.url}/connect`);
  const invoices = await connectBusiness(page, desk, 'Pušų Dirbtuvės');
  const business = /\/b\/([^/]+)\//.exec(invoices)![1]!;
  const title = 'Pušų Dirbtuvės';
  // A second business of the owner's, which nobody is invited to.
  await connectBusiness(page, desk, 'Kita Įmonė');
  const made = await page.request.post(`${desk.url}/api/b/${business}/invoices`, {
    data: plainInvoice('UAB Apskaitos Klientas'),
    headers: { origin: desk.url },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto(`${desk.url}/b/${business}/people`);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await invite(page, 'accountant@people.test', 'Accountant');
  await invite(page, 'staff@people.test', 'Staff');
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending).toContainText('accountant@people.test');
  await expect(pending).toContainText('staff@people.test');
  await expectAccessible(page);
  await atWidths(page, 'people/people');

  // The accountant: reads the invoices and downloads the month pack; nothing that issues, sends or deletes.
  const accountant = await accept(
    browser,
    await invitationLink(desk, 'accountant@people.test'),
    title,
    'Accountant',
  );
  await expect(accountant).toHaveURL(`${desk.url}/b/${business}`);
  const nav = accountant.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link')).toHaveText([
    'Overview',
    'Invoices',
    'Expenses',
    'Reports',
    'Profile',
    'Activity',
    'Your account',
  ]);
  // Their businesses only: the switcher has nothing to switch to, nor a way to connect one.
  const theirs = (await (await accountant.request.get(`${desk.url}/api/businesses`)).json()) as {
    data: { id: string }[];
  };
  expect(theirs.data.map((b) => b.id)).toEqual([business]);
  await expect(accountant.getByLabel('Business', { exact: true })).toHaveCount(0);
  await expect(accountant.getByRole('link', { name: 'Connect a business' })).toHaveCount(0);
  const [pack] = await Promise.all([
    accountant.waitForEvent('download'),
    accountant.getByRole('link', { name: 'Download the month pack (ZIP)' }).click(),
  ]);
  expect(pack.suggestedFilename()).toMatch(/^month-\d{4}-\d\d\.zip$/);
  expect(
    readFileSync((await pack.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await nav.getByRole('link', { name: 'Invoices' }).click();
  const row = accountant.getByRole('row').filter({ hasText: 'UAB Apskaitos Klientas' });
  await expect(row).toBeVisible();
  await atWidths(accountant, 'people/accountant-invoices');
  await expect(accountant.getByRole('link', { name: 'New invoice' })).toHaveCount(0);
  await row.getByRole('link').first().click();
  await expect(accountant.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expect(accountant.getByRole('button', { name: 'Send by e-mail' })).toHaveCount(0);
  await expect(accountant.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(accountant.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // Typing the form's address goes back to the list.
  await accountant.goto(`${desk.url}/b/${business}/invoices/new`);
  await expect(accountant).toHaveURL(`${desk.url}/b/${business}/invoices`);

  // Staff: their expenses and the capture, nothing else; the overview sends them there.
  const staff = await accept(browser, await invitationLink(desk, 'staff@people.test'), title, 'Staff');
  await expect(staff).toHaveURL(`${desk.url}/b/${business}/expenses`);
  const staffNav = staff.getByRole('navigation', { name: 'Sections' });
  // (The till's camera link shows on a wide screen only while photos wait.)
  await expect(staffNav.getByRole('link')).toHaveText(['Expenses', 'Your account']);
  await expect(staff.getByRole('banner').getByRole('link', { name: 'Connect a business' })).toHaveCount(0);
  await dropFiles(staff, staff.getByTestId('expense-drop-zone'), [
    { name: 'kvitas.jpg', type: 'image/jpeg', bytes: await jpegReceipt(staff, 'Staff receipt') },
  ]);
  const card = staff.getByRole('article', { name: 'Receipt kvitas.jpg' });
  await card.getByLabel('Seller').fill('Degalinė Staff');
  await card.getByLabel('Total incl. VAT').fill('23.40');
  await card.getByRole('button', { name: 'Save expense' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 20_000 });
  const own = staff
    .getByRole('table', { name: 'Expenses, newest first' })
    .getByRole('row')
    .filter({ hasText: 'Degalinė Staff' });
  await expect(own).toBeVisible();
  await atWidths(staff, 'people/staff-expenses');
  // Their own expense opens to be read, not changed: no save, no delete.
  await own.getByRole('link').first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Expense from Degalinė Staff' })).toBeVisible();
  await expect(staff.getByLabel('Seller')).toBeDisabled();
  await expect(staff.getByRole('button', { name: 'Save expense' })).toBeHidden();
  await expect(staff.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await staff.goto(`${desk.url}/b/${business}/invoices`);
  await expect(staff).toHaveURL(`${desk.url}/b/${business}/expenses`);

  // Everyone signed in has their own account's page: sessions, password, and for owners the second factor.
  await page.goto(`${desk.url}/b/${business}/people`);
  await page.getByRole('main').getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('region', { name: 'Where you are signed in' })).toContainText('This browser');
  await expect(page.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
  await atWidths(page, 'people/account');

  // The owner removes the accountant: their open page goes to the login screen by itself (the BFF ends their stream).
  await page.goto(`${desk.url}/b/${business}/people`);
  const members = page.getByRole('region', { name: 'People with access' });
  await expect(members).toContainText('accountant@people.test');
  await members
    .getByRole('listitem')
    .filter({ hasText: 'accountant@people.test' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  const removedAt = Date.now();
  await expect(members).not.toContainText('accountant@people.test');
  await expect(accountant).toHaveURL(/\/login\?next=/);
  test.info().annotations.push({ type: 'signed out after', description: `${Date.now() - removedAt} ms` });
  await expect(accountant.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await atWidths(accountant, 'people/login-after-removal');

  // Who did what: the owner reads it, the verbs in words.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Activity' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Removed accountant@people.test' }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Invited staff@people.test' })).toBeVisible();
  await atWidths(page, 'people/activity');
});
