import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BffHttpError } from '../../platform/errors';
import type { Kind } from '../mirror';
import { parseSearch, type SearchQuery } from '../../../contract/search-params';
import { expensesTable, invoicesTable } from './list-tables';
import { buildMonthPack, type PackDeps } from './month-pack';
import { paramErrors } from '../../platform/http/param-errors';
import { scope } from '../../platform/http/scope';
import { requestLocale } from '../../platform/http/request-locale';
import { sendTable, tableFormats } from '../../platform/http/table-download';
import { businessDay } from '../../platform/http/business-day';

const attachment = (reply: FastifyReply, type: string, name: string) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store');

/** The search's parameters, without `page` or `per_page`: an export has every matching row. */
function exportQuery(kind: Kind, req: FastifyRequest) {
  const raw = { ...(req.query as Record<string, unknown>) };
  const paged = (['page', 'per_page'] as const).filter((name) => name in raw);
  for (const name of paged) delete raw[name];
  const parsed = parseSearch(kind, raw);
  const errors = parsed.ok ? {} : { ...parsed.errors };
  for (const name of paged) errors[name] = [`An export holds every matching row: leave ${name} out.`];
  if (!parsed.ok || paged.length > 0) throw paramErrors(errors);
  return parsed.query;
}

/**
 * The pack spends API calls: a page elsewhere must not start one behind the owner's back (a cross-site GET from an
 * <img> would). Browsers say where a request comes from in Sec-Fetch-Site; our own link is same-origin, a typed
 * address none.
 */
function refuseCrossSite(req: FastifyRequest): void {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site')
    throw new BffHttpError(403, 'forbidden', 'Start the month pack from the dashboard itself.');
}

/**
 * The current filtered view as CSV or .xlsx (same parameters, same refusals; from the mirror), and the accountant's
 * month pack (ZIP), all streamed as they are made.
 */
export function exportRoutes(d: PackDeps) {
  return async (app: FastifyInstance) => {
    // The lists' exports: each list's rows as its table, one route a list and a format.
    const tables = {
      invoices: (business: string, query: SearchQuery, today: string) =>
        invoicesTable(d.mirror, business, query, today, d.links.kept(business)),
      expenses: (business: string, query: SearchQuery, today: string) =>
        expensesTable(d.mirror, (id) => d.vault.remembered(business, id), business, query, today),
    } satisfies Record<Kind, unknown>;
    for (const format of tableFormats)
      for (const kind of ['invoices', 'expenses'] as const)
        app.get(
          `/api/b/:business/export/${kind}.${format}`,
          { config: { access: 'export', activity: 'exported' } },
          async (req, reply) => {
            const { business } = scope(d.vault, req);
            const query = exportQuery(kind, req);
            const { today } = businessDay(d.clock, d.zoneOf, business);
            return sendTable(req, reply, format, kind, tables[kind](business, query, today));
          },
        );
    app.get(
      '/api/b/:business/export/month.zip',
      { config: { access: 'export', activity: 'month_pack' } },
      async (req, reply) => {
        const { business } = scope(d.vault, req);
        refuseCrossSite(req);
        const raw = req.query as Record<string, unknown>;
        const errors: Record<string, string[]> = {};
        for (const name of Object.keys(raw)) if (name !== 'month') errors[name] = ['Unknown parameter.'];
        const month = raw.month;
        if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
          errors.month = ['Choose a month as YYYY-MM (01 to 12).'];
        if (Object.keys(errors).length > 0) throw paramErrors(errors);
        const m = month as string;

        // Loaded on the first pack, not at start: archiver's zip stack is ~100 modules most runs never use.
        const { ZipArchive } = await import('archiver');
        const archive = new ZipArchive({ zlib: { level: 6 } });
        const abandoned = new AbortController();
        // The browser went away before the end: stop fetching at once (no calls spent for nobody).
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abandoned.abort();
        });
        // An entry that fails midway (a receipt cut off upstream) spoils the ZIP: the download is cut off too, so the
        // browser reports a failed download rather than saving a truncated pack as if it were whole.
        archive.on('error', (e) => {
          if (abandoned.signal.aborted) return;
          req.log.error(e);
          abandoned.abort();
          reply.raw.destroy();
        });
        void buildMonthPack(d, archive, {
          business,
          month: m,
          today: businessDay(d.clock, d.zoneOf, business).today,
          links: d.links.kept(business),
          locale: requestLocale(req),
          signal: abandoned.signal,
        }).catch((e: unknown) => {
          req.log.error(e);
          archive.abort();
        });
        attachment(reply, 'application/zip', `month-${m}.zip`);
        return reply.send(archive);
      },
    );
  };
}
