import type { FastifyInstance } from 'fastify';
import type { Gateway } from '../upstream/gateway';
import type { Vault } from '../vault/vault';
import { pageQuery, priorityOf, refreshOf, scope, sendJson } from '../http/scope';

/** The spec's invoice endpoints, forwarded as they are (the gateway teaches the mirror every answer). */
export function invoiceRoutes(d: { vault: Vault; gateway: Gateway }) {
  return async (app: FastifyInstance) => {
    const json = { headers: { 'content-type': 'application/json' } };

    app.get('/api/b/:business/invoices', async (req, reply) => {
      const { business } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'GET', `/invoices${pageQuery(req)}`, { priority: priorityOf(req), refresh: refreshOf(req) });
      return sendJson(reply, answer);
    });
    app.post('/api/b/:business/invoices', async (req, reply) => {
      const { business } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'POST', '/invoices', { ...json, body: JSON.stringify(req.body ?? {}) });
      return sendJson(reply, answer);
    });
    app.get('/api/b/:business/invoices/:id', async (req, reply) => {
      const { business, id } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'GET', `/invoices/${id}`, { priority: priorityOf(req), refresh: refreshOf(req) });
      return sendJson(reply, answer);
    });
    app.put('/api/b/:business/invoices/:id', async (req, reply) => {
      const { business, id } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'PUT', `/invoices/${id}`, { ...json, body: JSON.stringify(req.body ?? {}) });
      return sendJson(reply, answer);
    });
    app.delete('/api/b/:business/invoices/:id', async (req, reply) => {
      const { business, id } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'DELETE', `/invoices/${id}`);
      return sendJson(reply, answer);
    });
  };
}
