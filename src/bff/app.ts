import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { BffErrorCode } from '../contract/bff';
import { protectedApi, registerSiteGuards } from './auth/guards';
import { registerSecurityHeaders } from './auth/security-headers';
import type { BffConfig } from './config';
import { BffHttpError } from './errors';
import { EInvoiceDetailsStore, EInvoices, eInvoiceRoutes, mailAttachments } from './features/einvoice';
import { CaptureOnce, IntentStore } from './features/till';
import { isPeopleMail, openPeople } from './features/people';
import { invoicePdf, invoicePdfBytes } from './mail/invoice-pdf';
import { OutboxStore, type StoredEmail } from './mail/outbox-store';
import { ReminderBook } from './mail/reminder-book';
import { ReminderScheduler } from './mail/reminder-scheduler';
import { reminderRetryTime } from './mail/reminder-window';
import { MailBudget } from './mail/mail-budget';
import { remindableOf } from './records/remindable-query';
import { localOutbox, smtpTransport } from './mail/transport';
import { Transports } from './mail/transports';
import { type MailAttachment, MailWorker } from './mail/worker';
import { PdfCache } from './pdf/disk-cache';
import { RecurringIssuer } from './recurring/issuer';
import { ScheduleStore } from './recurring/schedule-store';
import { InvoiceLinks } from './invoice-links/invoice-links';
import { LinkStore } from './invoice-links/link-store';
import { EnteredLinesStore } from './invoice-links/entered-lines-store';
import { pdfRoutes } from './pdf/download-route';
import { businessDataRoutes } from './routes/business-data';
import { businessRoutes, connectBusiness } from './routes/businesses';
import { emailRoutes } from './routes/emails';
import { recurringRoutes } from './routes/recurring';
import { buyerReportRoutes } from './routes/buyer-reports';
import { reminderRoutes } from './routes/reminders';
import { vatReportRoutes } from './routes/vat-report';
import { settingsRoutes } from './routes/settings';
import { invoiceDefaultsRoutes } from './routes/invoice-defaults';
import { eventRoutes } from './routes/events';
import { expenseRoutes } from './routes/expenses';
import { exportRoutes } from './routes/exports';
import { invoiceRoutes } from './routes/invoices';
import { memoryRoutes } from './routes/memory';
import { mirrorRoutes } from './routes/mirror';
import { overviewRoutes } from './routes/overview';
import { receiptRoutes } from './routes/receipts';
import { sessionRoutes } from './routes/session';
import { searchRoutes } from './routes/search';
import { registerStatic } from './routes/static';
import { UpstreamClient } from './upstream/client';
import { Gateway } from './upstream/gateway';
import { Vault } from './vault/vault';
import { createCipher, loadKey } from './vault/cipher';
import { Mirror } from './records/mirror';
import { MirrorFeed } from './records/mirror-feed';
import { MirrorSync } from './records/mirror-sync';
import { webhookReceiver } from './webhooks/receiver';
import { SseHub } from './sse-hub';

const codes: Partial<Record<number, BffErrorCode>> = { 403: 'forbidden', 404: 'not_found', 413: 'too_large' };
/** The code of a 4xx that Fastify or a plugin raised (a path-traversal GET is @fastify/static's 403). */
const codeForStatus = (status: number): BffErrorCode => codes[status] ?? 'bad_request';

export interface Bff {
  app: FastifyInstance;
  /** Connects a business from the server side (headless set-ups, the embedded demo). */
  connect(token: string, webhookSecret: string | undefined): Promise<void>;
  tokenOf(business: string): string | undefined;
  /** Remembers the VAT and number sent for an expense made outside the BFF's own routes (the demo's seeding). */
  rememberExpense(business: string, expense: string, fields: { vat: string | null; invoice_number: string | null }): Promise<void>;
}

/** Invitations share the outbox with invoices' messages but carry no file. */
const withoutAttachmentsForPeople =
  (attachments: (e: StoredEmail) => Promise<MailAttachment[]>) =>
  (e: StoredEmail): Promise<MailAttachment[]> =>
    isPeopleMail(e) ? Promise.resolve([]) : attachments(e);

