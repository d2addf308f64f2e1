import { randomUUID } from 'node:crypto';
import type { ExpenseFields } from '../../contract/expense';
import { dec } from '../../contract/money';
import { nextUpdatedAt, nowSec } from '../domain/timestamps';
import type { AppContext } from '../http/context';
import { notFound } from '../http/http-error';
import { toExpense, type ExpenseRecord } from '../store/expenses-repo';
import type { Upload } from './expense-upload';

type NewFile = NonNullable<Upload['file']>;

/**
 * The expense writes. The file is moved into place first, then the row and its webhook deliveries are written in
 * one transaction; a replaced or deleted file is removed only after that commit, so a failure never loses the old one.
 */
export function expenseCommands(ctx: AppContext) {
  const { db, expenses, webhooks } = ctx;
  const fieldsOf = (f: ExpenseFields) => ({
    date: f.date,
    total: dec(f.total).toFixed(),
    currency: f.currency,
    seller: f.seller,
    vat: f.vat === undefined || f.vat === '' ? null : dec(f.vat).toFixed(),
    invoice_number: f.invoice_number === undefined || f.invoice_number === '' ? null : f.invoice_number,
  });

  /** `newFileKey`: a file committed for this write, removed again if the write fails. */
  async function save(
    record: ExpenseRecord,
    write: () => void,
    event: 'expense.created' | 'expense.updated',
    newFileKey: string | undefined,
  ) {
    try {
      db.transaction(() => {
        write();
        webhooks.enqueue(record.business_id, event, toExpense(record), Date.now());
      })();
    } catch (error) {
      if (newFileKey) await ctx.files.removeFile(newFileKey);
      throw error;
    }
    ctx.sender.kick();
  }

  const find = (businessId: string, id: string) => {
    const record = expenses.get(businessId, id);
    if (!record) throw notFound('Expense');
    return record;
  };

  /** Writes a new version of an expense and removes the file it no longer uses. */
  async function replace(current: ExpenseRecord, next: ExpenseRecord): Promise<ExpenseRecord> {
    const fileChanged = next.file_key !== current.file_key;
    await save(
      next,
      () => expenses.replace(next),
      'expense.updated',
      fileChanged ? next.file_key : undefined,
    );
    if (fileChanged) await ctx.files.removeFile(current.file_key);
    return next;
  }

  return {
    find,
    async create(businessId: string, fields: ExpenseFields, file: NewFile): Promise<ExpenseRecord> {
      const now = nowSec();
      const record: ExpenseRecord = {
        id: randomUUID(),
        business_id: businessId,
        ...fieldsOf(fields),
        file_name: file.name,
        file_key: await file.received.commit(),
        created_at: now,
        updated_at: now,
      };
      await save(record, () => expenses.insert(record), 'expense.created', record.file_key);
      return record;
    },
    /** Replaces every field; the file only when a new one was sent. */
    async update(
      current: ExpenseRecord,
      fields: ExpenseFields,
      file: NewFile | undefined,
    ): Promise<ExpenseRecord> {
      return replace(current, {
        ...current,
        ...fieldsOf(fields),
        ...(file ? { file_name: file.name, file_key: await file.received.commit() } : {}),
        updated_at: nextUpdatedAt(current.updated_at, nowSec()),
      });
    },
    async replaceFile(current: ExpenseRecord, file: NewFile): Promise<ExpenseRecord> {
      return replace(current, {
        ...current,
        file_name: file.name,
        file_key: await file.received.commit(),
        updated_at: nextUpdatedAt(current.updated_at, nowSec()),
      });
    },
    async delete(businessId: string, id: string): Promise<void> {
      const record = find(businessId, id);
      db.transaction(() => {
        expenses.delete(businessId, id);
        webhooks.enqueue(businessId, 'expense.deleted', { id }, Date.now());
      })();
      ctx.sender.kick();
      await ctx.files.removeFile(record.file_key);
    },
  };
}
