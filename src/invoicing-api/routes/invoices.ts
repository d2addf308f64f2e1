import type { FastifyInstance } from 'fastify';
import { toInvoice } from '../domain/invoice-record';
import type { AppContext } from '../context';
import { notFound } from '../http/http-error';
import { invoiceJsonCache, listBody } from '../http/invoice-json';
import { sendInvoicePdf } from '../http/send-invoice-pdf';
import type { InvoiceCommands } from '../commands/invoice-commands';
import { pageMeta, parsePage } from './pagination';

type IdParams = { Params: { invoice: string } };

/** /invoices: list, create, read, replace, delete and the PDF download. */
export function invoiceRoutes(app: FastifyInstance, ctx: AppContext, commands: InvoiceCommands): void {
  const jsonCache = invoiceJsonCache(ctx.origin, ctx.invoices.docOf);
  const find = (businessId: string, id: string) => {
    const record = ctx.invoices.get(businessId, id);
    if (!record) throw notFound('Invoice');
    return record;
  };

  // Built from the cached JSON bytes of each invoice: the hot path of the dashboard.
  app.get('/invoices', async (request, reply) => {
    const page = parsePage(request.query);
    const { rows, total } = ctx.invoices.page(request.businessId, page);
    const meta = pageMeta(page, rows.length, total, `${ctx.origin()}/api/invoices`);
    const items = rows.map((row) => jsonCache.json(row)).filter((json) => json !== undefined);
    return reply.type('application/json; charset=utf-8').send(listBody(items, meta));
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
