import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../contract/clock';
import { parseVatQuery } from '../../contract/vat-report';
import { csvOf } from '../exports/table';
import { paramErrors } from '../http/param-errors';
import { sendTable } from '../http/table-download';
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
    app.get('/api/b/:business/reports/vat.csv', async (req, reply) => {
      const { business } = scope(d.vault, req);
      const query = queryOf(req, d.clock);
      const csv = csvOf(vatReportTable(vatReport(d, business, query)));
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="vat-report.csv"')
        .header('cache-control', 'no-store');
      return reply.send(csv);
    });
    app.get('/api/b/:business/reports/vat.xlsx', async (req, reply) => {
      const { business } = scope(d.vault, req);
      const query = queryOf(req, d.clock);
      return sendTable(req, reply, 'xlsx', 'vat-report', vatReportTable(vatReport(d, business, query)));
    });
    app.get('/api/b/:business/reports/vat/unknown-expenses', async (req, reply) => {
      const { business } = scope(d.vault, req);
      const query = queryOf(req, d.clock);
      reply.header('cache-control', 'no-store');
      return { data: unknownVatExpenses(d, business, query) };
    });
  };
}
