import { readFile } from 'node:fs/promises';
import type { ReadableStream } from 'node:stream/web';
import { type Invoice, invoiceSchema } from '../../../contract/invoice';
import { emailNotes } from '../../../contract/email';
import { reminderRefusal } from '../../../contract/owed';
import { BffHttpError } from '../../platform/errors';
import type { PdfCache } from '../pdf';
import type { Mirror } from '../mirror';
import type { Gateway } from '../../platform/upstream/gateway';
import type { StoredEmail } from './outbox-store';
import { PermanentMailError } from './worker';

/** The API's 404 for the invoice: it was deleted, which no retry mends. */
const goneOn404 = (e: unknown): never => {
  throw e instanceof BffHttpError && e.status === 404 ? new PermanentMailError(emailNotes.deleted) : e;
};

/**
 * The invoice's PDF for a message: from the BFF's PDF cache when that version is there, else from the API at
 * background priority (the person's own requests go first) and into the cache. A reminder first asks the API for the
 * invoice itself: paid, credited or deleted since the mirror last heard, it does not go. Still rendering, or the API
 * busy: the send is retried later. The invoice gone: the message fails for good.
 */
export function invoicePdf(d: {
  mirror: Mirror;
  gateway: Gateway;
  cache: PdfCache;
  /** What credit notes made here take back of the invoice (bff/invoice-links). */
  creditedBack: (business: string, invoice: string) => number;
}) {
  const fromApi = async (business: string, id: string): Promise<Invoice> => {
    const answer = await d.gateway
      .json(business, 'GET', `/invoices/${id}`, { priority: 'background', refresh: true })
      .catch(goneOn404);
    const read = invoiceSchema.safeParse((answer.body as { data?: unknown } | null)?.data);
    if (!read.success) throw new Error('The API answered with something that is not an invoice.');
    return read.data;
  };
  const pdfOf = invoicePdfBytes(d);
  return async ({ business, invoice_id: id, kind }: StoredEmail): Promise<Buffer> => {
    const invoice =
      kind === 'reminder'
        ? await fromApi(business, id)
        : (d.mirror.invoice(business, id) ?? (await fromApi(business, id)));
    const refusal = kind === 'reminder' ? reminderRefusal(invoice, d.creditedBack(business, id)) : undefined;
    if (refusal) throw new PermanentMailError(emailNotes[refusal]); // the log names it: contract/email.ts;
    return pdfOf(business, invoice).catch(goneOn404);
  };
}

/** The PDF of this version of an invoice: from the cache, else from the API at background priority into the cache. */
export function invoicePdfBytes(d: { gateway: Gateway; cache: PdfCache }) {
  return async (business: string, invoice: Pick<Invoice, 'id' | 'updated_at'>): Promise<Buffer> => {
    const { id, updated_at: version } = invoice;
    if (!(await d.cache.has(business, id, version))) {
      const { response } = await d.gateway.stream(business, 'GET', `/invoices/${id}/download`, {
        priority: 'background',
      });
      await d.cache.store(business, id, version, response.body as ReadableStream);
    }
    return readFile(d.cache.file(business, id, version));
  };
}
