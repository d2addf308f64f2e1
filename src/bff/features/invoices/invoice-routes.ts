import type { FastifyInstance } from 'fastify';
import { parseSourceQuery } from '../../../contract/invoice-links';
import { paramErrors } from '../../platform/http/param-errors';
import type { Invoice } from '../../../contract/invoice';
import type { InvoiceLinks } from '../invoice-links';
import { entriesOfBody, type EnteredLinesStore } from '../invoice-links';
import type { Mirror } from '../mirror';
import type { JsonAnswer } from '../../platform/json-answer';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Vault } from '../../platform/vault/vault';
import { pageQuery, readOptions, scope, sendJson } from '../../platform/http/scope';

/** The spec's invoice endpoints, forwarded as they are (the gateway teaches the mirror every answer). */
export function invoiceRoutes(d: {
  vault: Vault;
  gateway: Gateway;
  links: InvoiceLinks;
  entered: EnteredLinesStore;
  mirror: Mirror;
}) {
  /** After a write the API accepted: how each line was entered, for Edit and Duplicate to give the same totals. */
  const rememberEntries = (business: string, body: unknown, answer: JsonAnswer) => {
    const saved = (answer.body as { data?: Invoice } | null)?.data;
    if (answer.status >= 300 || !saved?.id || !Array.isArray(saved.items)) return;
    const entries = entriesOfBody(body);
    if (entries) d.entered.remember(business, saved, entries);
    else d.entered.forget(business, saved.id);
  };
  return async (app: FastifyInstance) => {
    const json = { headers: { 'content-type': 'application/json' } };

    app.get('/api/b/:business/invoices', { config: { access: 'read' } }, async (req, reply) => {
      const { business } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'GET', `/invoices${pageQuery(req)}`, readOptions(req));
      return sendJson(reply, answer);
    });
    // `?source=<pro forma or issued invoice>`: checked before the API is called, the link kept once it answers 201 (invoice-links/).
    app.post(
      '/api/b/:business/invoices',
      { config: { access: 'write', activity: 'invoice.issued' } },
      async (req, reply) => {
        const { business } = scope(d.vault, req);
        const query = parseSourceQuery(req.query as Record<string, unknown>);
        if (!query.ok) throw paramErrors(query.errors);
        const { source } = query.value;
        const from = source === undefined ? undefined : d.links.checkSource(business, source, req.body);
        const answer = await d.gateway.json(business, 'POST', '/invoices', {
          ...json,
          body: JSON.stringify(req.body ?? {}),
        });
        const created = (answer.body as { data?: { id?: unknown } } | null)?.data?.id;
        if (from && answer.status === 201 && typeof created === 'string')
          d.links.link(business, from, created);
        rememberEntries(business, req.body, answer);
        return sendJson(reply, answer);
      },
    );
    app.get('/api/b/:business/invoices/:id/links', { config: { access: 'read' } }, async (req) => {
      const { business, id } = scope(d.vault, req);
      return { data: d.links.answer(business, id) };
    });
    // The entries only while the mirror's invoice is the version they were sent for (a change elsewhere drops them).
    app.get('/api/b/:business/invoices/:id/entered-lines', { config: { access: 'read' } }, async (req) => {
      const { business, id } = scope(d.vault, req);
      return { data: d.entered.read(business, d.mirror.invoice(business, id)) };
    });
    app.get('/api/b/:business/invoices/:id', { config: { access: 'read' } }, async (req, reply) => {
      const { business, id } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'GET', `/invoices/${id}`, readOptions(req));
      return sendJson(reply, answer);
    });
    app.put(
      '/api/b/:business/invoices/:id',
      { config: { access: 'write', activity: 'invoice.edited' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        const answer = await d.gateway.json(business, 'PUT', `/invoices/${id}`, {
          ...json,
          body: JSON.stringify(req.body ?? {}),
        });
        rememberEntries(business, req.body, answer);
        return sendJson(reply, answer);
      },
    );
    app.delete(
      '/api/b/:business/invoices/:id',
      { config: { access: 'write', activity: 'invoice.deleted' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        const answer = await d.gateway.json(business, 'DELETE', `/invoices/${id}`);
        if (answer.status < 300) d.entered.forget(business, id);
        return sendJson(reply, answer);
      },
    );
  };
}
