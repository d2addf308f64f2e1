import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import { registerApiGuard } from './http/api-guard';
import type { AppContext } from './context';
import { HttpError } from './http/http-error';
import { loginPage } from './http/html-pages';
import { rateLimiter } from './traffic/rate-limiter';
import { requestLog } from './traffic/request-log';
import { pdfQueue } from './pdf/pdf-queue';
import { renderInvoicePdf } from './pdf/render-invoice-pdf';
import { consoleRoutes } from './routes/console/index';
import { currencyRoutes } from './routes/currencies';
import { expenseCommands } from './commands/expense-commands';
import { expenseRoutes } from './routes/expenses';
import { invoiceCommands } from './commands/invoice-commands';
import { invoiceRoutes } from './routes/invoices';
import { profileRoutes } from './routes/profile';
import { shareRoutes } from './share/share-routes';
import { businessesRepo } from './store/businesses-repo';
import { openDb } from './store/db';
import { draftsRepo } from './store/drafts-repo';
import { expensesRepo } from './store/expenses-repo';
import { fileStore } from './store/file-store';
import { invoicesRepo } from './store/invoices-repo';
import { pdfJobsRepo } from './store/pdf-jobs-repo';
import { webhooksRepo } from './store/webhooks-repo';
import { webhookSender } from './webhooks/sender';

export type AppConfig = ApiConfig & { consoleKey: string };

/** Builds the embedded Invoicing API (no listen). Its PDF queue and webhook sender start once it listens. */
export function buildApp(config: AppConfig): FastifyInstance {
  // close() ends open connections (keep-alive, a stalled upload) instead of waiting out their timeouts.
  const app = Fastify({ logger: config.log ? { level: 'info' } : false, forceCloseConnections: true });
  const db = openDb(config.dataDir);
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const origin = () => {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  };
  const base = {
    config,
    db,
    businesses: businessesRepo(db),
    invoices: invoicesRepo(db),
    drafts: draftsRepo(db),
    expenses: expensesRepo(db),
    webhooks: webhooksRepo(db),
    pdfJobs: pdfJobsRepo(db),
    files: fileStore(config.dataDir),
    rateLimiter: rateLimiter(config.rateLimit, config.rateWindowMs),
    requestLog: requestLog(),
    origin,
  };
  const ctx: AppContext = {
    ...base,
    pdfs: pdfQueue({
      jobs: base.pdfJobs,
      invoices: base.invoices,
      files: base.files,
      render: renderInvoicePdf,
      origin,
      delayMs: config.pdfDelayMs,
      onError: (error, invoiceId) => app.log.error({ err: error, invoiceId }, 'PDF render failed'),
    }),
    sender: webhookSender({
      repo: base.webhooks,
      retryDelaysMs: config.webhookRetryDelaysMs,
      timeoutMs: 10_000,
      onError: (error, d) => app.log.warn({ err: error, deliveryId: d.id }, 'webhook delivery failed'),
    }),
  };
  const invoices = invoiceCommands(ctx);

  app.decorateRequest('businessId', '');
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    ctx.requestLog.add({
      at_ms: Date.now(),
      business_id: request.businessId || null,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
    });
  });

  // An empty body sent as JSON (a DELETE from a client that always sets the header) is no body, not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  void app.register(multipart, { throwFileSizeLimit: true });
  void app.register(
    async (api) => {
      registerApiGuard(api, ctx);
      invoiceRoutes(api, ctx, invoices);
      expenseRoutes(api, ctx, expenseCommands(ctx));
      profileRoutes(api, ctx);
      currencyRoutes(api);
    },
    { prefix: '/api' },
  );
  void app.register(async (scope) => consoleRoutes(scope, ctx, invoices), { prefix: '/console' });
  shareRoutes(app, ctx);
  app.get('/login', async (_request, reply) => reply.type('text/html; charset=utf-8').send(loginPage));

  app.addHook('onListen', async () => {
    ctx.pdfs.resume();
    ctx.sender.kick();
  });
  // Stop the workers first: a download still waiting for its PDF then answers at once instead of holding up close.
  app.addHook('preClose', async () => {
    await Promise.all([ctx.pdfs.close(), ctx.sender.close()]);
  });
  app.addHook('onClose', async () => db.close());
  return app;
}
