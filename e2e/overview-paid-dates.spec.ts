import { expect, test } from '@playwright/test';
import { demoBusiness, deskToday, expectAccessible } from './invoices-helpers';
import { expectNoSidewaysScroll, picture, wholePage } from './pictures';

type Row = {
  month: string;
  currency: string;
  paid: number | null;
  paid_basis: 'known' | 'estimated' | 'not_known';
};
type Overview = { data: { months: Row[]; paid_known_from: string | null } };

const thisMonth = deskToday().slice(0, 7);

test('the demo’s payments fall in the months they were made, marked as estimates, with a sentence saying why', async ({
  page,
  request,
}) => {
  const business = await demoBusiness(request);
  const overview = async () =>
    ((await (await request.get(`/api/b/${business}/overview`)).json()) as Overview).data;
  // The dashboard began watching at its first walk, this month: the year before it are estimates.
  await expect.poll(async () => (await overview()).paid_known_from, { timeout: 20_000 }).toBe(thisMonth);
  const eur = (await overview()).months.filter((m) => m.currency === 'EUR');
  const estimated = eur.filter((m) => m.paid_basis === 'estimated' && (m.paid ?? 0) > 0);
  expect(estimated.length, 'payments spread over the months').toBeGreaterThanOrEqual(8);
  const total = estimated.reduce((s, m) => s + (m.paid ?? 0), 0);
  for (const m of estimated)
    expect(m.paid!, `${m.month} holds no catch-up of the year`).toBeLessThan(total / 3);
  for (const m of eur.filter((x) => x.month < thisMonth && x.paid_basis !== 'estimated'))
    expect(m).toMatchObject({ paid: null, paid_basis: 'not_known' });

  await page.goto(`/b/${business}`);
  const table = page.getByTestId('months-table');
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByText('≈')).toHaveCount(estimated.length);
  await expect(page.getByTestId('paid-why')).toContainText('earlier ones are estimated (≈)');
  await expect(page.locator('canvas')).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await expect(page.locator('canvas')).toBeVisible();
    await expectNoSidewaysScroll(page, `${width} px`);
    await picture(page, `paid-dates/overview-${width}`, wholePage);
  }

  // In French on a phone, the dollars: months with no estimate say so in words, and the layout holds.
  await page.locator('select').first().selectOption('fr');
  await page.getByRole('button', { name: 'USD' }).click();
  await expect(table.getByText('inconnu').first()).toBeVisible();
  await expectNoSidewaysScroll(page, '390 px');
  await picture(page.locator('section[aria-labelledby="months-title"]'), 'paid-dates/usd-fr-390');
});
