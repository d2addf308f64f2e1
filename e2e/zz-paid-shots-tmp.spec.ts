import { expect, test } from '@playwright/test';
import { demoBusiness } from './invoices-helpers';

test('shots', async ({ page, request }) => {
  const business = await demoBusiness(request);
  await expect.poll(async () => ((await (await request.get(`/api/b/${business}/overview`)).json()) as { data: { paid_known_from: string | null } }).data.paid_known_from, { timeout: 20_000 }).not.toBeNull();
  await page.route(`**/api/b/${business}/overview`, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    for (const r of body.data.months) {
      if (r.currency !== 'EUR') continue;
      if (r.month <= '2026-02') Object.assign(r, { paid: null, paid_basis: 'not_known' });
      if (r.month === '2026-03') Object.assign(r, { paid: 41234.5, paid_basis: 'estimated' });
      if (r.month === '2026-11') Object.assign(r, { paid: 467.1, paid_basis: 'known' });
    }
    await route.fulfill({ response: res, json: body });
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/b/${business}/invoices`);
    await page.locator(`a[href="/b/${business}"]`).first().click();
    const section = page.locator('section[aria-labelledby="months-title"]');
    await section.scrollIntoViewIfNeeded();
    await expect(page.locator('canvas')).toBeVisible();
    await page.waitForTimeout(300);
    await section.screenshot({ path: `/tmp/shots-paid/catchup-${width}.png` });
  }
});
