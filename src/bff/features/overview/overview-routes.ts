import type { FastifyInstance } from 'fastify';
import { parseOverviewRange } from './overview-params';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import { overviewOf } from './overview-query';
import type { Vault } from '../../platform/vault/vault';
import { paramErrors } from '../../platform/http/param-errors';
import { scope } from '../../platform/http/scope';
import { businessDay, type ZoneOf } from '../../platform/http/business-day';
import type { Clock } from '../../../contract/clock';

/** GET …/overview: outstanding, overdue, open offers and the months, over the mirror with no upstream call. */
export function overviewRoutes(d: {
  vault: Vault;
  mirror: Mirror;
  links: InvoiceLinks;
  clock: Clock;
  zoneOf: ZoneOf;
}) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/overview', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      const day = businessDay(d.clock, d.zoneOf, business);
      const parsed = parseOverviewRange(req.query as Record<string, unknown>, day.today);
      if (!parsed.ok) throw paramErrors(parsed.errors);
      const { state, synced_at } = d.mirror.summary(business);
      return {
        data: overviewOf(d.mirror, business, parsed.range, day, d.links.kept(business)),
        mirror: { state, synced_at },
      };
    });
  };
}
