import type { FastifyInstance, FastifyReply } from 'fastify';
import { toInvoice } from '../domain/invoice-record';
import type { AppContext } from '../context';
import { shareNotFoundPage } from '../http/html-pages';
import { sendInvoicePdf } from '../http/send-invoice-pdf';
import { renderSharePage } from './render-share-page';

type TokenParams = { Params: { token: string } };

/** The page has no script and needs no outside resource: lock it down accordingly. */
const pageHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The public share page at /share/{token} (the invoice's `share_link`) and its PDF at /share/{token}/pdf. The token
 * is 192 random bits, so the link is unguessable; no bearer token is needed, as the spec's "anyone holding it".
 */
export function shareRoutes(app: FastifyInstance, ctx: AppContext): void {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).headers(pageHeaders).type('text/html; charset=utf-8').send(shareNotFoundPage);

  app.get<TokenParams>('/share/:token', async (request, reply) => {
    const record = ctx.invoices.byShareToken(request.params.token);
    if (!record) return notFound(reply);
    const html = renderSharePage(toInvoice(record, ctx.origin()), {
      pdfUrl: `/share/${request.params.token}/pdf`,
    });
    return reply.headers(pageHeaders).type('text/html; charset=utf-8').send(html);
  });

  app.get<TokenParams>('/share/:token/pdf', async (request, reply) => {
    const record = ctx.invoices.byShareToken(request.params.token);
    if (!record) return notFound(reply);
    return sendInvoicePdf(ctx, reply, record);
  });
}
