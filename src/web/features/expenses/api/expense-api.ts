import { z } from 'zod/mini';
import { rememberedExpenseFieldsSchema } from '../../../../contract/bff';
import { dataOf } from '../../../../contract/common';
import { expenseSchema } from '../../../../contract/expense';
import { apiFile } from '../../../lib/api-client';
import { recordApi, type ReadOptions } from '../../../lib/record-api';
import { uploadJson, type UploadProgress } from '../../../lib/upload';

/** A detail is cached as the BFF answers it, `{data}`, like an invoice's; it adds what it last sent for the two
 * write-only fields beside the expense. */
export const expenseDetailSchema = z.object({
  data: expenseSchema,
  remembered: rememberedExpenseFieldsSchema,
});
export type ExpenseDetail = z.infer<typeof expenseDetailSchema>;
const expenseAnswer = dataOf(expenseSchema);
/** The calls expenses share with invoices (lib/record-api): `getPage`, `search`, `get`, `remove`. */
export const expenseApi = recordApi('expenses', expenseSchema, expenseDetailSchema);
const { path, itemPath } = expenseApi;
export type ExpensePage = z.infer<typeof expenseApi.pageSchema>;

/** The receipt's bytes (used for an on-demand thumbnail; each download costs one rate-limited API call). */
export async function getReceipt(b: string, id: string, o: ReadOptions = {}): Promise<Blob> {
  const answer = await apiFile(`${itemPath(b, id)}/download`, o);
  if (answer.kind === 'pending') throw new Error(answer.message);
  return answer.blob;
}

/** A plain link: the browser streams it and saves it under the Content-Disposition name (the original one). */
export const receiptDownloadUrl = (b: string, id: string) => `/api${itemPath(b, id)}/download`;

type UploadOptions = { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal };

/** An expense's fields as the API takes them: multipart text, an optional field left out when not given. */
export type ExpenseInput = {
  seller: string;
  total: string;
  currency: string;
  date: string;
  vat?: string;
  invoice_number?: string;
};

/** What the BFF remembers for the write-only fields after a save: exactly what was sent. */
export const rememberedFrom = (input: ExpenseInput): ExpenseDetail['remembered'] => ({
  vat: input.vat?.trim() || null,
  invoice_number: input.invoice_number?.trim() || null,
});

/** The multipart body of POST/PUT /expenses: every field (PUT replaces all of them), plus the file when given. */
function expenseFormData(input: ExpenseInput, file?: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) body.append(name, value.trim());
  if (file) body.append('file', file, file.name);
  return body;
}

const send = (method: 'POST' | 'PUT', url: string, body: FormData, o: UploadOptions) =>
  uploadJson({ method, url: `/api${url}`, body, ...o }, expenseAnswer).then((r) => r.data);

export const createExpense = (b: string, input: ExpenseInput, file: File, o: UploadOptions = {}) =>
  send('POST', path(b), expenseFormData(input, file), o);
export const updateExpense = (b: string, id: string, input: ExpenseInput, o: UploadOptions = {}) =>
  send('PUT', itemPath(b, id), expenseFormData(input), o);
/** Replaces only the stored file (POST …/file): every other field stays as it is. */
export function replaceExpenseFile(b: string, id: string, file: File, o: UploadOptions = {}) {
  const body = new FormData();
  body.append('file', file, file.name);
  return send('POST', `${itemPath(b, id)}/file`, body, o);
}
