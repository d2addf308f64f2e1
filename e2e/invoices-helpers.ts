import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequest, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { addDays, dayOf } from '../src/contract/clock';

/** Where `npm start` keeps its data for the e2e run: the embedded API's console key is there. */
const deskData = process.env.DESK_DATA ?? '.data/desk';
export const consoleKey = () => readFileSync(join(deskData, 'invoicing-api', 'console-key'), 'utf8').trim();

type Data<T> = { data: T };
interface InvoiceRow {
  id: string;
  series: string;
  invoice_number: string;
  total_incl_vat: number;
  subtotal: number;
  vat: number;
  payment_status: string;
  share_link: string;
  seller: Record<string, unknown>;
  updated_at: number;
}

/** Writes to the BFF must look same-origin, as they do from the app's own pages. */
export const sameOrigin = (baseURL: string) => ({ origin: baseURL });

export async function demoBusiness(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get('/api/businesses')).json()) as Data<
    { id: string; title: string }[]
  >;
  const demo = data.find((b) => b.title === 'Baltic Pine Studio') ?? data[0];
  if (!demo) throw new Error('npm start connected no business');
  return demo.id;
}

/** The embedded API's origin, read from a share link: the share page is served by the API itself. */
export async function apiOrigin(request: APIRequestContext, business: string): Promise<string> {
  const { data } = (await (await request.get(`/api/b/${business}/invoices?page=1`)).json()) as Data<
    InvoiceRow[]
  >;
  const link = data[0]?.share_link;
  if (!link) throw new Error('The demo business has no invoice to read the API origin from');
  return new URL(link).origin;
}

export async function getInvoice(
  request: APIRequestContext,
  business: string,
  id: string,
): Promise<InvoiceRow> {
  const res = await request.get(`/api/b/${business}/invoices/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Data<InvoiceRow>).data;
}

/** The zone the desks and the browser run in: Playwright hands them this process's environment, TZ included. */
const deskZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The desk's "today", or the day `days` from it (negative: before): the calendar day in the desk's zone — a
 * business's own until its settings name another, and the browser's. Never the UTC day (`toISOString`): around
 * midnight, and all day in a zone far from UTC, that is another day.
 */
export const deskToday = (days = 0): string => addDays(dayOf(new Date(), deskZone), days);

/** A minimal valid invoice input; `buyer` names it so a spec finds its own rows. */
export const plainInvoice = (buyer: string, series = 'E2E') => ({
  type: 'regular_invoice',
  series,
  invoice_date: deskToday(),
  currency: 'EUR',
  buyer: { type: 'company', company_name: buyer },
  use_default_seller_info: false,
  seller: { company_name: 'E2E Seller UAB' },
  products: [{ name: 'Consulting', units: 'h', quantity: 2, price: 50 }],
});

export async function createInvoiceViaBff(
  request: APIRequestContext,
  baseURL: string,
  business: string,
  input: object,
) {
  const res = await request.post(`/api/b/${business}/invoices`, {
    data: input,
    headers: sameOrigin(baseURL),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Data<InvoiceRow>).data;
}

export interface OwnBusiness {
  id: string;
  token: string;
  origin: string;
  /** Disconnects it from the dashboard again, so other specs see only what they expect. */
  close(): Promise<void>;
}

/**
 * A business of a spec's own, made in the vendor's app (the console) and connected to the dashboard: its data and
 * its rate budget (60 calls a minute) are shared with no other spec. With `webhooks`, the API sends its events to
 * the BFF as for the demo business.
 */
export async function ownBusiness(
  api: APIRequest,
  baseURL: string,
  title: string,
  o: { vatCode?: string; webhooks?: boolean } = {},
): Promise<OwnBusiness> {
  const request = await api.newContext({ baseURL });
  const origin = await apiOrigin(request, await demoBusiness(request));
  const headers = { 'x-console-key': consoleKey() };
  const made = await request.post(`${origin}/console/businesses`, {
    headers,
    data: {
      business_title: `${title} ${Date.now()}`,
      business_type: 'private_limited_liability_company',
      company_name: `${title} UAB`,
      vat_code: o.vatCode ?? null,
      address: 'Test g. 1, Vilnius',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as Data<{ business_id: string }>).data.business_id;
  const tokenRes = await request.post(`${origin}/console/businesses/${id}/tokens`, {
    headers,
    data: { name: 'e2e' },
  });
  const token = ((await tokenRes.json()) as Data<{ token: string }>).data.token;
  let webhook_secret: string | undefined;
  if (o.webhooks) {
    const hook = await request.post(`${origin}/console/businesses/${id}/webhooks`, {
      headers,
      data: {
        url: `${baseURL}/webhooks/${id}`,
        events: ['invoice.created', 'invoice.updated', 'invoice.deleted'],
      },
    });
    expect(hook.status(), await hook.text()).toBe(201);
    webhook_secret = ((await hook.json()) as Data<{ secret: string }>).data.secret;
  }
  const connected = await request.post('/api/businesses', {
    headers: sameOrigin(baseURL),
    data: { token, webhook_secret },
  });
  expect(connected.status(), await connected.text()).toBe(201);
  return {
    id,
    token,
    origin,
    close: async () => {
      await request.delete(`/api/businesses/${id}`, { headers: sameOrigin(baseURL) });
      await request.dispose();
    },
  };
}

/** A payment received in the vendor's app: only the console can do it; the API then sends invoice.updated. */
export async function recordPayment(
  request: APIRequestContext,
  origin: string,
  business: string,
  invoice: string,
) {
  const res = await request.post(`${origin}/console/businesses/${business}/invoices/${invoice}/payments`, {
    headers: { 'x-console-key': consoleKey() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * axe-core: no serious or critical violations on the page as it stands. Run in the page itself (legacy mode: the app
 * has no cross-origin frames) and reporting violations only: the default ran a second page per check, sent axe's
 * 580 kB source to both and every passing node back, three times the browser's work and ten times the runner's for
 * the same violations (checked on a page with four planted ones).
 */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
