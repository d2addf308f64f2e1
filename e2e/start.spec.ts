import { expect, test } from '@playwright/test';

type Data<T> = { data: T };
interface Invoice {
  id: string;
  series: string;
  language: string;
  invoice_type: string;
  payment_status: string;
}

test('npm start serves the dashboard on the embedded API with the demo data', async ({ page, request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);

  const businesses = (await (await request.get('/api/businesses')).json()) as Data<
    { id: string; title: string }[]
  >;
  const demo = businesses.data.find((b) => b.title === 'Baltic Pine Studio');
  expect(demo, JSON.stringify(businesses)).toBeDefined();
  const b = demo!.id;

  const invoices = ((await (await request.get(`/api/b/${b}/invoices`)).json()) as Data<Invoice[]>).data;
  expect(invoices.length).toBeGreaterThanOrEqual(8);
  expect(new Set(invoices.map((i) => i.language))).toEqual(new Set(['en', 'lt', 'es', 'de', 'fr']));
  expect(new Set(invoices.map((i) => i.series)).size).toBeGreaterThanOrEqual(3);
  expect(new Set(invoices.map((i) => i.payment_status))).toEqual(new Set(['paid', 'not_paid']));
  expect(invoices.some((i) => i.invoice_type.includes('vat'))).toBe(true);
  expect(invoices.some((i) => !i.invoice_type.includes('vat'))).toBe(true);

  const expenses = ((await (await request.get(`/api/b/${b}/expenses`)).json()) as Data<{ id: string }[]>)
    .data;
  expect(expenses.length).toBeGreaterThanOrEqual(3);
  const receipt = await request.get(`/api/b/${b}/expenses/${expenses[0]!.id}/download`);
  expect(receipt.status()).toBe(200);
  expect((await receipt.body()).length).toBeGreaterThan(100);

  // the production build is served, with its security headers, and a client-side route falls back to index.html
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByText('Invoice Desk').first()).toBeVisible();
  const deep = await page.goto(`/b/${b}/invoices`);
  expect(deep?.status()).toBe(200);
  await expect(page.getByText('Invoice Desk').first()).toBeVisible();
});
