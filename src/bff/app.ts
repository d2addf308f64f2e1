import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { booksRoom } from './features/books';
import { businessesRoom } from './features/businesses';
import { einvoiceRoom, mailAttachments } from './features/einvoice';
import { expensesRoom } from './features/expenses';
import { exportsRoom } from './features/exports';
import { openInvoiceLinks } from './features/invoice-links';
import { invoicesRoom } from './features/invoices';
import {
  invoicePdf,
  invoicePdfBytes,
  mailRoom,
  type MailAttachment,
  type StoredEmail,
} from './features/mail';
import { mirrorRoom, openMirror } from './features/mirror';
import { overviewRoom } from './features/overview';
import { pdfRoom } from './features/pdf';
import { isPeopleMail, openPeople } from './features/people';
import { recurringRoom } from './features/recurring';
import { openReminderBook, reminderRetryTime, remindersRoom } from './features/reminders';
import { sessionRoutes } from './features/session';
import { registerStatic } from './features/site';
import { webhookReceiver } from './features/webhooks';
import { protectedApi, registerSiteGuards } from './platform/auth/guards';
import { registerSecurityHeaders } from './platform/auth/security-headers';
import { openPlatform } from './platform/base';
import type { BffConfig } from './platform/config';
import { serverOptions, setErrorShape } from './platform/http/error-shape';
import { registerJsonWithinDepth } from './platform/http/json-depth';
import { type Room, routesOf } from './platform/room';
import { Gateway } from './platform/upstream/gateway';

export interface Bff {
  app: FastifyInstance;
  /** Connects a business from the server side (headless set-ups, the embedded demo). */
  connect(token: string, webhookSecret: string | undefined): Promise<void>;
  tokenOf(business: string): string | undefined;
  /** Remembers the VAT and number sent for an expense made outside the BFF's own routes (the demo's seeding). */
  rememberExpense(
    business: string,
    expense: string,
    fields: { vat: string | null; invoice_number: string | null },
  ): Promise<void>;
}

/** Invitations share the outbox with invoices' messages but carry no file. */
const withoutAttachmentsForPeople =
  (attachments: (e: StoredEmail) => Promise<MailAttachment[]>) =>
  (e: StoredEmail): Promise<MailAttachment[]> =>
    isPeopleMail(e) ? Promise.resolve([]) : attachments(e);

/**
 * Builds the BFF from a config object without listening: server.ts listens, tests use a loopback port. The rooms
 * (features/*) are built from their doors in the order they need each other, each given what it needs explicitly
 * (platform/room.ts says why), then their routes are registered behind the people's guard in one list.
 */
export async function buildBff(config: BffConfig): Promise<Bff> {
  if (config.apiBaseUrl === undefined) throw new Error('The BFF needs the API base address (API_BASE_URL).');
  const app = Fastify(serverOptions(config));
  registerJsonWithinDepth(app);
  const p = await openPlatform(config, config.apiBaseUrl, (e) => app.log.error(e));
  const { vault, hub } = p;
  const clock = config.clock;

  const { mirror, feed } = openMirror(p);
  const gateway = new Gateway(vault, p.client, hub, feed, config.upstreamTimeoutMs);
  const { links, entered } = openInvoiceLinks(p, mirror, clock);
  const pdf = pdfRoom(p, { gateway, mirror });
  const { cache } = pdf;
  const einvoice = einvoiceRoom(p, { mirror, gateway, links, pdf: invoicePdfBytes({ gateway, cache }) });
  const { einvoices } = einvoice;
  const book = openReminderBook(p);
  const mail = mailRoom(p, {
    gateway,
    mirror,
    links,
    einvoices,
    book,
    attachments: withoutAttachmentsForPeople(
      mailAttachments(
        invoicePdf({ mirror, gateway, cache, creditedBack: (b, id) => links.creditedBack(b, id) }),
        einvoices,
      ),
    ),
    sendableFrom: reminderRetryTime(book, p.zoneOf),
  });
  const { outbox, mailer, budget } = mail;
  const reminders = remindersRoom(p, { book, outbox, mailer, budget, mirror, links });
  const recurring = recurringRoom(p, { gateway, outbox, mailer });
  // People and access (before any route: the guard watches every route added from here on).
  const desk = await openPeople({
    db: p.desk,
    cipher: p.cipher,
    clock,
    password: config.password,
    ownerEmail: config.ownerEmail,
    vault,
    outbox,
    kickMail: () => mailer.kick(),
    gateway,
    sessionsEnded: () => hub.recheck(),
  });
  const records = mirrorRoom(p, { mirror, feed, gateway, links });
  const businesses = businessesRoom(p, { gateway, sync: records.sync, streamGate: desk.streamGate });
  const rooms: Room[] = [
    { routes: routesOf(sessionRoutes(desk.sessions, desk.people, config.maxUploadMb)) },
    { routes: desk.routes },
    businesses,
    invoicesRoom(p, { gateway, links, entered, mirror }),
    pdf,
    einvoice,
    expensesRoom(p, { gateway }),
    records,
    overviewRoom(p, { mirror, links }),
    exportsRoom(p, { mirror, gateway, cache, links, einvoiceOf: (b, id) => einvoices.forPack(b, id) }),
    mail,
    reminders,
    recurring,
    booksRoom(p, { mirror, links, outbox }),
  ];

  setErrorShape(app);
  // Workers start once the server is ready and stop when it closes, in the order they always have: the mirror's
  // reads first; what writes messages (reminders, recurring) stops before what sends them (mail).
  app.addHook('onReady', async () => {
    records.start?.(); // resume, reconcile
    mail.start?.();
    reminders.start?.();
    recurring.start?.();
  });
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    hub.close();
    await reminders.close?.();
    await recurring.close?.();
    await mail.close?.();
    p.desk.close();
    p.client.close();
    await records.close?.();
  });

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie); // parses at onRequest, before the guards read the session cookie
  registerSiteGuards(app, config);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  app.get('/healthz', async () => ({ ok: true }));
  await protectedApi(
    app,
    desk.guard,
  )(async (api) => {
    for (const room of rooms) await room.routes(api);
  });
  await app.register(webhookReceiver({ vault, hub, feed }));
  await registerStatic(app, config.staticDir, config.clock);

  const connect = businesses.connect;
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
