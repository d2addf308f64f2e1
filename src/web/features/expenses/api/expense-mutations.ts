import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '../../../../contract/expense';
import { storeDeleted, storeSaved } from '../../../lib/record-cache';
import type { UploadProgress } from '../../../lib/upload';
import {
  createExpense,
  expenseApi,
  replaceExpenseFile,
  updateExpense,
  rememberedFrom,
  type ExpenseDetail,
  type ExpenseInput,
} from './expense-api';

type Upload = { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal };

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
    mutationFn: ({ input, file, ...o }: { input: ExpenseInput; file: File } & Upload) =>
      createExpense(b, input, file, o),
    onSuccess: (expense, { input }) => store(expense, rememberedFrom(input)),
  });
}

export function useUpdateExpense(b: string, id: string) {
  const store = useStoreExpense(b);
  return useMutation({
    mutationFn: ({ input, ...o }: { input: ExpenseInput } & Upload) => updateExpense(b, id, input, o),
    onSuccess: (expense, { input }) => store(expense, rememberedFrom(input)),
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
    mutationFn: () => expenseApi.remove(b, id),
    onSuccess: () => {
      storeDeleted(qc, 'expenses', b, id);
    },
  });
}
