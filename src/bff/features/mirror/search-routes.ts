import type { FastifyInstance } from 'fastify';
import type { MirrorReads } from './mirror-reads';
import { searchTexts } from './search-query';
import type { Kind } from './rows';
import { businessDay } from '../../platform/http/business-day';
import { parseSearch } from '../../../contract/search-params';
import { paramErrors } from '../../platform/http/param-errors';
import { scope } from '../../platform/http/scope';

/**
 * GET …/search/invoices and …/search/expenses: search, filters, sort and pages over the business's mirror, with no
 * upstream call. The records are the API's own objects; `sums` adds up the whole result per currency; `mirror` says
 * how complete and fresh the answer is.
 */
export function searchRoutes(d: MirrorReads) {
  return async (app: FastifyInstance) => {
    for (const kind of ['invoices', 'expenses'] as const satisfies Kind[]) {
      app.get(`/api/b/:business/search/${kind}`, { config: { access: 'read' } }, async (req, reply) => {
        const { business } = scope(d.vault, req);
        const parsed = parseSearch(kind, req.query as Record<string, unknown>);
        if (!parsed.ok) throw paramErrors(parsed.errors);
        const { today } = businessDay(d.clock, d.zoneOf, business);
        const { texts, meta, sums } = searchTexts(
          d.mirror,
          business,
          kind,
          parsed.query,
          today,
          d.links.kept(business),
        );
        const { state, synced_at } = d.mirror.summary(business);
        // The records are sent on as the API wrote them: no parse and re-serialise per answer.
        const mirror = JSON.stringify({ state, synced_at });
        return reply
          .type('application/json; charset=utf-8')
          .send(
            `{"data":[${texts.join(',')}],"meta":${JSON.stringify(meta)},"sums":${JSON.stringify(sums)},"mirror":${mirror}}`,
          );
      });
    }
  };
}
