import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';
import type { Mirror } from './mirror';
import type { MirrorSync } from './mirror-sync';
import type { Vault } from '../../platform/vault/vault';
import { scope } from '../../platform/http/scope';

export interface MirrorDeps {
  vault: Vault;
  mirror: Mirror;
  sync: MirrorSync;
}

/** What GET …/mirror answers: the state (`reason` says why `error`), counts against the API's totals, freshness. */
export function mirrorBody(d: MirrorDeps, business: string) {
  const s = d.mirror.state(business);
  return {
    data: {
      state: s.state,
      reason: s.reason,
      invoices: s.invoices,
      expenses: s.expenses,
      synced_at: s.synced_at,
      live: d.vault.credentials(business)?.webhookSecret != null,
    },
  };
}

const noQuery = (req: FastifyRequest) => {
  const extra = Object.keys(req.query as Record<string, unknown>);
  if (extra.length > 0) throw badRequest(`Unknown query parameter: ${extra.join(', ')}`);
};

/** The mirror's state, and the person's "refresh now" (a full walk, at background priority). */
export function mirrorRoutes(d: MirrorDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/mirror', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      noQuery(req);
      return mirrorBody(d, business);
    });
    app.post('/api/b/:business/mirror/refresh', { config: { access: 'read' } }, async (req, reply) => {
      const { business } = scope(d.vault, req);
      noQuery(req);
      d.sync.refresh(business);
      return reply.code(202).send(mirrorBody(d, business));
    });
  };
}
