import type { FastifyInstance } from 'fastify';
import type { BusinessSettings } from '../../../contract/business-settings';
import { type Clock, dayOf } from '../../../contract/clock';
import { toFieldErrors } from '../../../contract/common';
import { sendEmailBodySchema } from '../../../contract/email';
import { invoiceSchema } from '../../../contract/invoice';
import { toNumber } from '../../../contract/money';
import { owedOf, reminderRefusal } from '../../../contract/owed';
import { maxPerPage } from '../../../contract/search-names';
import { createReadStream } from 'node:fs';
import { create as contentDisposition } from 'content-disposition';
import { BffHttpError, notFound, validationError } from '../../platform/errors';
import { pageQuery, scope, sendJson } from '../../platform/http/scope';
import { compose } from './compose';
import { dailyMailLimit, type MailBudget } from './mail-budget';
import { logEntry, type OutboxStore } from './outbox-store';
import { outboxFile } from './transport';
import type { MailWorker } from './worker';
import type { Gateway } from '../../platform/upstream/gateway';
import type { InvoiceLinks } from '../invoice-links';
import type { Vault } from '../../platform/vault/vault';
import type { EInvoices } from '../einvoice';

const noReminder = {
  paid: 'This invoice is paid: there is nothing to remind of.',
  preliminary: 'A pro forma invoice is an offer: nobody owes it yet.',
  credit: 'A credit note is owed by the seller: it needs no reminder.',
  credited: 'Credit notes take back all of this invoice: nothing is owed on it.',
  nothing_due: 'Nothing is due on this invoice.',
  deleted: 'This invoice no longer exists.',
} as const;

export interface EmailDeps {
  vault: Vault;
  gateway: Gateway;
  outbox: OutboxStore;
  /** The owner's own daily sending: automatic reminders never use it up. */
  budget: MailBudget;
  worker: MailWorker;
  clock: Clock;
  settingsOf: (business: string) => Pick<BusinessSettings, 'time_zone' | 'reply_to'>;
  /** What credit notes made here take back of an invoice: a reminder is for what is still owed. */
  links: Pick<InvoiceLinks, 'creditedBack'>;
  /** The local outbox's folder (transport.ts). */
  outboxDir: string;
  /** An e-invoice sent beside the PDF: checked complete before the message is stored, the choice kept per buyer. */
  einvoices: Pick<EInvoices, 'preflight' | 'saveDetails'>;
}

/**
 * POST/GET …/invoices/{invoice}/emails and GET …/emails: the invoice sent by e-mail, or a reminder, through the
 * durable outbox — answered 202 once the message is stored, sent by the worker — and the log of what was sent.
 */
export function emailRoutes(d: EmailDeps) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/b/:business/invoices/:id/emails',
      { config: { access: 'write', activity: 'invoice.sent' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        const parsed = sendEmailBodySchema.safeParse(req.body ?? {});
        if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
        const body = parsed.data;
        const answer = await d.gateway.json(business, 'GET', `/invoices/${id}`);
        if (answer.status !== 200) return sendJson(reply, answer);
        const read = invoiceSchema.safeParse((answer.body as { data?: unknown }).data);
        if (!read.success)
          throw new BffHttpError(
            502,
            'upstream_error',
            'The API answered with something that is not an invoice.',
          );
        const invoice = read.data;
        const credited = d.links.creditedBack(business, id);
        if (body.kind === 'reminder') {
          const refusal = reminderRefusal(invoice, credited);
          if (refusal) throw validationError({ kind: [noReminder[refusal]] });
        }
        if (body.kind === 'invoice' && body.einvoice !== undefined) {
          const lacking = body.einvoice ? d.einvoices.preflight(business, invoice, body.einvoice) : undefined;
          if (lacking?.refusal) throw validationError({ einvoice: [lacking.refusal] });
          if (lacking && lacking.missing.length > 0)
            throw validationError(
              { einvoice: lacking.missing.map((m) => m.message) },
              'The e-invoice needs more details first: open “E-invoice” on the invoice.',
            );
          d.einvoices.saveDetails(business, invoice, { buyer: { send_format: body.einvoice } });
        }
        const now = d.clock.now();
        const nowS = Math.floor(now.getTime() / 1000);
        if (d.budget.ownerLeft(business, nowS) <= 0) {
          throw new BffHttpError(
            429,
            'rate_limited',
            `At most ${dailyMailLimit} messages a day are sent for one business, to keep its mail out of spam folders: try again tomorrow.`,
            {
              retry_after_s: 3600,
            },
          );
        }
        const stored = d.outbox.add(
          compose(invoice, {
            business,
            kind: body.kind,
            to: body.to,
            cc: body.cc,
            subject: body.subject,
            message: body.message,
            today: dayOf(now, d.settingsOf(business).time_zone),
            nowS,
            replyTo: d.settingsOf(business).reply_to,
            owed: body.kind === 'reminder' ? toNumber(owedOf(invoice, credited).owed) : undefined,
            einvoice: body.einvoice,
          }),
          now.getTime(),
        );
        d.worker.kick();
        return reply.code(202).send({ data: logEntry(stored) });
      },
    );

    app.get('/api/b/:business/invoices/:id/emails', { config: { access: 'read' } }, async (req) => {
      const { business, id } = scope(d.vault, req);
      return { data: d.outbox.ofInvoice(business, id).map(logEntry) };
    });

    // A message of the local outbox, whole, to open in a mail program or save (the dashboard's "what would have gone").
    app.get('/api/b/:business/emails/:id/message', { config: { access: 'read' } }, async (req, reply) => {
      const { business, id } = scope(d.vault, req);
      const email = d.outbox.get(id);
      if (!email || email.business !== business || email.status !== 'outbox')
        throw notFound('No such message in the local outbox.');
      return (
        reply
          .type('message/rfc822')
          // The series may hold any letter (SĄSK): RFC 6266's filename* carries it, an ASCII fallback beside it.
          .header(
            'content-disposition',
            contentDisposition(`${email.file_name.replace(/\.pdf$/, '')}-${email.kind}.eml`),
          )
          .header('cache-control', 'no-store')
          .send(createReadStream(outboxFile(d.outboxDir, id)))
      );
    });

    app.get('/api/b/:business/emails/latest', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      return { data: d.outbox.latest(business) };
    });

    app.get('/api/b/:business/emails', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      const page = Number(pageQuery(req).replace('?page=', '') || '1');
      const { rows, total } = d.outbox.page(business, page, maxPerPage);
      const from = rows.length > 0 ? (page - 1) * maxPerPage + 1 : null;
      return {
        data: rows.map(logEntry),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / maxPerPage)),
          per_page: maxPerPage,
          total,
          from,
          to: from === null ? null : from + rows.length - 1,
        },
      };
    });
  };
}
