import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeZoneCookie } from '../../../contract/locales';
import { pageDataId } from '../../../contract/first-screen';
import { overviewLists } from '../../../contract/overview';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { consoleOf, noMirrorSync, sampleInvoiceBody, until } from '../../testing/harness';
import { apiAs } from '../../testing/records-fixture';

// The built app's page, as Vite leaves it (its words' preloads are page-html.test.ts's concern).
const web = mkdtempSync(join(tmpdir(), 'desk-web-'));
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><html><head><title>Invoice Desk</title></head><body><div id="root"></div></body></html>',
);
/** What a business's home page reads (the app's first-screen/reads.ts), as BFF paths. */
const overviewReads = (business: string) => {
  const b = `/b/${encodeURIComponent(business)}`;
  const { latestInvoices, latestExpenses, overdue } = overviewLists;
  return [
    `${b}/overview`,
    `${b}/search/invoices?${latestInvoices}`,
    `${b}/search/expenses?${latestExpenses}`,
    `${b}/search/invoices?${overdue}`,
    '/businesses',
  ];
};
// The app's render of the first screen (web/first-screen/server-entry.tsx; its own tests draw with the real one, and
// e2e/drawn-screens.spec.ts opens each screen through the built one): it asks the BFF for the screen's reads — the
// overview's on a home page, on any other page those its query names (`read=`, standing for that screen's) — and hands
// on, as its "state", the answers it got; a read the BFF does not answer 200 fails it, as the real one does.
mkdirSync(join(web, '.server'));
writeFileSync(
  join(web, '.server', 'server-entry.js'),
  `export async function renderFirstScreen({ url, locale, zone, formatLocale, read }) {
    const [path, query = ''] = url.split('?');
    const business = /^\\/b\\/([^/]+)\\/?$/.exec(path)?.[1];
    const named = new URLSearchParams(query).getAll('read');
    if (!business && !named.length) return undefined;
    const reads = named.length ? named : ${JSON.stringify(overviewReads('BUSINESS'))}.map((p) => p.replace('BUSINESS', business));
    const answers = Object.fromEntries(await Promise.all(reads.map(async (p) => [p, await read(p)])));
    return { html: '<p id="rendered">' + [path, locale, formatLocale, zone, reads.length].join(' ') + '</p>', title: 'Rendered', formats: {}, state: answers };
  }`,
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  // No walks or checks of the mirror's own: every upstream call counted is one a page or a person made.
  bff: { staticDir: web, ...noMirrorSync },
  connect: ['Answers Ltd', 'Other Ltd'],
});
// A buyer's name that would end the script element and run code, were the answers written into the page unescaped.
const hostile = '</script><script>alert(1)</script>';

beforeAll(async () => {
  await apiAs(desk.api, desk.biz.token).invoice(
    sampleInvoiceBody({ buyer: { type: 'company', company_name: hostile } }),
  );
  await desk.get(`/api/b/${desk.biz.id}/invoices?refresh=1`); // a list page read from the API feeds the mirror
  await until(async () => {
    const res = await desk.get(`/api/b/${desk.biz.id}/search/invoices?q=alert`);
    return ((await res.json()) as { data: unknown[] }).data.length === 1 || undefined;
  });
});

/** The page at `path`, and the answers its render was drawn from (as the app reads them: the script element's JSON). */
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await desk.get(path, { headers });
  const html = await res.text();
  const script = new RegExp(`<script type="application/json" id="${pageDataId}">(.*?)</script>`).exec(html);
  const data = script ? (JSON.parse(script[1]!) as { state: Record<string, unknown> }) : undefined;
  return { res, html, answers: data?.state };
}
const upstreamCalls = async () =>
  (await consoleOf(desk.api).log()).filter((e) => e.business_id === desk.biz.id).length;

