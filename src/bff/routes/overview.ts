import type { FastifyInstance } from 'fastify';
import { parseOverviewRange } from '../http/overview-params';
import type { InvoiceLinks } from '../invoice-links/invoice-links';
import type { Mirror } from '../records/mirror';
import { overviewOf } from '../records/overview-query';
import type { Vault } from '../vault/vault';
import { paramErrors } from '../http/param-errors';
import { scope } from '../http/scope';
import { businessDay, type ZoneOf } from '../http/business-day';
import type { Clock } from '../../contract/clock';

/** GET …/overview: outstanding, overdue, open offers and the months, over the mirror with no upstream call. */
export function overviewRoutes(d: { vault: Vault; mirror: Mirror; links: InvoiceLinks; clock: Clock; zoneOf: ZoneOf }) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/overview', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      const day = businessDay(d.clock, d.zoneOf, business);
      const parsed = parseOverviewRange(req.query as Record<string, unknown>, day.today);
      if (!parsed.ok) throw paramErrors(parsed.errors);
      const { state, synced_at } = d.mirror.summary(business);
      return { data: overviewOf(d.mirror, business, parsed.range, day, d.links.kept(business)), mirror: { state, synced_at } };
    });
  };
}
