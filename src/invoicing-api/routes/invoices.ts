import type { FastifyInstance } from 'fastify';
import { toInvoice } from '../domain/invoice-record';
import type { AppContext } from '../http/context';
import { notFound } from '../http/http-error';
import { sendInvoicePdf } from '../pdf/send-invoice-pdf';
import type { InvoiceCommands } from './invoice-commands';
import { pageMeta, parsePage } from './pagination';

type IdParams = { Params: { invoice: string } };

/** /invoices: list, create, read, replace, delete and the PDF download. */
export function invoiceRoutes(app: FastifyInstance, ctx: AppContext, commands: InvoiceCommands): void {
  const find = (businessId: string, id: string) => {
    const record = ctx.invoices.get(businessId, id);
    if (!record) throw notFound('Invoice');
    return record;
  };

  app.get('/invoices', async (request) => {
    const page = parsePage(request.query);
    const { records, total } = ctx.invoices.page(request.businessId, page);
    const origin = ctx.origin();
    return {
      data: records.map((r) => toInvoice(r, origin)),
      meta: pageMeta(page, records.length, total, `${origin}/api/invoices`),
    };
  });

  app.post('/invoices', async (request, reply) => {
    const record = commands.create(request.businessId, request.body);
    return reply.code(201).send({ data: toInvoice(record, ctx.origin()) });
  });

  app.get<IdParams>('/invoices/:invoice', async (request) => ({
    data: toInvoice(find(request.businessId, request.params.invoice), ctx.origin()),
  }));

  app.put<IdParams>('/invoices/:invoice', async (request) => ({
    data: toInvoice(commands.update(request.businessId, request.params.invoice, request.body), ctx.origin()),
  }));

  app.delete<IdParams>('/invoices/:invoice', async (request, reply) => {
    await commands.delete(request.businessId, request.params.invoice);
    return reply.code(200).send();
  });

  app.get<IdParams>('/invoices/:invoice/download', async (request, reply) =>
    sendInvoicePdf(ctx, reply, find(request.businessId, request.params.invoice)),
  );
}
