import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { toInvoice } from '../../domain/invoice-record';
import type { AppContext } from '../../context';
import type { InvoiceCommands } from '../../commands/invoice-commands';
import { parseBody, requireBusiness } from './console-body';

type BusinessParams = { Params: { business: string }; Querystring: { at?: string } };
type InvoiceParams = { Params: { business: string; invoice: string }; Querystring: { at?: string } };

/**
 * `?at=` (Unix seconds): when it happened in the app, for a history seeded afterwards (the demo, tests) — the
 * record's `created_at`/`updated_at` tell it. Console only: the API never takes a time from its client.
 */
const atSchema = z.object({ at: z.optional(z.coerce.number().check(z.int(), z.nonnegative())) });
const atOf = (query: unknown): number | undefined => parseBody(atSchema, query).at;

/** What happens in the app rather than through the API: invoices issued there, payments received, and drafts. */
export function appActionRoutes(app: FastifyInstance, ctx: AppContext, commands: InvoiceCommands): void {
  // An invoice issued in the app (the spec: created "through the API, the app or a recurring invoice"): the API's
  // rules, numbering, PDF and invoice.created, without the API's rate limit.
  app.post<BusinessParams>('/businesses/:business/invoices', async (request, reply) => {
    const businessId = requireBusiness(ctx, request.params.business).business_id;
    const at = atOf(request.query);
    return reply
      .code(201)
      .send({ data: toInvoice(commands.create(businessId, request.body, at), ctx.origin()) });
  });

  app.post<InvoiceParams>('/businesses/:business/invoices/:invoice/payments', async (request) => {
    const businessId = requireBusiness(ctx, request.params.business).business_id;
    const at = atOf(request.query);
    return { data: toInvoice(commands.markPaid(businessId, request.params.invoice, at), ctx.origin()) };
  });

  app.post<BusinessParams>('/businesses/:business/drafts', async (request, reply) => {
    const businessId = requireBusiness(ctx, request.params.business).business_id;
    return reply.code(201).send({ data: { id: commands.createDraft(businessId, request.body) } });
  });
}
