import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  detailsInputSchema,
  eInvoiceFormatSchema,
  eInvoiceFormats,
} from '../../../contract/einvoice/details';
import { badRequest, validationError } from '../../platform/errors';
import { disposition, safePart } from '../../platform/http/pack-names';
import { priorityOf, scope } from '../../platform/http/scope';
import { toFieldErrors } from '../../../contract/common';
import type { Vault } from '../../platform/vault/vault';
import type { EInvoices } from './einvoices';

const formatOf = (query: unknown) => {
  const parsed = z.object({ format: eInvoiceFormatSchema }).safeParse(query);
  if (!parsed.success)
    throw badRequest(`Ask for one of the formats ${eInvoiceFormats.join(', ')} (?format=…).`);
  return parsed.data.format;
};

/**
 * GET  /api/b/{b}/invoices/{id}/einvoice?format=        the file (XML or Factur-X PDF), or 422 with what is missing
 * GET  /api/b/{b}/invoices/{id}/einvoice/preflight?format= what is known and what is missing
 * PUT  /api/b/{b}/invoices/{id}/einvoice/details?format=   the owner's answers, kept; the pre-flight after them
 */
export function eInvoiceRoutes(d: { vault: Vault; einvoices: EInvoices }) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/b/:business/invoices/:id/einvoice',
      { config: { access: 'export' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        const format = formatOf(req.query);
        const invoice = await d.einvoices.invoice(business, id, priorityOf(req));
        const produced = await d.einvoices.produce(business, invoice, format);
        if ('refusal' in produced)
          return reply
            .code(422)
            .send({ status: 422, code: 'einvoice_refused', message: produced.refusal, missing: [] });
        if ('missing' in produced)
          return reply.code(422).send({
            status: 422,
            code: 'einvoice_incomplete',
            message: `The e-invoice needs ${produced.missing.length === 1 ? 'one more detail' : `${produced.missing.length} more details`}.`,
            missing: produced.missing,
          });
        return (
          reply
            .type(produced.file.type)
            .header('content-disposition', disposition('attachment', safePart(produced.file.name)))
            // checked: passed the official rules; not-installed: this desk has no copy of them (see the README)
            .header('x-desk-official-rules', produced.file.checked ? 'checked' : 'not-installed')
            .header('cache-control', 'private, no-store')
            .send(produced.file.bytes)
        );
      },
    );

    app.get(
      '/api/b/:business/invoices/:id/einvoice/preflight',
      { config: { access: 'read' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        const format = formatOf(req.query);
        const invoice = await d.einvoices.invoice(business, id, priorityOf(req));
        return { data: d.einvoices.preflight(business, invoice, format) };
      },
    );

    app.put(
      '/api/b/:business/invoices/:id/einvoice/details',
      { config: { access: 'write' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        const format = formatOf(req.query);
        const parsed = detailsInputSchema.safeParse(req.body);
        if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
        const invoice = await d.einvoices.invoice(business, id, priorityOf(req));
        d.einvoices.saveDetails(business, invoice, parsed.data);
        return { data: d.einvoices.preflight(business, invoice, format) };
      },
    );
  };
}
