import { z } from 'zod/mini';
import { rememberedExpenseFieldsSchema } from '../../../../contract/bff';
import { dataOf, paginated } from '../../../../contract/common';
import { expenseSchema } from '../../../../contract/expense';
import { apiFile, apiRequest, apiSend } from '../../../lib/api-client';
import { uploadJson, type UploadProgress } from '../../../lib/upload';

const path = (b: string) => `/b/${encodeURIComponent(b)}/expenses`;
const itemPath = (b: string, id: string) => `${path(b)}/${encodeURIComponent(id)}`;

export const expensePageSchema = paginated(expenseSchema);
export type ExpensePage = z.infer<typeof expensePageSchema>;
/** The BFF adds what it last sent for the two write-only fields beside the expense. */
export const expenseDetailSchema = z.object({
  data: expenseSchema,
  remembered: rememberedExpenseFieldsSchema,
});
export type ExpenseDetail = z.infer<typeof expenseDetailSchema>;
const expenseAnswer = dataOf(expenseSchema);

export const listExpenses = (b: string, page: number, signal?: AbortSignal) =>
  apiRequest(`${path(b)}?page=${page}`, expensePageSchema, { signal });

export const getExpense = (b: string, id: string, signal?: AbortSignal) =>
  apiRequest(itemPath(b, id), expenseDetailSchema, { signal });

export const deleteExpense = (b: string, id: string) => apiSend(itemPath(b, id), { method: 'DELETE' });

/** The receipt's bytes (used for an on-demand thumbnail; each download costs one rate-limited API call). */
export async function fetchReceipt(b: string, id: string, signal?: AbortSignal): Promise<Blob> {
  const answer = await apiFile(`${itemPath(b, id)}/download`, signal);
  if (answer.kind === 'pending') throw new Error(answer.message);
  return answer.blob;
}

/** A plain link: the browser streams it and saves it under the Content-Disposition name (the original one). */
export const receiptDownloadUrl = (b: string, id: string) => `/api${itemPath(b, id)}/download`;

type UploadOptions = { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal };

const send = (method: 'POST' | 'PUT', url: string, body: FormData, o: UploadOptions) =>
  uploadJson({ method, url: `/api${url}`, body, ...o }, expenseAnswer).then((r) => r.data);

export const createExpense = (b: string, body: FormData, o: UploadOptions = {}) =>
  send('POST', path(b), body, o);
export const updateExpense = (b: string, id: string, body: FormData, o: UploadOptions = {}) =>
  send('PUT', itemPath(b, id), body, o);
/** Replaces only the stored file (POST …/file): every other field stays as it is. */
export function replaceExpenseFile(b: string, id: string, file: File, o: UploadOptions = {}) {
  const body = new FormData();
  body.append('file', file, file.name);
  return send('POST', `${itemPath(b, id)}/file`, body, o);
}
