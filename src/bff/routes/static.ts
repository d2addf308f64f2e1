import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { appPages } from './app-page';

/**
 * The built app from dist/, and the app's page (index.html in the person's language, app-page.ts) for `/` and every
 * other GET that is not an API path (client-side routes).
 */
export async function registerStatic(app: FastifyInstance, dir: string | undefined): Promise<void> {
  const hasApp = dir !== undefined && existsSync(join(dir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: true,
      preCompressed: true, // the build writes .br and .gz beside each asset
      // Hashed file names never change content; index.html must be revalidated to pick up a new build.
      setHeaders: (res, path) =>
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  const page = hasApp ? appPages(dir) : undefined;
  // The page differs by language: caches must key it on what picks the language, and revalidate it (new builds).
  const sendPage = (req: FastifyRequest, reply: FastifyReply, html: (req: FastifyRequest) => string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .send(html(req));
  if (page) app.get('/', (req, reply) => sendPage(req, reply, page));
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const apiPath = path === '/api' || path.startsWith('/api/') || path.startsWith('/webhooks');
    if (!page || apiPath || req.method !== 'GET') throw notFound(`No such endpoint: ${req.method} ${path}`);
    return sendPage(req, reply, page);
  });
}
