import { randomBytes, randomUUID } from 'node:crypto';
import { padInvoiceNumber } from '../../contract/invoice';
import type { EventName } from '../../contract/enums';
import { buildInvoiceContent } from '../domain/build-invoice';
import { toInvoice, type InvoiceRecord } from '../domain/invoice-record';
import { nextUpdatedAt, nowSec } from '../domain/timestamps';
import type { AppContext } from '../context';
import { fieldError, notFound } from '../http/http-error';
import { parseInvoiceInput } from './invoice-input';

/**
 * The invoice writes. Each runs in one SQLite transaction that also queues the PDF job and the webhook deliveries,
 * so a crash can lose neither; the background workers are woken after the commit.
 */
export function invoiceCommands(ctx: AppContext) {
  const { db, invoices, pdfJobs, webhooks } = ctx;
  const profileOf = (businessId: string) => ctx.businesses.profile(businessId)!;

  const numberTaken = (series: string, n: number) =>
    fieldError(
      'invoice_number',
      `Invoice number ${padInvoiceNumber(n)} is already used in series ${series}.`,
    );

  /** Queues the PDF render and the event for a record just written (inside the caller's transaction). */
  const announce = (record: InvoiceRecord, rev: number, event: EventName) => {
    const nowMs = Date.now();
    pdfJobs.enqueue(record.id, rev, nowMs);
    webhooks.enqueue(record.business_id, event, toInvoice(record, ctx.origin()), nowMs);
  };
  const wake = (invoiceId: string) => {
    ctx.pdfs.schedule(invoiceId);
    ctx.sender.kick();
  };

  const contentFor = (businessId: string, body: unknown) => {
    const profile = profileOf(businessId);
    const input = parseInvoiceInput(body, profile);
    const content = buildInvoiceContent(input, {
      profile,
      latestCustomFields: invoices.latestCustomFields(businessId),
    });
    return { input, content };
  };

  return {
    /** `at`: when it was issued in the app (the console's history), else now. */
    create(businessId: string, body: unknown, at?: number): InvoiceRecord {
      const { input, content } = contentFor(businessId, body);
      const record = db.transaction(() => {
        const number = invoices.assignNumber(businessId, content.series, input.number);
        if (number === 'taken') throw numberTaken(content.series, input.number!);
        const now = at ?? nowSec();
        const r: InvoiceRecord = {
          id: randomUUID(),
          business_id: businessId,
          ...content,
          invoice_number: number,
          payment_status: 'not_paid',
          share_token: randomBytes(24).toString('base64url'),
          created_at: now,
          updated_at: now,
        };
        invoices.insert(r);
        announce(r, 1, 'invoice.created');
        return r;
      })();
      wake(record.id);
      return record;
    },

    /** Replaces every field under the create rules; without `invoice_number` the invoice is renumbered. */
    update(businessId: string, id: string, body: unknown): InvoiceRecord {
      if (!invoices.get(businessId, id)) throw notFound('Invoice');
      const { input, content } = contentFor(businessId, body);
      const record = db.transaction(() => {
        const current = invoices.get(businessId, id);
        if (!current) throw notFound('Invoice');
        const number = invoices.assignNumber(businessId, content.series, input.number, id);
        if (number === 'taken') throw numberTaken(content.series, input.number!);
        const r: InvoiceRecord = {
          ...current,
          ...content,
          invoice_number: number,
          updated_at: nextUpdatedAt(current.updated_at, nowSec()),
        };
        announce(r, invoices.replace(r), 'invoice.updated');
        return r;
      })();
      wake(id);
      return record;
    },

    /** A payment received in the app (`at`: when, else now): the invoice becomes paid and `invoice.updated` fires. */
    markPaid(businessId: string, id: string, at?: number): InvoiceRecord {
      const record = db.transaction(() => {
        const current = invoices.get(businessId, id);
        if (!current) throw notFound('Invoice');
        const r: InvoiceRecord = {
          ...current,
          payment_status: 'paid',
          updated_at: nextUpdatedAt(current.updated_at, at ?? nowSec()),
        };
        announce(r, invoices.replace(r), 'invoice.updated');
        return r;
      })();
      wake(id);
      return record;
    },

    /** Removes the invoice with its PDF and job, recalculates the series counter, fires `invoice.deleted`. */
    async delete(businessId: string, id: string): Promise<void> {
      db.transaction(() => {
        if (!invoices.delete(businessId, id)) throw notFound('Invoice');
        pdfJobs.drop(id);
        webhooks.enqueue(businessId, 'invoice.deleted', { id }, Date.now());
      })();
      ctx.sender.kick();
      await ctx.files.removePdf(id);
    },

    /** A draft made in the app: validated like an invoice, then kept out of sight of the API. */
    createDraft(businessId: string, body: unknown): string {
      const input = parseInvoiceInput(body, profileOf(businessId));
      return ctx.drafts.create(businessId, input, nowSec());
    },
  };
}
export type InvoiceCommands = ReturnType<typeof invoiceCommands>;
