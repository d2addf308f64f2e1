import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Vault } from '../../platform/vault/vault';
import { priorityOf, scope, sendJson } from '../../platform/http/scope';

/** GET profile and currencies (cached by the gateway; `?refresh=1` asks the API again). */
export function businessDataRoutes(d: { vault: Vault; gateway: Gateway }) {
  return async (app: FastifyInstance) => {
    for (const what of ['profile', 'currencies'] as const) {
      // The currency list is what staff's capture form needs too; the profile is the business's own details.
      const access = what === 'currencies' ? 'member' : 'read';
      app.get(`/api/b/:business/${what}`, { config: { access } }, async (req, reply) => {
        const { business } = scope(d.vault, req);
        const q = req.query as Record<string, unknown>;
        const extra = Object.keys(q).filter((k) => k !== 'refresh');
        if (extra.length > 0) throw badRequest(`Unknown query parameter: ${extra.join(', ')}`);
        const answer = await d.gateway.json(business, 'GET', `/${what}`, {
          refresh: q.refresh === '1',
          priority: priorityOf(req),
        });
        return sendJson(reply, answer);
      });
    }
  };
}
