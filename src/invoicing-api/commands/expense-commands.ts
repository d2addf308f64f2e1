import { randomUUID } from 'node:crypto';
import type { ExpenseFields } from '../../contract/expense-input';
import { dec } from '../../contract/money';
import { nextUpdatedAt, nowSec } from '../domain/timestamps';
import type { AppContext } from '../context';
import { notFound } from '../http/http-error';
import { toExpense, type ExpenseRecord } from '../domain/expense-record';
import type { ReceivedFile } from '../store/file-store';

/** A file received from an upload, not yet committed to the store. */
export type NewFile = { name: string; received: ReceivedFile };
type Changes = Partial<Omit<ExpenseRecord, 'id' | 'business_id' | 'created_at' | 'updated_at'>>;

/**
 * The expense writes. A new file is moved into place first, then the row and its webhook deliveries are written in
 * one transaction; a replaced file is removed only after that commit, and a new one is removed again if the write
 * fails, so a failure never loses a file nor leaves one behind.
 */
export function expenseCommands(ctx: AppContext) {
  const { db, expenses, webhooks } = ctx;
  const fieldsOf = (f: ExpenseFields) => ({
    date: f.date === undefined || f.date === '' ? null : f.date, // spec: the output date may be null
    total: dec(f.total).toFixed(),
    currency: f.currency,
    seller: f.seller,
    vat: f.vat === undefined || f.vat === '' ? null : dec(f.vat).toFixed(),
    invoice_number: f.invoice_number === undefined || f.invoice_number === '' ? null : f.invoice_number,
  });
  const fileOf = async (file: NewFile) => ({ file_name: file.name, file_key: await file.received.commit() });

  /** Runs `write` in a transaction; on failure removes the file committed for it. */
  async function commit<T>(write: () => T, newFileKey: string | undefined): Promise<T> {
    try {
      const result = db.transaction(write)();
      ctx.sender.kick();
      return result;
    } catch (error) {
      if (newFileKey) await ctx.files.removeFile(newFileKey);
      throw error;
    }
  }

  /**
   * Applies changes to the expense as stored at commit time (so writes racing on one expense lose no file), fires
   * `expense.updated`, then removes the file the expense no longer uses.
   */
  async function change(businessId: string, id: string, changes: Changes): Promise<ExpenseRecord> {
    const { next, oldKey } = await commit(() => {
      const stored = expenses.get(businessId, id);
      if (!stored) throw notFound('Expense');
      const next: ExpenseRecord = {
        ...stored,
        ...changes,
        updated_at: nextUpdatedAt(stored.updated_at, nowSec()),
      };
      expenses.replace(next);
      webhooks.enqueue(businessId, 'expense.updated', toExpense(next), Date.now());
      return { next, oldKey: stored.file_key };
    }, changes.file_key);
    if (oldKey !== next.file_key) await ctx.files.removeFile(oldKey);
    return next;
  }

  const find = (businessId: string, id: string) => {
    const record = expenses.get(businessId, id);
    if (!record) throw notFound('Expense');
    return record;
  };

  return {
    find,
    async create(businessId: string, fields: ExpenseFields, file: NewFile): Promise<ExpenseRecord> {
      const now = nowSec();
      const record: ExpenseRecord = {
        id: randomUUID(),
        business_id: businessId,
        ...fieldsOf(fields),
        ...(await fileOf(file)),
        created_at: now,
        updated_at: now,
      };
      await commit(() => {
        expenses.insert(record);
        webhooks.enqueue(businessId, 'expense.created', toExpense(record), Date.now());
      }, record.file_key);
      return record;
    },
    /** Replaces every field; the file only when a new one was sent. */
    async update(businessId: string, id: string, fields: ExpenseFields, file: NewFile | undefined) {
      return change(businessId, id, { ...fieldsOf(fields), ...(file ? await fileOf(file) : {}) });
    },
    async replaceFile(businessId: string, id: string, file: NewFile) {
      return change(businessId, id, await fileOf(file));
    },
    async delete(businessId: string, id: string): Promise<void> {
      const record = await commit(() => {
        const stored = expenses.get(businessId, id);
        if (!stored) throw notFound('Expense');
        expenses.delete(businessId, id);
        webhooks.enqueue(businessId, 'expense.deleted', { id }, Date.now());
        return stored;
      }, undefined);
      await ctx.files.removeFile(record.file_key);
    },
  };
}
