import { join } from 'node:path';
import { emailNotes } from '../../../contract/email';
import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import type { EInvoices } from '../einvoice';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import type { ReminderBook } from '../reminders';
import { emailRoutes } from './email-routes';
import { MailBudget } from './mail-budget';
import { OutboxStore, type StoredEmail } from './outbox-store';
import { localOutbox, smtpTransport } from './transport';
import { Transports } from './transports';
import { type MailAttachment, MailWorker, type MailWorkerDeps } from './worker';

export interface MailRoomDeps {
  gateway: Gateway;
  mirror: Pick<Mirror, 'invoice'>;
  links: InvoiceLinks;
  einvoices: EInvoices;
  /** The reminders' ledger: the daily budget counts automatic reminders apart from the owner's own sends. */
  book: ReminderBook;
  /** What each message carries (its invoice's PDF, an e-invoice): composed in app.ts from the rooms that make them. */
  attachments: (e: StoredEmail) => Promise<MailAttachment[]>;
  /** When a message may go (a reminder waits for its business's sending window). */
  sendableFrom: MailWorkerDeps['sendableFrom'];
}

/** The mail room: the durable outbox (its table), the worker that sends it, the daily budget and /emails routes. */
export function mailRoom(
  p: Platform,
  d: MailRoomDeps,
): Room & { outbox: OutboxStore; mailer: MailWorker; budget: MailBudget } {
  const { config, vault } = p;
  const outbox = new OutboxStore(p.desk);
  const outboxDir = join(config.dataDir, 'outbox');
  const budget = new MailBudget(outbox, d.book);
  const mailer = new MailWorker({
    store: outbox,
    transports: new Transports(
      config.mail.smtpUrl
        ? smtpTransport(config.mail.smtpUrl, config.mail.from)
        : localOutbox(outboxDir, config.mail.from),
      (business) => vault.mailServer(business),
    ),
    attachments: d.attachments,
    clock: config.clock,
    retryDelaysMs: config.mail.retryDelaysMs,
    giveUpAfterMs: config.mail.giveUpAfterMs,
    onError: p.onError,
    cancelled: (e) =>
      e.kind === 'reminder' && d.mirror.invoice(e.business, e.invoice_id)?.payment_status === 'paid'
        ? emailNotes.paid
        : undefined,
    sendableFrom: d.sendableFrom,
  });
  return {
    outbox,
    mailer,
    budget,
    routes: routesOf(
      emailRoutes({
        vault,
        gateway: d.gateway,
        outbox,
        budget,
        worker: mailer,
        settingsOf: p.settingsOf,
        links: d.links,
        clock: config.clock,
        outboxDir,
        einvoices: d.einvoices,
      }),
    ),
    start: () => mailer.start(), // messages cut off by the last process's end, then whatever is due
    close: () => mailer.close(),
  };
}
