import type { FastifyReply, FastifyRequest } from 'fastify';
import { csvOf, type Table } from '../sheets/table';
import { xlsxOf } from '../sheets/xlsx-writer';
import { requestLocale } from './request-locale';

export const tableFormats = ['csv', 'xlsx'] as const;
export type TableFormat = (typeof tableFormats)[number];

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a table as a download named `{base}.csv` or `{base}.xlsx`: the CSV for machines (codes, dot decimals), the
 * workbook for people (typed cells, in the language they read the app in). Both are streamed as they are made.
 */
export function sendTable(
  req: FastifyRequest,
  reply: FastifyReply,
  format: TableFormat,
  base: string,
  table: Table,
) {
  const body = format === 'csv' ? csvOf(table) : xlsxOf([table], requestLocale(req));
  return reply
    .type(format === 'csv' ? 'text/csv; charset=utf-8' : xlsxType)
    .header('content-disposition', `attachment; filename="${base}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
