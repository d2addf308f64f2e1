import { beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withApi } from '../../testing/fixture';
import { browser, consoleOf, jsonBody, sampleInvoiceBody, startTestBff } from '../../testing/harness';

// Rendering takes 2.5 s; the API holds a download 0.8 s and then answers 500, as the real one does after 20 s.
const embedded = withApi((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 1000, pdfDelayMs: 2500, pdfWaitMs: 800 }),
);
let biz: { id: string; token: string };
beforeAll(async () => {
  biz = await consoleOf(embedded.api).business('Pdf Ltd');
});

async function setUp(pdf: {
  holdMs: number;
  retryAfterS: number;
  maxTotalMs: number;
  cacheMaxFiles: number;
}) {
  const bff = await startTestBff(embedded.api.baseUrl, { pdf });
  const get = browser(bff.url);
  await get('/api/businesses', { method: 'POST', ...jsonBody({ token: biz.token }) });
  const made = await get(`/api/b/${biz.id}/invoices`, { method: 'POST', ...jsonBody(sampleInvoiceBody()) });
  const invoice = ((await made.json()) as { data: { id: string } }).data;
  return { bff, get, path: `/api/b/${biz.id}/invoices/${invoice.id}/download`, id: invoice.id };
}

const downloads = async (id: string) =>
  (await consoleOf(embedded.api).log()).filter((e) => e.url === `/api/invoices/${id}/download`).length;

describe('invoice PDFs', () => {
  it('answers 202 "still rendering" with Retry-After, then the PDF; a second view costs no upstream call', async () => {
    const { bff, get, path, id } = await setUp({
      holdMs: 400,
      retryAfterS: 1,
      maxTotalMs: 20_000,
      cacheMaxFiles: 10,
    });
    const first = await get(path);
    expect(first.status).toBe(202);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(await first.json()).toEqual({
      status: 202,
      code: 'pdf_rendering',
      message: expect.any(String),
      retry_after_s: 1,
    });

    let res = first;
    const started = Date.now();
    while (res.status === 202 && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 500));
      res = await get(path);
    }
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const made = (
      (await (await get(`/api/b/${biz.id}/invoices/${id}`)).json()) as {
        data: { series: string; invoice_number: string };
      }
    ).data;
    const name = `${made.series}-${made.invoice_number}.pdf`;
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const before = await downloads(id);
    const again = await get(path);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await downloads(id)).toBe(before);
    await bff.close();
  });

  it('gives up with pdf_failed after the bounded total wait, and a later request starts afresh', async () => {
    const { bff, get, path } = await setUp({
      holdMs: 200,
      retryAfterS: 1,
      maxTotalMs: 600,
      cacheMaxFiles: 10,
    });
    expect((await get(path)).status).toBe(202);
    await new Promise((r) => setTimeout(r, 700));
    const failed = await get(path);
    expect(failed.status).toBe(504);
    expect(await failed.json()).toMatchObject({ code: 'pdf_failed' });
    expect((await get(path)).status).toBe(202);
    // let the background download get the API's answer: a request cut off mid-wait keeps the API from closing
    await new Promise((r) => setTimeout(r, 1200));
    await bff.close();
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const { bff, get } = await setUp({ holdMs: 200, retryAfterS: 1, maxTotalMs: 600, cacheMaxFiles: 10 });
    const res = await get(`/api/b/${biz.id}/invoices/00000000-0000-4000-8000-000000000000/download`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
    await bff.close();
  });
});
