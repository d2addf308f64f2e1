import { expect, test, type Page } from '@playwright/test';
import { startDesk, type Desk } from './business-desk';
import { docPicture } from './pictures';
import { expectAccessible } from './invoices-helpers';

let desk: Desk;
test.beforeAll(async () => {
  desk = await startDesk();
});
test.afterAll(async () => {
  await desk?.close();
});

const company = {
  business_title: 'Šiaurės Vėjas, UAB',
  business_type: 'private_limited_liability_company',
  address: 'Gedimino pr. 1, Vilnius',
  vat_code: 'LT100000000017',
  company_name: 'UAB Šiaurės Vėjas',
  company_code: '305000017',
};
const individual = {
  business_title: 'Rūta Petraitė',
  business_type: 'individual_activity',
  address: 'Laisvės al. 10, Kaunas',
  vat_code: null,
  first_name: 'Rūta',
  last_name: 'Petraitė',
  individual_activity_id: '1234567',
};

async function expectNoSeriousAxe(page: Page) {
  await expectAccessible(page);
}

/** Connects through the connect screen, as a person would: paste the token, see the title the BFF answers, confirm. */
async function connectInUi(page: Page, token: string, title: string) {
  await page.goto(`${desk.url}/connect`);
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Check token' }).click();
  await expect(page.getByRole('status').filter({ hasText: `This token belongs to ${title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Connected ${title}` })).toBeVisible();
}