/** Builds the BFF from a config object without listening: server.ts listens, tests use a loopback port. */
export async function buildBff(config: BffConfig): Promise<Bff> {
  if (config.apiBaseUrl === undefined) throw new Error('The BFF needs the API base address (API_BASE_URL).');
  const app = Fastify({
    logger: config.log
      ? { redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.signature'] }
      : false,
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: true,
    // A URL the router refuses (malformed, a 100-character parameter) gets the BFF's error shape too.
    frameworkErrors: (error, _req, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply)
        .code(status)
        .send({ status, code: codeForStatus(status), message: error.message });
    },
  });
  const vault = await Vault.open(config.dataDir, config.secret);
  const hub = new SseHub(config.heartbeatMs);
  const client = new UpstreamClient(config.apiBaseUrl.replace(/\/+$/, ''), config.rateLimit, hub);
  const mirror = Mirror.open(config.dataDir, config.clock);
  const feed = new MirrorFeed(mirror, (b) => vault.credentials(b)?.webhookSecret != null, config.mirror);
  const gateway = new Gateway(vault, client, hub, feed, config.upstreamTimeoutMs);
  // The mirror's own reads: from the API itself, behind every call a person makes.
  const sync = new MirrorSync(
    feed,
    (b, path) => gateway.json(b, 'GET', path, { priority: 'background', refresh: true, sync: true }),
    config.mirror,
  );
  const cache = new PdfCache(join(config.dataDir, 'pdf-cache'), config.pdf.cacheMaxFiles);
  // A business's settings screen; until it is saved, the desk's zone, the seller's own e-mail and the desk's server.
  const settingsOf = (business: string) =>
    vault.settings(business) ?? { time_zone: config.mail.zone, reply_to: null, mail_server: null };
  const zoneOf = (business: string) => settingsOf(business).time_zone;
  const outbox = new OutboxStore(config.dataDir);
  const links = new InvoiceLinks(new LinkStore(outbox.db), mirror, config.clock);
  const einvoices = new EInvoices({
    store: new EInvoiceDetailsStore(outbox.db),
    mirror,
    gateway,
    links,
    pdf: invoicePdfBytes({ gateway, cache }),
  });
  const outboxDir = join(config.dataDir, 'outbox');
  const reminders = new ReminderBook(outbox.db);
  const mailBudget = new MailBudget(outbox, reminders);
  const mailer = new MailWorker({
    store: outbox,
    transports: new Transports(
      config.mail.smtpUrl
        ? smtpTransport(config.mail.smtpUrl, config.mail.from)
        : localOutbox(outboxDir, config.mail.from),
      (business) => vault.mailServer(business),
    ),
    attachments: withoutAttachmentsForPeople(mailAttachments(invoicePdf({ mirror, gateway, cache, creditedBack: (b, id) => links.creditedBack(b, id) }), einvoices)),
    clock: config.clock,
    retryDelaysMs: config.mail.retryDelaysMs,
    giveUpAfterMs: config.mail.giveUpAfterMs,
    onError: (e) => app.log.error(e),
    cancelled: (e) =>
      e.kind === 'reminder' && mirror.invoice(e.business, e.invoice_id)?.payment_status === 'paid'
        ? 'The invoice was paid before the reminder went out, so it was not sent.'
        : undefined,
    sendableFrom: reminderRetryTime(reminders, zoneOf),
  });
  const scheduler = new ReminderScheduler({
    book: reminders,
    outbox,
    remindable: (business) => remindableOf(mirror, business, links.kept(business)),
    worker: mailer,
    clock: config.clock,
    settingsOf,
    checkMs: config.mail.reminderCheckMs,
    budget: mailBudget,
    onError: (e) => app.log.error(e),
  });
  const schedules = new ScheduleStore(outbox.db);
  const entered = new EnteredLinesStore(outbox.db);
  const issuer = new RecurringIssuer({
    store: schedules,
    outbox,
    worker: mailer,
    gateway,
    clock: config.clock,
    settingsOf,
    checkMs: config.recurring.checkMs,
    onError: (e) => app.log.error(e),
  });
  // People and access (before any route: the guard watches every route added from here on).
  const desk = await openPeople({
    db: outbox.db,
    cipher: createCipher(await loadKey(config.dataDir, config.secret)),
    clock: config.clock,
    password: config.password,
    ownerEmail: config.ownerEmail,
    vault,
    outbox,
    kickMail: () => mailer.kick(),
    gateway,
    sessionsEnded: () => hub.recheck(),
  });
  const protectApi = protectedApi(app, desk.guard);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof BffHttpError) {
      if (err.extra.retry_after_s !== undefined)
        reply.header('retry-after', String(Math.ceil(err.extra.retry_after_s)));
      return reply.code(err.status).send(err.toBody());
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status, code: codeForStatus(status), message: err.message });
    }
    req.log.error(err);
    return reply
      .code(500)
      .send({ status: 500, code: 'internal', message: 'Something went wrong in the dashboard server.' });
  });
  app.addHook('onReady', async () => {
    for (const b of vault.list()) sync.connected(b.id); // resume, reconcile
    mailer.start(); // messages cut off by the last process's end, then whatever is due
    scheduler.start(); // reminders that fell due while the desk was off go now, once
    issuer.start(); // recurring invoices: intents of the last process looked up, then what fell due (≤ 7 days)
  });
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    hub.close();
    scheduler.close();
    await issuer.close();
    await mailer.close();
    outbox.close();
    client.close();
    await sync.close();
    mirror.close();
  });

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie); // parses at onRequest, before the guards read the session cookie
  registerSiteGuards(app, config);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  app.get('/healthz', async () => ({ ok: true }));
  await protectApi(async (api) => {
    await api.register(sessionRoutes(desk.sessions, desk.people, config.maxUploadMb));
    await api.register(desk.routes);
    await api.register(businessRoutes({ vault, gateway, hub, sync }));
    await api.register(businessDataRoutes({ vault, gateway }));
    await api.register(invoiceRoutes({ vault, gateway, links, entered, mirror }));
    await api.register(pdfRoutes({ vault, gateway, mirror, cache, pdf: config.pdf }));
    await api.register(eInvoiceRoutes({ vault, einvoices }));
    const once = new CaptureOnce({ intents: new IntentStore(outbox.db), gateway, clock: config.clock });
    await api.register(expenseRoutes({ vault, gateway, maxUploadMb: config.maxUploadMb, once }));
    await api.register(receiptRoutes({ vault, maxUploadMb: config.maxUploadMb }));
    await api.register(mirrorRoutes({ vault, mirror, sync }));
    await api.register(searchRoutes({ vault, mirror, links, clock: config.clock, zoneOf }));
    await api.register(overviewRoutes({ vault, mirror, links, clock: config.clock, zoneOf }));
    await api.register(memoryRoutes({ vault, mirror }));
    await api.register(exportRoutes({ vault, mirror, gateway, cache, hub, clock: config.clock, zoneOf, links, einvoiceOf: (b, id) => einvoices.forPack(b, id) }));
    await api.register(eventRoutes(hub, desk.streamGate));
    await api.register(
      emailRoutes({ vault, gateway, outbox, budget: mailBudget, worker: mailer, settingsOf, links, clock: config.clock, outboxDir, einvoices }),
    );
    await api.register(
      reminderRoutes({ vault, book: reminders, scheduler, mirror, links, outbox, settingsOf, clock: config.clock }),
    );
    await api.register(settingsRoutes({ vault, settingsOf }));
    await api.register(invoiceDefaultsRoutes({ vault, mirror }));
    await api.register(
      recurringRoutes({ vault, gateway, store: schedules, issuer, clock: config.clock, settingsOf }),
    );
    await api.register(buyerReportRoutes({ vault, mirror, outbox, links, clock: config.clock, zoneOf }));
    await api.register(vatReportRoutes({ vault, mirror, clock: config.clock, zoneOf }));
  });
  await app.register(webhookReceiver({ vault, hub, feed }));
  await registerStatic(app, config.staticDir, config.clock);

  const connect = async (token: string, webhookSecret: string | undefined) => {
    await connectBusiness({ vault, gateway, hub, sync }, token, webhookSecret);
  };
  if (config.apiToken !== undefined) {
    const token = config.apiToken;
    // Headless set-up: one business from the environment, (re)connected at start — in the background, through the
    // governor: start-up never waits on the API (its rate budget may be spent, it may be down); meanwhile the desk
    // serves what the mirror holds, and a wait for the budget shows in the dashboard as any other.
    app.addHook('onReady', async () => {
      void connect(token, config.apiWebhookSecret).catch((e: Error) => {
        if (!closing) console.warn(`API_TOKEN could not be connected: ${e.message}`);
      });
    });
  }
  return {
    app,
    connect,
    tokenOf: (business) => vault.credentials(business)?.token,
    rememberExpense: (business, expense, fields) => vault.remember(business, expense, fields),
  };
}
