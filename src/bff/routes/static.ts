import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

/** The built app from dist/, and index.html for every other GET that is not an API path (client-side routes). */
export async function registerStatic(app: FastifyInstance, dir: string | undefined): Promise<void> {
  const hasApp = dir !== undefined && existsSync(join(dir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: dir,
      index: 'index.html',
      wildcard: true,
      preCompressed: true, // the build writes .br and .gz beside each asset
      // Hashed file names never change content; index.html must be revalidated to pick up a new build.
      setHeaders: (res, path) =>
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const apiPath = path === '/api' || path.startsWith('/api/') || path.startsWith('/webhooks');
    if (!hasApp || apiPath || req.method !== 'GET') throw notFound(`No such endpoint: ${req.method} ${path}`);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
