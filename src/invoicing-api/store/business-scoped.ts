import { pageSize } from '../../contract/common';
import type { Db } from './db';

/**
 * What every business-scoped table answers the same way, each query scoped by business_id (tenancy): a page newest
 * first (by `seq`, per business) with the total, one row by id, and a delete by id. `pageColumns` are what a page
 * row holds, `rowColumns` what a single row does.
 */
export function businessScoped<PageRow, Row>(
  db: Db,
  table: 'invoices' | 'expenses',
  pageColumns: string,
  rowColumns: string,
) {
  const page = db.prepare<[string, number, number], PageRow>(
    `SELECT ${pageColumns} FROM ${table} WHERE business_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM ${table} WHERE business_id = ?`,
  );
  const one = db.prepare<[string, string], Row>(
    `SELECT ${rowColumns} FROM ${table} WHERE business_id = ? AND id = ?`,
  );
  const remove = db.prepare(`DELETE FROM ${table} WHERE business_id = ? AND id = ?`);
  return {
    page: (businessId: string, n: number): { rows: PageRow[]; total: number } => ({
      rows: page.all(businessId, pageSize, (n - 1) * pageSize),
      total: count.get(businessId)!.n,
    }),
    get: (businessId: string, id: string): Row | undefined => one.get(businessId, id),
    delete: (businessId: string, id: string): void => void remove.run(businessId, id),
  };
}
