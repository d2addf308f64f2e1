import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../contract/clock';
import { notFound } from '../../platform/errors';
import { drawPage, firstScreenRenderer } from './draw';
import { appPages, type PageParts } from './page-html';

/**
 * The built app from dist/, and the app's page (index.html in the person's language, its first screen drawn in it:
 * page/) for `/` and every other GET that is not an API path (client-side routes).
 */
export async function registerStatic(
  app: FastifyInstance,
  dir: string | undefined,
  clock: Clock,
): Promise<void> {
  const hasApp = dir !== undefined && existsSync(join(dir, 'index.html'));
  if (hasApp) {
    // The page is made per request (its language, its figures): compressed as it is sent, brotli or gzip as the
    // browser takes them. The built files are compressed once, at build time; no other answer goes through this.
    // (Registered first: the static plugin's own replies, which fall through to the page, need reply.compress too.)
    await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: true,
      preCompressed: true, // the build writes .br and .gz beside each asset
      dotfiles: 'ignore', // .vite/ (the manifest) and .server/ (the first screen's render) are the BFF's, not the browser's
      // Hashed file names never change content; index.html must be revalidated to pick up a new build.
      setHeaders: (res, path) =>
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  const pages = hasApp ? appPages(dir) : undefined;
  const render = hasApp ? await firstScreenRenderer(dir) : undefined;
  const sendPage = async (req: FastifyRequest, reply: FastifyReply, html: NonNullable<typeof pages>) => {
    const locale = html.localeOf(req);
    const parts: PageParts = { rendered: render && (await drawPage(app, req, render, locale, clock)) };
    // The page differs by language: caches must key it on what picks the language, and revalidate it (new builds);
    // one carrying a business's figures is the person's own and is not stored at all.
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', parts.rendered === undefined ? 'no-cache' : 'no-store')
      .header('Vary', 'Accept-Language, Cookie')
      .compress(html.page(locale, parts));
  };
  if (pages) app.get('/', (req, reply) => sendPage(req, reply, pages));
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const apiPath = path === '/api' || path.startsWith('/api/') || path.startsWith('/webhooks');
    if (!pages || apiPath || (req.method !== 'GET' && req.method !== 'HEAD'))
      throw notFound(`No such endpoint: ${req.method} ${path}`);
    return sendPage(req, reply, pages);
  });
}
