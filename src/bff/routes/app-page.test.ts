import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie } from '../../contract/locales';
import { tempDir } from '../testing/harness';
import { registerStatic } from './static';

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
  await writeFile(join(web.dir, 'index.html'), '<!doctype html><html><head><title>Invoice Desk</title></head><body></body></html>');
  await writeFile(join(web.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = Fastify();
  await app.register(fastifyCookie);
  await registerStatic(app, web.dir);
});
afterAll(async () => {
  await app.close();
  await web.remove();
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
  return { res, preloads };
};

describe("the app's page", () => {
  it('preloads the first screen’s words in the browser’s language, the best it speaks by q', async () => {
    expect((await page('/', { 'accept-language': 'lt-LT,lt;q=0.9,en;q=0.5' })).preloads).toEqual([
      chunk('lt', 'shell'),
      chunk('lt', 'overview'),
    ]);
    // de-AT is German; the q values order the list, not the header's order.
    const german = await page('/b/1/invoices?status=paid', { 'accept-language': 'pl;q=0.9, de-AT;q=0.95, fr;q=0.8' });
    expect(german.preloads).toEqual([chunk('de', 'shell'), chunk('de', 'overview')]);
    expect(german.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(german.res.headers.vary).toBe('Accept-Language, Cookie');
    expect(german.res.headers['cache-control']).toBe('no-cache');
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
      expect((await page('/', headers)).preloads, JSON.stringify(headers)).toEqual([chunk('en', 'shell'), chunk('en', 'overview')]);
  });

  it('serves built files as they are and refuses unknown API paths', async () => {
    await writeFile(join(web.dir, 'assets-check.txt'), 'x');
    expect((await app.inject({ method: 'GET', url: '/assets-check.txt' })).body).toBe('x');
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/b/1' })).statusCode).toBe(404);
  });
});
