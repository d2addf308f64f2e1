import { systemClock } from '../../../contract/clock';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie, timeZoneCookie } from '../../../contract/locales';
import { tempDir } from '../../testing/harness';
import { registerStatic } from './static-routes';
import { appPages } from './page-html';
import { zoneOffsetMinutes, zoneOf } from './zone';

// A built app as Vite leaves it: index.html and the manifest naming each language's catalogue chunks.
const chunk = (locale: string, ns: string) => `assets/${ns}-${locale.toUpperCase()}.js`;
const manifest = Object.fromEntries(
  ['lt', 'en', 'de', 'fr', 'es'].flatMap((locale) =>
    ['shell', 'overview', 'invoices'].map((ns) => [
      `src/web/i18n/catalogues/${locale}/${ns}.json?lingui`,
      { file: chunk(locale, ns), isDynamicEntry: true },
    ]),
  ),
);

let web: Awaited<ReturnType<typeof tempDir>>;
let app: FastifyInstance;
beforeAll(async () => {
  web = await tempDir('desk-web-');
  await mkdir(join(web.dir, '.vite'));
  await writeFile(
    join(web.dir, 'index.html'),
    '<!doctype html><html><head><title>Invoice Desk</title></head><body></body></html>',
  );
  await writeFile(join(web.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = Fastify();
  await app.register(fastifyCookie);
  await registerStatic(app, web.dir, systemClock);
});
afterAll(async () => {
  await app.close();
  await web.remove();
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (m) => m[1],
  );
  return { res, preloads };
};

describe("the app's page", () => {
  it('preloads the first screen’s words in the browser’s language, the best it speaks by q', async () => {
    expect((await page('/', { 'accept-language': 'lt-LT,lt;q=0.9,en;q=0.5' })).preloads).toEqual([
      chunk('lt', 'shell'),
      chunk('lt', 'overview'),
    ]);
    // de-AT is German; the q values order the list, not the header's order.
    const german = await page('/b/1/invoices?status=paid', {
      'accept-language': 'pl;q=0.9, de-AT;q=0.95, fr;q=0.8',
    });
    expect(german.preloads).toEqual([chunk('de', 'shell'), chunk('de', 'overview')]);
    expect(german.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(german.res.headers.vary).toBe('Accept-Language, Cookie');
    expect(german.res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD on any app page as GET would, without the body (monitors use HEAD)', async () => {
    // Over a real socket, as a monitor asks: what the server sends, not what an injected request emulates.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/', '/b/1/invoices?status=paid', '/connect']) {
      const head = await fetch(origin + url, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-type'), await head.text()], url).toEqual([
        200,
        'text/html; charset=utf-8',
        '',
      ]);
    }
    expect((await fetch(`${origin}/api/nothing`, { method: 'HEAD' })).status).toBe(404);
  });

  it('follows the person’s own choice (its cookie) over the browser', async () => {
    const chosen = await page('/', { 'accept-language': 'de', cookie: `${languageCookie}=es` });
    expect(chosen.preloads).toEqual([chunk('es', 'shell'), chunk('es', 'overview')]);
  });

  it('falls back to English for a language we do not speak, a missing header or a forged cookie', async () => {
    const cases: Record<string, string>[] = [
      { 'accept-language': 'pl, ru;q=0.5' },
      {},
      { cookie: `${languageCookie}=xx`, 'accept-language': '*' },
    ];
    for (const headers of cases)
      expect((await page('/', headers)).preloads, JSON.stringify(headers)).toEqual([
        chunk('en', 'shell'),
        chunk('en', 'overview'),
      ]);
  });

  it('serves built files as they are and refuses unknown API paths', async () => {
    await writeFile(join(web.dir, 'assets-check.txt'), 'x');
    expect((await app.inject({ method: 'GET', url: '/assets-check.txt' })).body).toBe('x');
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/b/1' })).statusCode).toBe(404);
  });
});

describe('a page with the first screen rendered in it', () => {
  const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Invoice Desk</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
  let pages: ReturnType<typeof appPages>;
  beforeAll(async () => {
    const dir = join(web.dir, 'rendered');
    await mkdir(join(dir, '.vite'), { recursive: true });
    await writeFile(join(dir, 'index.html'), built);
    // The entry imports React (preloaded by index.html already) and starts with start.tsx's chunk, which loads the
    // lazy screens and, on a drawn page only, what takes in the page's data: the first screen's code is the entry,
    // React and start, never a lazy screen nor that.
    const code = {
      'index.html': {
        file: 'assets/index-A1.js',
        imports: ['_react-B2.js'],
        dynamicImports: ['_react-B2.js', '_start-D4.js'],
      },
      '_react-B2.js': { file: 'assets/react-B2.js' },
      '_start-D4.js': {
        file: 'assets/start-D4.js',
        imports: ['_react-B2.js'],
        dynamicImports: ['src/web/lazy.tsx', 'src/web/first-screen/page-data.ts'],
      },
      'src/web/lazy.tsx': { file: 'assets/lazy-E5.js', imports: ['_start-D4.js'] },
      'src/web/first-screen/page-data.ts': { file: 'assets/page-data-F6.js', imports: ['_start-D4.js'] },
      // A screen drawn by URL: its chunk imports the start's and one of its own.
      'src/web/app/routes/invoice-list-route.tsx': {
        file: 'assets/invoice-list-G7.js',
        imports: ['_start-D4.js', '_list-H8.js'],
      },
      '_list-H8.js': { file: 'assets/list-H8.js' },
    };
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify({ ...manifest, ...code }));
    pages = appPages(dir);
  });

  it('carries the render in #root with its language, formats’ locale, zone and offset, and starts the app’s code after the paint', () => {
    const html = pages.page('lt', {
      rendered: {
        state: {
          queries: [
            { queryKey: ['businesses'], state: { data: [{ title: '</script><script>alert(1)</script>' }] } },
          ],
        },
        html: '<main>figures</main>',
        title: 'Apžvalga · <Desk>',
        zone: 'Europe/Vilnius',
        now: new Date('2026-11-25T12:00:00Z'),
        formatLocale: 'lt-LT',
        formats: { 'lt|x|</script>': '<b>' },
      },
    });
    expect(html).toContain('<html lang="lt">');
    expect(html).toContain('<title>Apžvalga · &lt;Desk&gt;</title>');
    expect(html).toMatch(
      /<div id="root" data-locale="lt" data-format-locale="lt-LT" data-zone="Europe\/Vilnius" data-zone-offset="(120|180)"><main>figures<\/main><\/div>/,
    );
    // The app's code is no longer asked for by the page itself: the starter asks for it, and its preloads, once painted.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<script defer src="/start-after-paint.js" data-entry="/assets/index-A1.js" data-preload="/assets/react-B2.js /assets/start-D4.js /${chunk('lt', 'shell')} /${chunk('lt', 'overview')} /assets/page-data-F6.js"></script><script defer src="/hold-drops.js"></script></head>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    // No text in the JSON can end its script element: the starter's, the drop holder's and the data's are all.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain('"lt|x|\\u003c/script>":"\\u003cb>"');
  });

  it('has the starter ask for the drawn screen’s code and words too, after the first screen’s, each file once', () => {
    const html = pages.page('de', {
      rendered: {
        state: {},
        html: '<main>invoices</main>',
        title: 'Rechnungen',
        zone: 'UTC',
        now: new Date('2026-11-25T12:00:00Z'),
        formatLocale: 'de',
        formats: {},
        screen: {
          module: 'src/web/app/routes/invoice-list-route.tsx',
          words: ['invoices', 'overview', 'lists'],
        },
      },
    });
    // (`overview` is preloaded already; this build has no `lists` catalogue.)
    expect(/data-preload="([^"]*)"/.exec(html)?.[1]).toBe(
      `/assets/react-B2.js /assets/start-D4.js /${chunk('de', 'shell')} /${chunk('de', 'overview')} /assets/page-data-F6.js /assets/invoice-list-G7.js /assets/list-H8.js /${chunk('de', 'invoices')}`,
    );
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('without a render is the plain page: the code asked for at once, #root empty', () => {
    const html = pages.page('de', {});
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('start-after-paint');
    expect(html).not.toContain('hold-drops');
    // The whole first screen's code fetched at once (not React, then start once React has run), each file once.
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual([
      'assets/react-B2.js',
      'assets/start-D4.js',
      chunk('de', 'shell'),
      chunk('de', 'overview'),
    ]);
  });
});

describe('the person’s time zone', () => {
  const server = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const told = (cookie?: string) =>
    zoneOf({ cookies: cookie === undefined ? {} : { [timeZoneCookie]: cookie } } as FastifyRequest);

  it('is the one the app told, when Intl knows it; else this server’s', () => {
    expect(told('Pacific/Auckland')).toBe('Pacific/Auckland');
    for (const bad of [
      undefined,
      '',
      'Mars/Olympus_Mons',
      '../etc/passwd',
      'Europe/Vilnius"><script>',
      'A'.repeat(65),
    ])
      expect(told(bad), String(bad)).toBe(server);
  });

  it('gives each zone’s offset from UTC in minutes at that moment, summer time and half hours included', () => {
    const winter = new Date('2026-11-24T12:00:00Z');
    const summer = new Date('2026-07-01T12:00:00Z');
    expect([
      zoneOffsetMinutes('Europe/Vilnius', winter),
      zoneOffsetMinutes('Europe/Vilnius', summer),
    ]).toEqual([120, 180]);
    expect(zoneOffsetMinutes('America/St_Johns', winter)).toBe(-210);
    expect(zoneOffsetMinutes('Pacific/Auckland', winter)).toBe(780);
    expect(zoneOffsetMinutes('UTC', winter)).toBe(0);
  });
});
