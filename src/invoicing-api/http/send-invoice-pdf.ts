import type { FastifyReply } from 'fastify';
import { padInvoiceNumber } from '../../contract/invoice';
import type { InvoiceRecord } from '../domain/invoice-record';
import { contentDisposition } from './content-disposition';
import type { AppContext } from '../context';
import { HttpError } from './http-error';

/**
 * Streams the invoice's current PDF (application/pdf, no Content-Length). A render still pending is waited for
 * up to the configured PDF wait, then the answer is 500, as the spec says.
 */
export async function sendInvoicePdf(ctx: AppContext, reply: FastifyReply, record: InvoiceRecord) {
  if (!(await ctx.pdfs.waitFor(record.id, ctx.config.pdfWaitMs))) {
    throw new HttpError(500, { message: 'The PDF of this invoice is not ready yet. Try again in a minute.' });
  }
  const name = `${record.series}-${padInvoiceNumber(record.invoice_number)}.pdf`;
  return reply
    .type('application/pdf')
    .header('Content-Disposition', contentDisposition('inline', name))
    .send(ctx.files.readPdf(record.id));
}
