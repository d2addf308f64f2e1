import { expect, type Page } from '@playwright/test';
import { startDesk, type Desk } from './business-desk';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/** A desk whose BFF reaches the embedded API through the switchable fault proxy. */
export async function startFaultDesk(): Promise<{ desk: Desk; proxy: FaultProxy }> {
  let proxy: FaultProxy | undefined;
  const desk = await startDesk({
    upstream: async (apiBaseUrl) => {
      proxy = await startFaultProxy(apiBaseUrl);
      return proxy.baseUrl;
    },
  });
  if (!proxy) throw new Error('the desk did not ask for an upstream');
  return { desk, proxy };
}

const faultBusiness = {
  business_type: 'small_partnership',
  address: 'Gedimino pr. 9, Vilnius',
  vat_code: null,
  company_name: 'MB Gedimino Stalas',
  company_code: '305000099',
};

/**
 * Connects a fresh business through the connect screen and returns its invoice list's address. A fresh business
 * per fault: the BFF keeps list reads for 30 s per business, and a fault must meet a read that reaches the API.
 */
export async function connectBusiness(page: Page, desk: Desk, title: string): Promise<string> {
  const b = await desk.business({ ...faultBusiness, business_title: title });
  await page.goto(`${desk.url}/connect`);
  await page.getByLabel('API token').fill(b.token);
  await page.getByRole('button', { name: 'Check token' }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Connected ${b.title}` })).toBeVisible();
  return `${desk.url}/b/${b.id}/invoices`;
}
