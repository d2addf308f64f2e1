import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeZoneCookie } from '../../contract/locales';
import { overviewReads, pageAnswersId } from '../../contract/overview';
import { startInvoicingApi } from '../../invoicing-api/server';
import { withDesk } from '../testing/fixture';
import { sampleInvoiceBody, until } from '../testing/harness';
import { apiAs } from '../testing/records-fixture';

// The built app's page, as Vite leaves it (its words' preloads are app-page.test.ts's concern).
const web = mkdtempSync(join(tmpdir(), 'desk-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><title>Invoice Desk</title></head><body><div id="root"></div></body></html>');
// The app's render of the first screen (web/server-entry.tsx, app-page's other test has the real one): it shows what
// the BFF gave it, and fails as a broken build would when the page carries only the list of businesses.
mkdirSync(join(web, '.server'));
writeFileSync(
  join(web, '.server', 'server-entry.js'),
  `export async function renderFirstScreen({ path, locale, zone, answers, formatLocale }) {
    if (Object.keys(answers).length === 1) throw new Error('a broken render');
    return { html: '<p id="rendered">' + [path, locale, formatLocale, zone, Object.keys(answers).length].join(' ') + '</p>', title: 'Rendered', formats: {} };
  }`,
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  bff: { staticDir: web },
  connect: ['Answers Ltd'],
});
// A buyer's name that would end the script element and run code, were the answers written into the page unescaped.
const hostile = '</script><script>alert(1)</script>';

beforeAll(async () => {
  await apiAs(desk.api, desk.biz.token).invoice(sampleInvoiceBody({ buyer: { type: 'company', company_name: hostile } }));
  await desk.get(`/api/b/${desk.biz.id}/invoices?refresh=1`); // a list page read from the API feeds the mirror
  await until(async () => {
    const res = await desk.get(`/api/b/${desk.biz.id}/search/invoices?q=alert`);
    return ((await res.json()) as { data: unknown[] }).data.length === 1 || undefined;
  });
});

/** The page at `path`, and the answers it carries (as the app reads them: the script element's JSON). */
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await desk.get(path, { headers });
  const html = await res.text();
  const script = new RegExp(`<script type="application/json" id="${pageAnswersId}">(.*?)</script>`).exec(html);
  return { res, html, answers: script ? (JSON.parse(script[1]!) as Record<string, unknown>) : undefined };
}

describe("a business's home page", () => {
  it('carries the answers of the overview’s reads, each as the BFF gives it, and is not stored by caches', async () => {
    const { res, answers } = await page(`/b/${desk.biz.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reads = overviewReads(desk.biz.id);
    expect(Object.keys(answers!)).toEqual(reads);
    for (const path of reads) {
      const direct = (await (await desk.get(`/api${path}`)).json()) as { mirror?: unknown };
      const carried = answers![path] as { mirror?: unknown };
      // The mirror's freshness may have moved on between the two reads; the records may not.
      expect({ ...carried, mirror: undefined }, path).toEqual({ ...direct, mirror: undefined });
    }
  });

  it('writes every < of an answer escaped, so a buyer’s name cannot end the script element', async () => {
    const { html, answers } = await page(`/b/${desk.biz.id}/`);
    expect(html).not.toContain(hostile);
    expect(html.match(/<script/g)).toHaveLength(2); // the answers and the render's formats: no third from the name
    expect(JSON.stringify(answers)).toContain(hostile); // the name itself is intact for the app
  });

  it('carries only the reads answered 200: a business not connected here gets none of its own', async () => {
    const { answers } = await page('/b/not-connected');
    expect(Object.keys(answers!)).toEqual(['/businesses']);
  });

  it('other pages carry no answers and may be cached (revalidated)', async () => {
    for (const path of ['/', `/b/${desk.biz.id}/invoices`, `/b/${desk.biz.id}/invoices?status=overdue`]) {
      const { res, answers } = await page(path);
      expect(answers, path).toBeUndefined();
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    // A malformed escape never reaches the page: Fastify refuses the URL itself.
    const malformed = await page('/b/%E0%A4%A');
    expect([malformed.res.status, malformed.answers]).toEqual([400, undefined]);
  });

  it('has the first screen rendered in it, in the person’s language and time zone; a failed render leaves it to the browser', async () => {
    const { html } = await page(`/b/${desk.biz.id}`, { cookie: `${timeZoneCookie}=Pacific%2FAuckland`, 'accept-language': 'fr' });
    expect(html).toContain(`<p id="rendered">/b/${desk.biz.id} fr fr Pacific/Auckland 5</p>`);
    expect(html).toContain('<title>Rendered</title>');
    const broken = await page('/b/not-connected');
    expect(broken.res.status).toBe(200);
    expect(broken.html).toContain('<div id="root"></div>');
    expect(Object.keys(broken.answers!)).toEqual(['/businesses']);
  });

  it('writes dates and numbers in the region the browser asks for, and tells the app so (en-GB, not the US way)', async () => {
    const id = desk.biz.id;
    const region = async (acceptLanguage: string) => {
      const { html } = await page(`/b/${id}`, { 'accept-language': acceptLanguage });
      return [/<p id="rendered">\S+ (\S+ \S+)/.exec(html)?.[1], /data-format-locale="([^"]*)"/.exec(html)?.[1]];
    };
    expect(await region('de-CH;q=0.5, en-GB;q=0.9, en;q=0.8')).toEqual(['en en-GB', 'en-GB']);
    expect(await region('en-us')).toEqual(['en en-US', 'en-US']);
    expect(await region('en, en-GB;q=0.9')).toEqual(['en en', 'en']); // the person's first English has no region
    expect(await region('lt, en-AU')).toEqual(['lt lt', 'lt']);
    // A region that is not one (a forged header) is not taken, nor written into the page.
    expect(await region('en-"><script>')).toEqual(['en en', 'en']);
    expect(await region('en-Latn-GB, en-x')).toEqual(['en en', 'en']);
  });

  it('is sent compressed to a browser that takes brotli or gzip, and whole to one that takes neither', async () => {
    for (const encoding of ['br', 'gzip']) {
      const { res, answers } = await page(`/b/${desk.biz.id}`, { 'accept-encoding': encoding });
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(res.headers.get('vary'), encoding).toBe('Accept-Language, Cookie, accept-encoding');
      expect(Object.keys(answers!), encoding).toEqual(overviewReads(desk.biz.id)); // fetch decompressed it whole
    }
    const { res, html } = await page(`/b/${desk.biz.id}`, { 'accept-encoding': 'identity' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('never serves the render’s code itself', async () => {
    const res = await desk.get('/.server/server-entry.js');
    expect(await res.text()).not.toContain('renderFirstScreen');
  });
});
