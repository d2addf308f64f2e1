import { pageSize } from '../../contract/common';
import type { ExpenseRecord } from '../domain/expense-record';
import type { Db } from './db';

/** Expenses of one business at a time: every query is scoped by business_id. */
export function expensesRepo(db: Db) {
  const q = {
    page: db.prepare<[string, number, number], ExpenseRecord>(
      'SELECT * FROM expenses WHERE business_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?',
    ),
    count: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM expenses WHERE business_id = ?'),
    get: db.prepare<[string, string], ExpenseRecord>(
      'SELECT * FROM expenses WHERE business_id = ? AND id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO expenses (id, business_id, seq, date, total, currency, seller, vat, invoice_number, file_name,
         file_key, created_at, updated_at)
       VALUES (@id, @business_id, (SELECT COALESCE(MAX(seq), 0) + 1 FROM expenses WHERE business_id = @business_id), @date, @total, @currency, @seller,
         @vat, @invoice_number, @file_name, @file_key, @created_at, @updated_at)`,
    ),
    update: db.prepare(
      `UPDATE expenses SET date = @date, total = @total, currency = @currency, seller = @seller, vat = @vat,
         invoice_number = @invoice_number, file_name = @file_name, file_key = @file_key, updated_at = @updated_at
       WHERE business_id = @business_id AND id = @id`,
    ),
    delete: db.prepare('DELETE FROM expenses WHERE business_id = ? AND id = ?'),
  };
  return {
    page(businessId: string, page: number): { records: ExpenseRecord[]; total: number } {
      return {
        records: q.page.all(businessId, pageSize, (page - 1) * pageSize),
        total: q.count.get(businessId)!.n,
      };
    },
    get: (businessId: string, id: string): ExpenseRecord | undefined => q.get.get(businessId, id),
    insert: (r: ExpenseRecord) => void q.insert.run(r),
    /** False when the expense is gone (deleted while its upload was arriving). */
    replace: (r: ExpenseRecord): boolean => q.update.run(r).changes > 0,
    delete: (businessId: string, id: string) => void q.delete.run(businessId, id),
  };
}
export type ExpensesRepo = ReturnType<typeof expensesRepo>;
