import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../contract/clock';
import { parseVatQuery } from '../../contract/vat-report';
import { paramErrors } from '../http/param-errors';
import { sendTable, tableFormats } from '../http/table-download';
import { scope } from '../http/scope';
import { unknownVatExpenses, vatReport, vatReportTable, type VatReportDeps } from '../reports/vat-report';

const queryOf = (req: FastifyRequest, clock: Clock) => {
  const parsed = parseVatQuery(req.query as Record<string, unknown>, clock.now());
  if (!parsed.ok) throw paramErrors(parsed.errors);
  return parsed.query;
};

/**
 * GET …/reports/vat (JSON), …/reports/vat.csv and .xlsx (the same figures as `vat-report.csv`) and …/reports/vat/unknown-expenses
 * (the expenses the report counts as without VAT, for the screen's link): all from the mirror, no upstream call.
 */
export function vatReportRoutes(d: VatReportDeps & { clock: Clock }) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/reports/vat', async (req, reply) => {
      const { business } = scope(d.vault, req);
      const query = queryOf(req, d.clock);
      reply.header('cache-control', 'no-store');
      return { data: vatReport(d, business, query) };
    });
    for (const format of tableFormats)
      app.get(`/api/b/:business/reports/vat.${format}`, async (req, reply) => {
        const { business } = scope(d.vault, req);
        const query = queryOf(req, d.clock);
        return sendTable(req, reply, format, 'vat-report', vatReportTable(vatReport(d, business, query)));
      });
    app.get('/api/b/:business/reports/vat/unknown-expenses', async (req, reply) => {
      const { business } = scope(d.vault, req);
      const query = queryOf(req, d.clock);
      reply.header('cache-control', 'no-store');
      return { data: unknownVatExpenses(d, business, query) };
    });
  };
}
