import type { FastifyInstance } from 'fastify';
import { parseOverviewRange } from './overview-params';
import type { MirrorReads } from '../mirror';
import { overviewOf } from './overview-query';
import { paramErrors } from '../../platform/http/param-errors';
import { scope } from '../../platform/http/scope';
import { businessDay } from '../../platform/http/business-day';

/** GET …/overview: outstanding, overdue, open offers and the months, over the mirror with no upstream call. */
export function overviewRoutes(d: MirrorReads) {
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
