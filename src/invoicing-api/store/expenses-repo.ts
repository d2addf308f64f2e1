import type { ExpenseRecord } from '../domain/expense-record';
import { businessScoped } from './business-scoped';
import type { Db } from './db';

/** Expenses of one business at a time: every query is scoped by business_id. */
export function expensesRepo(db: Db) {
  const scoped = businessScoped<ExpenseRecord, ExpenseRecord>(db, 'expenses', '*', '*');
  const q = {
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
  };
  return {
    page: scoped.page,
    get: scoped.get,
    insert: (r: ExpenseRecord) => void q.insert.run(r),
    /** False when the expense is gone (deleted while its upload was arriving). */
    replace: (r: ExpenseRecord): boolean => q.update.run(r).changes > 0,
    delete: scoped.delete,
  };
}
export type ExpensesRepo = ReturnType<typeof expensesRepo>;
