import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  call,
  createBusiness,
  createInvoice,
  invoiceInput,
  startTestApi,
  type ApiClient,
  type TestApi,
} from './testing/harness';

const isPdf = (text: string) => text.startsWith('%PDF-');

/** The PDF's text, as poppler's pdftotext reads it. */
async function pdfText(client: ApiClient, baseUrl: string, invoiceId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/invoices/${invoiceId}/download`, {
    headers: { Authorization: `Bearer ${client.token}`, Accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  const child = promisify(execFile)('pdftotext', ['-', '-']);
  child.child.stdin!.end(Buffer.from(await res.arrayBuffer()));
  return (await child).stdout;
}

describe('PDF download and share page', () => {
  let api: TestApi;
  let client: ApiClient;
  let theirs: ApiClient;
  beforeAll(async () => {
    api = await startTestApi();
    client = (await createBusiness(api)).client;
    theirs = (await createBusiness(api)).client;
  });
  afterAll(() => api.stop());

  it('streams application/pdf without Content-Length, waiting for the render queued on create', async () => {
    const inv = await createInvoice(client);
    const res = await fetch(`${api.baseUrl}/invoices/${inv.id}/download`, {
      headers: { Authorization: `Bearer ${client.token}`, Accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(isPdf(bytes.toString('latin1'))).toBe(true);
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('regenerates the PDF after an update', async () => {
    const inv = await createInvoice(client, {
      products: [{ name: 'First version', units: 'h', quantity: 1, vat_percentage: 21, price: 3 }],
    });
    expect(await pdfText(client, api.baseUrl, inv.id)).toContain('First version');
    const updated = await client.put(
      `/invoices/${inv.id}`,
      invoiceInput({
        invoice_number: inv.invoice_number,
        products: [{ name: 'Second version', units: 'pcs', quantity: 7, vat_percentage: 5, price: 3 }],
      }),
    );
    expect(updated.status).toBe(200);
    const text = await pdfText(client, api.baseUrl, inv.id);
    expect(text).toContain('Second version');
    expect(text).not.toContain('First version');
  });

  it('serves a public share page in the invoice language with a working PDF link', async () => {
    const inv = await createInvoice(client, {
      language: 'lt',
      products: [{ name: 'Konsultacijos žodžiu', units: 'val.', quantity: 1, vat_percentage: 21, price: 10 }],
    });
    expect(inv.share_link).toMatch(new RegExp(`^${api.origin}/share/[A-Za-z0-9_-]{32}$`));
    const page = await call(inv.share_link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('<html lang="lt">');
    expect(page.text).toContain('Konsultacijos žodžiu');
    const href = /href="(\/share\/[^"]+\/pdf)"/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    const pdf = await call(`${api.origin}${href}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const guessed = await call(`${api.origin}/share/${'A'.repeat(32)}`);
    expect(guessed.status).toBe(404);
    await client.delete(`/invoices/${inv.id}`);
    expect((await call(inv.share_link)).status).toBe(404);
  });

  it('answers 404 for the download of a missing invoice or one of another business', async () => {
    const inv = await createInvoice(client);
    expect((await theirs.get(`/invoices/${inv.id}/download`)).status).toBe(404);
    expect((await client.get(`/invoices/${crypto.randomUUID()}/download`)).status).toBe(404);
  });
});

describe('slow PDF and restart', () => {
  it('answers 500 JSON when the PDF is not ready within the wait', async () => {
    const api = await startTestApi({ pdfDelayMs: 5_000, pdfWaitMs: 300 });
    try {
      const { client } = await createBusiness(api);
      const inv = await createInvoice(client);
      const started = Date.now();
      const res = await client.get(`/invoices/${inv.id}/download`);
      expect(res.status).toBe(500);
      expect(res.body.message).toMatch(/not ready/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      await api.stop();
    }
  });

  it('renders a PDF left pending by a previous run', async () => {
    const first = await startTestApi({ pdfDelayMs: 60_000, pdfWaitMs: 100 });
    const { profile } = await createBusiness(first);
    const token = await first.console.post(`/businesses/${profile.business_id}/tokens`, { name: 'restart' });
    const inv = await createInvoice(apiClient(first, token.body.data.token));
    await first.close(); // the data dir stays: the job is still in pdf_jobs

    const second = await startTestApi({ dataDir: first.dataDir, pdfWaitMs: 10_000 });
    try {
      const res = await apiClient(second, token.body.data.token).get(`/invoices/${inv.id}/download`);
      expect(res.status).toBe(200);
      expect(isPdf(res.text)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