async function addExpense(page: Page, business: string, seller: string) {
  const res = await page.request.post(`${desk.url}/api/b/${business}/expenses`, {
    headers: { Origin: desk.url },
    multipart: {
      seller,
      total: '10.00',
      currency: 'EUR',
      date: '2026-11-01',
      file: { name: 'r.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') },
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test('with nothing connected, / opens the connect screen; a bad token is refused with a clear message', async ({
  page,
}) => {
  await page.goto(desk.url);
  await expect(page).toHaveURL(`${desk.url}/connect`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect a business' })).toBeVisible();
  await page.getByRole('button', { name: 'Check token' }).click();
  await expect(page.getByText('Paste the API token')).toBeVisible();
  await page.getByLabel('API token').fill('not-a-real-token');
  await page.getByRole('button', { name: 'Check token' }).click();
  await expect(page.getByText('The API did not accept this token')).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('a checked token names its business before anything is saved; changing the token asks again', async ({
  page,
}) => {
  const f = await desk.business({ ...company, business_title: 'Checked First, UAB' });
  const g = await desk.business({ ...company, business_title: 'The Other One, UAB' });
  await page.goto(`${desk.url}/connect`);
  await page.getByLabel('API token').fill(f.token);
  await page.getByRole('button', { name: 'Check token' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'This token belongs to Checked First, UAB' }),
  ).toBeVisible();
  // nothing kept yet
  const listed = async () =>
    (
      (await (await page.request.get(`${desk.url}/api/businesses`)).json()) as { data: { title: string }[] }
    ).data.map((b) => b.title);
  expect(await listed()).not.toContain('Checked First, UAB');
  // another token: the confirmation goes, and the check names the other business
  await page.getByLabel('API token').fill(g.token);
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check token' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'This token belongs to The Other One, UAB' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use another token' }).click();
  await expect(page.getByLabel('API token')).toHaveValue('');
  expect(await listed()).not.toContain('The Other One, UAB');
  await expectNoSeriousAxe(page);

  // A token changed while its check is still on the way: the late answer names nothing, the new token is checked.
  await page.route('**/api/businesses', async (route) => {
    await new Promise((r) => setTimeout(r, 800)); // a slow check, the one thing the real BFF will not do on demand
    await route.fallback();
  });
  await page.getByLabel('API token').fill(f.token);
  const lateAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/api/businesses') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Check token' }).click();
  await page.getByLabel('API token').fill(g.token);
  await lateAnswer;
  await expect(page.getByRole('status').filter({ hasText: 'This token belongs to' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check token' })).toBeEnabled();
  await page.unroute('**/api/businesses');
  await page.getByRole('button', { name: 'Check token' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'This token belongs to The Other One, UAB' }),
  ).toBeVisible();
});

test('connect two businesses, switch between them in the header, and no data crosses over', async ({
  page,
}) => {
  const a = await desk.business(company);
  const b = await desk.business(individual);
  await connectInUi(page, a.token, a.title);
  await connectInUi(page, b.token, b.title);
  await addExpense(page, a.id, 'Only in Šiaurės Vėjas');
  await addExpense(page, b.id, 'Only in Rūta');

  await page.goto(`${desk.url}/b/${a.id}/expenses`);
  const table = page.getByRole('table', { name: 'Expenses, newest first' });
  await expect(table).toContainText('Only in Šiaurės Vėjas');
  await expect(table).not.toContainText('Only in Rūta');

  const switcher = page.getByRole('combobox', { name: 'Business' });
  await expect(switcher).toHaveValue(a.id);
  await switcher.selectOption({ label: b.title });
  await expect(page).toHaveURL(`${desk.url}/b/${b.id}/expenses`);
  await expect(table).toContainText('Only in Rūta');
  await expect(table).not.toContainText('Only in Šiaurės Vėjas');

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
  await switcher.selectOption({ label: a.title });
  await expect(page).toHaveURL(`${desk.url}/b/${a.id}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
});

test('the profile shows exactly the fields of the business type, in plain words', async ({ page }) => {
  const a = await desk.business({ ...company, business_title: 'Profile Co, UAB' });
  const b = await desk.business({ ...individual, business_title: 'Profile Person' });
  for (const x of [a, b]) {
    const res = await page.request.post(`${desk.url}/api/businesses`, {
      headers: { Origin: desk.url },
      data: { token: x.token },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto(`${desk.url}/b/${a.id}/profile`);
  const terms = page.locator('dt');
  await expect(terms).toHaveText(['Business type', 'Address', 'VAT code', 'Company name', 'Company code']);
  await expect(page.locator('dd')).toHaveText([
    'Private limited liability company',
    company.address,
    company.vat_code,
    company.company_name,
    company.company_code,
  ]);
  await expectNoSeriousAxe(page);

  await page.goto(`${desk.url}/b/${b.id}/profile`);
  await expect(terms).toHaveText([
    'Business type',
    'Address',
    'VAT code',
    'First name',
    'Last name',
    'Individual activity number',
  ]);
  await expect(page.locator('dd')).toHaveText([
    'Individual activity (self-employed)',
    individual.address,
    'Not given',
    'Rūta',
    'Petraitė',
    '1234567',
  ]);
});

test('a revoked token shows the reconnect screen; a new token brings the business back', async ({ page }) => {
  const c = await desk.business({
    business_title: 'Revoked Bakery',
    business_type: 'sole_proprietorship',
    address: null,
    vat_code: null,
    company_name: 'Revoked Bakery',
    company_code: '100200300',
  });
  await connectInUi(page, c.token, c.title);
  await addExpense(page, c.id, 'Flour and sugar');
  await page.goto(`${desk.url}/b/${c.id}/expenses`);
  await expect(page.getByRole('table', { name: 'Expenses, newest first' })).toContainText('Flour and sugar');

  await desk.console('DELETE', `/businesses/${c.id}/tokens/${c.tokenId}`);
  // The BFF may answer reads it made in the last 30 s from its cache, so the revocation shows at the first read that
  // reaches the API: a page of expenses nobody has asked for yet.
  await page.goto(`${desk.url}/b/${c.id}/expenses?page=7`);
  await expect(page.getByRole('heading', { level: 1, name: `Reconnect ${c.title}` })).toBeVisible();
  await expect(page.getByText('it was revoked or deleted in the invoicing app')).toBeVisible();
  await expectNoSeriousAxe(page);

  const { data: fresh } = await desk.console<{ data: { token: string } }>(
    'POST',
    `/businesses/${c.id}/tokens`,
    { name: 'dashboard 2' },
  );
  await page.getByLabel('API token').fill(fresh.token);
  await page.getByRole('button', { name: 'Check token' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `This token belongs to ${c.title}` }),
  ).toBeVisible();
  await expect(page.getByText(`It is not a token of`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reconnect' }).click();
  await expect(page).toHaveURL(`${desk.url}/b/${c.id}/invoices`);
  await page.getByRole('link', { name: 'Expenses' }).click();
  await expect(page.getByRole('table', { name: 'Expenses, newest first' })).toContainText('Flour and sugar');
});

test('a revoked token found by another tab switches an open page to the reconnect screen (SSE), without a reload', async ({
  page,
}) => {
  const e = await desk.business({ ...company, business_title: 'Live Revoke, UAB' });
  await connectInUi(page, e.token, e.title);
  await addExpense(page, e.id, 'Seen before the revocation');
  await page.goto(`${desk.url}/b/${e.id}/expenses`);
  await expect(page.getByRole('table', { name: 'Expenses, newest first' })).toContainText(
    'Seen before the revocation',
  );

  await desk.console('DELETE', `/businesses/${e.id}/tokens/${e.tokenId}`);
  // Another client asks for this business: the BFF meets the 401 and tells every open browser.
  const other = await page.request.get(`${desk.url}/api/b/${e.id}/expenses?page=7`); // never read, so not cached
  expect(((await other.json()) as { code: string }).code).toBe('token_invalid');
  await expect(page.getByRole('heading', { level: 1, name: `Reconnect ${e.title}` })).toBeVisible();
});

test('disconnect a business from the connect screen, after a confirm', async ({ page }) => {
  const d = await desk.business({
    business_title: 'Short-lived Shop',
    business_type: 'association',
    address: null,
    vat_code: null,
    company_name: null,
    company_code: null,
  });
  await connectInUi(page, d.token, d.title);
  await page.getByRole('button', { name: `Disconnect ${d.title}` }).click();
  await page
    .getByRole('dialog', { name: `Disconnect ${d.title}?` })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(page.getByRole('list').filter({ hasText: 'Short-lived Shop' })).toHaveCount(0);
  const list = (await (await page.request.get(`${desk.url}/api/businesses`)).json()) as {
    data: { id: string }[];
  };
  expect(list.data.map((x) => x.id)).not.toContain(d.id);
});

/** The README's pictures of the business screens, at desktop and phone widths (docs/screens/). */
test('business screens at 1280 and 390 px', async ({ page }) => {
  // A desk of its own, so the pictures show these two businesses and none left by the tests above.
  const own = await startDesk();
  try {
    const a = await own.business({
      ...company,
      business_title: 'Baltic Pine Studio, UAB',
      company_name: 'UAB Baltic Pine Studio',
    });
    const b = await own.business({
      ...individual,
      business_title: 'Jonas Jonaitis',
      first_name: 'Jonas',
      last_name: 'Jonaitis',
    });
    const c = await own.business({
      ...company,
      business_title: 'Kopūstas ir Partneriai, MB',
      business_type: 'small_partnership',
    });
    for (const x of [a, b]) {
      await page.request.post(`${own.url}/api/businesses`, {
        headers: { Origin: own.url },
        data: { token: x.token },
      });
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await page.goto(`${own.url}/b/${a.id}/profile`);
      await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
      await docPicture(page, `business-profile-${width}`, { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto(`${own.url}/connect`);
      await expect(page.getByRole('heading', { level: 2, name: 'Connected businesses' })).toBeVisible();
      await page.getByLabel('API token').fill(c.token);
      await page.getByRole('button', { name: 'Check token' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `This token belongs to ${c.title}` }),
      ).toBeVisible();
      await docPicture(page, `business-connect-${width}`, { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await own.console('DELETE', `/businesses/${b.id}/tokens/${b.tokenId}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await page.goto(`${own.url}/b/${b.id}/expenses`);
      await expect(page.getByRole('heading', { level: 1, name: `Reconnect ${b.title}` })).toBeVisible();
      await docPicture(page, `business-reconnect-${width}`, { fullPage: true });
    }
  } finally {
    await own.close();
  }
});
