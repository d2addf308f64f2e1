import { z } from 'zod/mini';
import { dateSchema, timestampSchema, uuidSchema } from './common';
import { say } from './messages-common';

export const expenseSchema = z.object({
  id: uuidSchema,
  date: z.nullable(dateSchema),
  total: z.number(),
  currency: z.string(),
  seller: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseFileExtensions = [
  'jpeg',
  'jpg',
  'bmp',
  'gif',
  'pdf',
  'png',
  'tiff',
  'xlsx',
  'xls',
  'doc',
  'docx',
  'odf',
] as const;

/** The file's extension, lower-cased ('' when it has none); the whitelist is checked case-insensitively. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
export const isAllowedExpenseFile = (name: string): boolean =>
  (expenseFileExtensions as readonly string[]).includes(fileExtension(name));
export const expenseFileRefusal = (name: string): string | undefined =>
  isAllowedExpenseFile(name)
    ? undefined
    : say('fileNotAccepted', { name, extensions: expenseFileExtensions.join(', ') });
