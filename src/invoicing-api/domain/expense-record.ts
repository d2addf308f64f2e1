import type { Expense } from '../../contract/expense';

/** An expense as stored: amounts as decimal strings; VAT, purchase-invoice number and file kept but never returned. */
export interface ExpenseRecord {
  id: string;
  business_id: string;
  date: string | null;
  total: string;
  currency: string;
  seller: string;
  vat: string | null;
  invoice_number: string | null;
  file_name: string;
  file_key: string;
  created_at: number;
  updated_at: number;
}

export const toExpense = (r: ExpenseRecord): Expense => ({
  id: r.id,
  date: r.date,
  total: Number(r.total),
  currency: r.currency,
  seller: r.seller,
  created_at: r.created_at,
  updated_at: r.updated_at,
});
