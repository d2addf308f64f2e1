import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../../contract/clock';
import { parseVatQuery } from '../../../contract/vat-report';
import { businessDay, type ZoneOf } from '../../platform/http/business-day';
import { paramErrors } from '../../platform/http/param-errors';
import { sendTable, tableFormats } from '../../platform/http/table-download';
import { scope } from '../../platform/http/scope';
import { unknownVatExpenses, vatReport, vatReportTable, type VatReportDeps } from './vat-report';

const queryOf = (req: FastifyRequest, d: { clock: Clock; zoneOf: ZoneOf }, business: string) => {
  const parsed = parseVatQuery(
    req.query as Record<string, unknown>,
    businessDay(d.clock, d.zoneOf, business).today,
  );
  if (!parsed.ok) throw paramErrors(parsed.errors);
  return parsed.query;
};

/**
 * GET …/reports/vat (JSON), …/reports/vat.csv and .xlsx (the same figures as `vat-report.csv`) and …/reports/vat/unknown-expenses
 * (the expenses the report counts as without VAT, for the screen's link): all from the mirror, no upstream call.
 */
export function vatReportRoutes(d: VatReportDeps & { clock: Clock; zoneOf: ZoneOf }) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/reports/vat', { config: { access: 'read' } }, async (req, reply) => {
      const { business } = scope(d.vault, req);
      const query = queryOf(req, d, business);
      reply.header('cache-control', 'no-store');
      return { data: vatReport(d, business, query) };
    });
    for (const format of tableFormats)
      app.get(
        `/api/b/:business/reports/vat.${format}`,
        { config: { access: 'export', activity: 'exported' } },
        async (req, reply) => {
          const { business } = scope(d.vault, req);
          const query = queryOf(req, d, business);
          return sendTable(req, reply, format, 'vat-report', vatReportTable(vatReport(d, business, query)));
        },
      );
    app.get(
      '/api/b/:business/reports/vat/unknown-expenses',
      { config: { access: 'read' } },
      async (req, reply) => {
        const { business } = scope(d.vault, req);
        const query = queryOf(req, d, business);
        reply.header('cache-control', 'no-store');
        return { data: unknownVatExpenses(d, business, query) };
      },
    );
  };
}
