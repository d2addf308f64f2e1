import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '../../../../contract/expense';
import { storeDeleted, storeSaved } from '../../../lib/record-cache';
import type { UploadProgress } from '../../../lib/upload';
import { expenseFormData, type ExpenseFormValues } from '../forms/expense-form-values';
import {
  createExpense,
  deleteExpense,
  replaceExpenseFile,
  updateExpense,
  type ExpenseDetail,
} from './expense-api';

type Upload = { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal };

/** What the BFF now remembers for the write-only fields: exactly what this form sent. */
const rememberedFrom = (v: ExpenseFormValues): ExpenseDetail['remembered'] => ({
  vat: v.vat.trim() === '' ? null : v.vat.trim(),
  invoice_number: v.invoice_number.trim() === '' ? null : v.invoice_number.trim(),
});

/**
 * The answer goes into the detail cache (with what the BFF now remembers) and into the cached list pages (first on
 * page 1 when new): no refetch.
 */
function useStoreExpense(b: string, created = false) {
  const qc = useQueryClient();
  return (expense: Expense, remembered?: ExpenseDetail['remembered']) =>
    storeSaved<Expense, ExpenseDetail>(qc, 'expenses', b, expense, created, (held) => ({
      data: expense,
      remembered: remembered === undefined ? (held?.remembered ?? null) : remembered,
    }));
}

export function useCreateExpense(b: string) {
  const store = useStoreExpense(b, true);
  return useMutation({
    mutationFn: ({ values, file, ...o }: { values: ExpenseFormValues; file: File } & Upload) =>
      createExpense(b, expenseFormData(values, file), o),
    onSuccess: (expense, { values }) => store(expense, rememberedFrom(values)),
  });
}

export function useUpdateExpense(b: string, id: string) {
  const store = useStoreExpense(b);
  return useMutation({
    mutationFn: ({ values, ...o }: { values: ExpenseFormValues } & Upload) =>
      updateExpense(b, id, expenseFormData(values), o),
    onSuccess: (expense, { values }) => store(expense, rememberedFrom(values)),
  });
}

export function useReplaceExpenseFile(b: string, id: string) {
  const store = useStoreExpense(b);
  return useMutation({
    mutationFn: ({ file, ...o }: { file: File } & Upload) => replaceExpenseFile(b, id, file, o),
    onSuccess: (expense) => store(expense),
  });
}

export function useDeleteExpense(b: string, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteExpense(b, id),
    onSuccess: () => {
      storeDeleted(qc, 'expenses', b, id);
    },
  });
}
