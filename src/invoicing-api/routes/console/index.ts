import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { InvoiceCommands } from '../../commands/invoice-commands';
import { appActionRoutes } from './app-actions';
import { businessRoutes } from './businesses';
import { tokenRoutes } from './tokens';
import { webhookRoutes } from './webhooks';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** /console: the app's side of the service over HTTP, for tests and local use. Every request needs X-Console-Key. */
export function consoleRoutes(app: FastifyInstance, ctx: AppContext, commands: InvoiceCommands): void {
  const expected = digest(ctx.config.consoleKey);
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers['x-console-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return reply.code(401).send({ message: 'A valid X-Console-Key header is required.' });
    }
  });
  // Its own 404, so the key check above runs first: without the key, nothing under /console says what exists.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));

  businessRoutes(app, ctx);
  tokenRoutes(app, ctx);
  webhookRoutes(app, ctx);
  appActionRoutes(app, ctx, commands);

  // The last 10,000 requests under /api, oldest first: for the team's tests and benchmarks.
  app.get('/request-log', async () => ({ data: ctx.requestLog.entries() }));
  app.delete('/request-log', async (_request, reply) => {
    ctx.requestLog.clear();
    return reply.code(204).send();
  });
}
