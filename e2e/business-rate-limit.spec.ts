import { expect, test } from '@playwright/test';
import { startDesk, type Desk } from './business-desk';

// A small budget (5 calls per 8 s) so the BFF's governor has to hold calls within a test's time.
let desk: Desk;
test.beforeAll(async () => {
  desk = await startDesk({ rateLimit: { limit: 5, windowMs: 8_000 } });
});
test.afterAll(async () => {
  await desk?.close();
});

test('when calls wait for the rate budget, a small notice says how long, and goes away after', async ({
  page,
}) => {
  const b = await desk.business({
    business_title: 'Busy Shop',
    business_type: 'sole_proprietorship',
    address: null,
    vat_code: null,
    company_name: null,
    company_code: null,
  });
  const connect = await page.request.post(`${desk.url}/api/businesses`, {
    headers: { Origin: desk.url },
    data: { token: b.token },
  });
  expect(connect.status()).toBe(201);
  await page.goto(`${desk.url}/b/${b.id}/expenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

  // Another tab's worth of reads (different pages, so nothing is coalesced) uses up the budget.
  const burst = Array.from({ length: 8 }, (_, i) =>
    page.request.get(`${desk.url}/api/b/${b.id}/expenses?page=${i + 2}`),
  );
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'The invoicing service’s request limit is reached' });
  await expect(notice).toHaveText(/requests wait about \d+ s, then continue by themselves/);
  const answers = await Promise.all(burst);
  expect(answers.map((r) => r.status())).toEqual(Array(8).fill(200));
  await expect(notice).toBeHidden({ timeout: 15_000 });
});
