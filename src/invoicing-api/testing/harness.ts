import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import type { Profile } from '../../contract/profile';
import { startInvoicingApi, type RunningApi, type StartOptions } from '../server';

export const consoleKey = 'test-console-key-0123456789';

// Test bodies are inspected field by field; typing each response would only restate the contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One HTTP call; the body is parsed as JSON when it is JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(url: string, init: RequestInit = {}): Promise<Reply<T>> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: (isJson && text ? JSON.parse(text) : undefined) as T,
  };
}

const json = (method: string, body: unknown, headers: Record<string, string>): RequestInit => ({
  method,
  headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
  body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
});

/** A client of the API with one bearer token, sending Accept: application/json as the spec requires. */
export function apiClient(api: RunningApi, token: string) {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const send = (method: string, path: string, body?: unknown) =>
    call(`${api.baseUrl}${path}`, json(method, body, headers));
  return {
    token,
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
    delete: (path: string) => send('DELETE', path),
    form: (method: 'POST' | 'PUT', path: string, form: FormData) =>
      call(`${api.baseUrl}${path}`, { method, headers, body: form }),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** The app's side: /console with the key. */
export function consoleClient(api: RunningApi) {
  const headers = { 'X-Console-Key': api.consoleKey, Accept: 'application/json' };
  const send = (method: string, path: string, body?: unknown) =>
    call(`${api.origin}/console${path}`, json(method, body, headers));
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

/**
 * For test files that never download a PDF: the render waits this long, so it never runs while they do (the
 * PDF queue has its own tests) and their many creates do not compete with it for the CPU.
 */
export const noPdfRendering = { pdfDelayMs: 600_000 } as const;

export interface TestApi extends RunningApi {
  dataDir: string;
  console: ReturnType<typeof consoleClient>;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/** Starts the API on a free loopback port with a fresh temp data dir (or the one given, for restarts). */
export async function startTestApi(options: Partial<StartOptions> = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'invoicing-api-test-')));
  const api = await startInvoicingApi({
    port: 0,
    consoleKey,
    rateLimit: 10_000,
    allowHttpWebhooks: true,
    ...options,
    dataDir,
  });
  return {
    ...api,
    dataDir,
    console: consoleClient(api),
    async stop() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const companyBusiness = {
  business_title: 'Šiaurės Vėjas UAB',
  business_type: 'private_limited_liability_company',
  company_name: 'Šiaurės Vėjas UAB',
  company_code: '304123456',
  vat_code: 'LT100012345678',
  address: 'Gedimino pr. 1, Vilnius',
} as const;

/** An individual activity without a VAT code (the other kind of seller). */
export const individualBusiness = {
  business_title: 'Ana García',
  business_type: 'individual_activity',
  first_name: 'Ana',
  last_name: 'García',
  individual_activity_id: 'IV-1',
} as const;

/** A business made through the console, with one API token and a client for it. */
export async function createBusiness(api: TestApi, fields: Record<string, unknown> = companyBusiness) {
  const created = await api.console.post('/businesses', fields);
  if (created.status !== 201) throw new Error(`business not created: ${created.text}`);
  const profile = created.body.data as Profile;
  const token = await api.console.post(`/businesses/${profile.business_id}/tokens`, { name: 'tests' });
  if (token.status !== 201) throw new Error(`token not created: ${token.text}`);
  return {
    profile,
    client: apiClient(api, token.body.data.token as string),
    tokenId: token.body.data.id as string,
  };
}

/**
 * The shared fixture of the API's test files: one API on a free port, started (with these options) before the
 * file's tests and stopped after them, with one business (`companyBusiness`, a VAT code) and its client. Read the
 * fields inside tests and hooks: they are set by the fixture's own beforeAll, which runs before the file's.
 */
export function withTestApi(options: Partial<StartOptions> = noPdfRendering) {
  const fixture = {} as {
    api: TestApi;
    business: Awaited<ReturnType<typeof createBusiness>>;
    client: ApiClient;
  };
  beforeAll(async () => {
    fixture.api = await startTestApi(options);
    fixture.business = await createBusiness(fixture.api);
    fixture.client = fixture.business.client;
  });
  afterAll(() => fixture.api.stop());
  return fixture;
}

/** A valid invoice input for a business with a VAT code; override any field. */
export const invoiceInput = (overrides: Record<string, unknown> = {}) => ({
  type: 'vat_invoice',
  invoice_date: '2026-03-02',
  series: 'INV',
  currency: 'EUR',
  buyer: { type: 'company', company_name: 'Käufer GmbH', vat_code: 'DE123456789' },
  use_default_seller_info: true,
  products: [{ name: 'Consulting', units: 'h', quantity: 2, vat_percentage: 21, price: 50 }],
  ...overrides,
});

export async function createInvoice(
  client: ApiClient,
  overrides: Record<string, unknown> = {},
): Promise<Invoice> {
  const res = await client.post('/invoices', invoiceInput(overrides));
  if (res.status !== 201) throw new Error(`invoice not created: ${res.status} ${res.text}`);
  return res.body.data as Invoice;
}
