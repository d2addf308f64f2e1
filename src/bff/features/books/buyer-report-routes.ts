import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buyerKeyPattern } from '../../../contract/buyer-key';
import type { Statement } from '../../../contract/buyer-report';
import { parseBuyersQuery, parseStatementRange } from '../../../contract/buyer-report-params';
import type { Clock } from '../../../contract/clock';
import { parseParams } from '../../../contract/query-reader';
import { notFound } from '../../platform/errors';
import { paramErrors } from '../../platform/http/param-errors';
import { sendTable, tableFormats } from '../../platform/http/table-download';
import { scope } from '../../platform/http/scope';
import { logEntry, type OutboxStore } from '../mail';
import { buyerAccountOf, buyerInvoiceIds, buyersPageOf, statementRowsOf } from './buyers-query';
import type { Mirror } from '../mirror';
import { renderStatementPdf } from './statement-pdf';
import { statementOf } from './statement';
import { statementTable } from './statement-table';
import type { Vault } from '../../platform/vault/vault';
import { businessDay, type ZoneOf } from '../../platform/http/business-day';
import type { InvoiceLinks } from '../invoice-links';

/** The e-mail history shows at most this many messages, newest first. */
const maxEmails = 100;

/**
 * Buyers' accounts and statements (contract/buyer-report.ts), all from the mirror with no upstream call:
 * GET …/reports/buyers, …/reports/buyers/{key}, …/{key}/statement.pdf|csv|xlsx and …/{key}/emails (the outbox's messages
 * about the buyer's invoices). A key no invoice has, well-formed or not, is no buyer: 404.
 */
export function buyerReportRoutes(d: {
  vault: Vault;
  mirror: Mirror;
  outbox: OutboxStore;
  links: InvoiceLinks;
  clock: Clock;
  zoneOf: ZoneOf;
}) {
  const mirrorOf = (business: string) => {
    const { state, synced_at } = d.mirror.summary(business);
    return { state, synced_at };
  };
  /** The buyer's account, with today and what the kept links tell, read once for everything the request answers. */
  const account = (req: FastifyRequest) => {
    const { business } = scope(d.vault, req);
    const { key } = req.params as { key: string };
    const day = businessDay(d.clock, d.zoneOf, business);
    const links = d.links.kept(business);
    const found = buyerKeyPattern.test(key)
      ? buyerAccountOf(d.mirror, business, key, day.today, links)
      : undefined;
    if (!found) throw notFound('No invoice of this business has this buyer.');
    return { business, key, found, day, links };
  };
  const statement = (req: FastifyRequest): Statement => {
    const { business, key, found, day, links } = account(req);
    const parsed = parseStatementRange(req.query as Record<string, unknown>, day.today);
    if (!parsed.ok) throw paramErrors(parsed.errors);
    const rows = statementRowsOf(d.mirror, business, key);
    const latest = d.mirror.invoice(business, buyerInvoiceIds(d.mirror, business, key)[0]!)!;
    return statementOf(key, found, latest, rows, parsed.range, day, links);
  };
  const noQuery = (req: FastifyRequest) => {
    const parsed = parseParams({}, req.query as Record<string, unknown>);
    if (!parsed.ok) throw paramErrors(parsed.errors);
  };
  const download = (name: string) => `attachment; filename="${name}"`;

  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/reports/buyers', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      const parsed = parseBuyersQuery(req.query as Record<string, unknown>);
      if (!parsed.ok) throw paramErrors(parsed.errors);
      return {
        ...buyersPageOf(
          d.mirror,
          business,
          parsed.query,
          businessDay(d.clock, d.zoneOf, business).today,
          d.links.kept(business),
        ),
        mirror: mirrorOf(business),
      };
    });

    app.get('/api/b/:business/reports/buyers/:key', { config: { access: 'read' } }, async (req) => {
      noQuery(req);
      const { business, found } = account(req);
      return { data: found, mirror: mirrorOf(business) };
    });

    app.get(
      '/api/b/:business/reports/buyers/:key/statement.pdf',
      { config: { access: 'export', activity: 'exported' } },
      async (req, reply) => {
        const s = statement(req);
        return reply
          .type('application/pdf')
          .header('content-disposition', download(`statement-${s.key}-${s.from}-${s.to}.pdf`))
          .header('cache-control', 'no-store')
          .send(await renderStatementPdf(s));
      },
    );

    for (const format of tableFormats)
      app.get(
        `/api/b/:business/reports/buyers/:key/statement.${format}`,
        { config: { access: 'export', activity: 'exported' } },
        async (req, reply) => {
          const table = statementTable(statement(req));
          // The sheet is named for its kind in the person's language; the file keeps the buyer and the period.
          return sendTable(req, reply, format, table.name, { ...table, name: 'statement' });
        },
      );

    app.get('/api/b/:business/reports/buyers/:key/emails', { config: { access: 'read' } }, async (req) => {
      noQuery(req);
      const { business, key } = account(req);
      const emails = buyerInvoiceIds(d.mirror, business, key)
        .flatMap((id) => d.outbox.ofInvoice(business, id))
        .sort((a, b) => b.created_at - a.created_at)
        .slice(0, maxEmails);
      return { data: emails.map(logEntry) };
    });
  };
}