describe("a business's home page", () => {
  it('is drawn from the overview’s reads, each answered as the BFF gives it, from its mirror (no upstream call), and is not stored by caches', async () => {
    const before = await upstreamCalls();
    const { res, answers } = await page(`/b/${desk.biz.id}`);
    expect(await upstreamCalls()).toBe(before);
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
    expect(html.match(/<script/g)).toHaveLength(1); // the render's data: no second from the name
    expect(JSON.stringify(answers)).toContain(hostile); // the name itself is intact for the app
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

  it('has the first screen rendered in it, in the person’s language and time zone; a read the BFF does not answer 200 leaves it to the browser', async () => {
    const { html } = await page(`/b/${desk.biz.id}`, {
      cookie: `${timeZoneCookie}=Pacific%2FAuckland`,
      'accept-language': 'fr',
    });
    expect(html).toContain(`<p id="rendered">/b/${desk.biz.id} fr fr Pacific/Auckland 5</p>`);
    expect(html).toContain('<title>Rendered</title>');
    // A business not connected here: its reads are 404 to the person too, so nothing of it is drawn or carried.
    const broken = await page('/b/not-connected');
    expect(broken.res.status).toBe(200);
    expect(broken.res.headers.get('cache-control')).toBe('no-cache');
    expect(broken.html).toContain('<div id="root"></div>');
    expect(broken.answers).toBeUndefined();
  });

  it('writes dates and numbers in the region the browser asks for, and tells the app so (en-GB, not the US way)', async () => {
    const id = desk.biz.id;
    const region = async (acceptLanguage: string) => {
      const { html } = await page(`/b/${id}`, { 'accept-language': acceptLanguage });
      return [
        /<p id="rendered">\S+ (\S+ \S+)/.exec(html)?.[1],
        /data-format-locale="([^"]*)"/.exec(html)?.[1],
      ];
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

describe('any other screen opened by URL', () => {
  const b = () => `/b/${desk.biz.id}`;
  const asking = (path: string, reads: string[]) =>
    `${path}?${reads.map((r) => `read=${encodeURIComponent(r)}`).join('&')}`;
  const mirrorState = async () =>
    ((await (await desk.get(`/api${b()}/mirror`)).json()) as { data: { state: string; reason: unknown } })
      .data;

  it('is drawn from what the BFF holds — the mirror’s searches and state, the outbox, the session, the form’s defaults, the profile kept since the connect, the schedules, the reports, the settings — with no upstream call', async () => {
    const november = 'from=2026-11-01&to=2026-11-30&group=month';
    const reads = [
      `${b()}/search/invoices?status=paid`,
      `${b()}/emails/latest`,
      `${b()}/mirror`,
      '/session',
      '/businesses',
      `${b()}/invoice-form-defaults`,
      `${b()}/profile`,
      `${b()}/recurring`,
      `${b()}/reports/vat?${november}`,
      `${b()}/reports/vat/unknown-expenses?${november}`,
      `${b()}/reports/buyers`,
      `${b()}/reminders`,
      `${b()}/settings`,
      `${b()}/invoice-defaults`,
    ];
    const before = await upstreamCalls();
    const { res, answers } = await page(asking(`${b()}/invoices`, reads));
    expect(await upstreamCalls()).toBe(before);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(answers!)).toEqual(reads);
  });

  it('is left to the browser when a read only the API could answer: the API is not asked, the mirror’s state is untouched, and the person’s own read is answered as ever', async () => {
    const [invoice] = (
      (await (await desk.get(`/api${b()}/search/invoices?q=alert`)).json()) as { data: { id: string }[] }
    ).data;
    // Not read by the person lately and no webhooks: only the API has these answers.
    for (const read of [`${b()}/expenses?page=1`, `${b()}/invoices/${invoice!.id}`]) {
      const state = await mirrorState();
      const before = await upstreamCalls();
      const { res, html, answers } = await page(asking(`${b()}/expenses`, [`${b()}/mirror`, read]));
      expect(await upstreamCalls(), read).toBe(before);
      expect([res.status, res.headers.get('cache-control'), answers], read).toEqual([
        200,
        'no-cache',
        undefined,
      ]);
      expect(html, read).toContain('<div id="root"></div>');
      expect(await mirrorState(), read).toEqual(state);
      expect((await desk.get(`/api${read}`)).status, read).toBe(200);
      expect(await upstreamCalls(), read).toBe(before + 1);
    }
  });

  it('reads only what its person may read on it: the page’s business, the businesses and the session — not another business’s, nor a path that leaves its own', async () => {
    const other = `/b/${desk.businesses[1]!.id}`;
    for (const read of [
      `${other}/mirror`,
      `${b()}/../..${other}/mirror`,
      `${b()}/%2e%2e/%2e%2e${other}/mirror`,
      `//evil.example${b()}/mirror`,
    ]) {
      const { answers } = await page(asking(`${b()}/invoices`, [read]));
      expect(answers, read).toBeUndefined();
    }
    // On that business's own page, its reads are the page's.
    const { answers } = await page(asking(`${other}/invoices`, [`${other}/mirror`]));
    expect(Object.keys(answers!)).toEqual([`${other}/mirror`]);
  });
});
