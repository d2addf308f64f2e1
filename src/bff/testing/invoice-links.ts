import { expect } from 'vitest';
import { asOwner, type ApiFixture, type Business } from './fixture';
import { type browser, jsonBody } from './harness';

/** Writing invoices through the BFF as the dashboard does, and reading where each came from (…/links). */
type Browser = ReturnType<typeof browser>;

/** One end of a kept link, as …/links answers it. */
export type LinkedInvoice = {
  id: string;
  series: string;
  invoice_number: string;
  invoice_type: string;
  relation: string;
  at: number;
};
type Links = { data: { source: LinkedInvoice | null; targets: LinkedInvoice[] } };
export type CreatedInvoice = { id: string; invoice_number: string; total_incl_vat: number };

/** A POST of an invoice to the BFF; `query` `?source=<id>` writes it from another. */
export const postInvoice = (get: Browser, business: string, body: unknown, query = '') =>
  get(`/api/b/${business}/invoices${query}`, { method: 'POST', ...jsonBody(body) });

/** The invoice a POST created: 201, or the test fails with the answer's text. */
export const createdInvoice = async (res: Response): Promise<CreatedInvoice> => {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: CreatedInvoice }).data;
};

/** Where an invoice came from and what was written from it, as the BFF answers (200). */
export const linksOf = async (get: Browser, business: string, id: string) => {
  const res = await get(`/api/b/${business}/invoices/${id}/links`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Links).data;
};

/** How many invoices the API holds for the business, asked straight of the API. */
export const invoiceCount = async (desk: ApiFixture & { biz: Business }) => {
  const res = await asOwner(desk.api, desk.biz)('GET', '/invoices');
  return ((await res.json()) as { meta: { total: number } }).meta.total;
};
