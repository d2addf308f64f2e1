import type { FastifyRequest } from 'fastify';
import { toValidationErrorBody } from '../../contract/common';
import { expenseFileRefusal } from '../../contract/expense';
import { expenseFieldsSchema, type ExpenseFields } from '../../contract/expense-input';
import { isKnownCurrency } from '../domain/currencies';
import { HttpError, unprocessable } from '../http/http-error';
import type { NewFile } from '../commands/expense-commands';
import type { FileStore } from '../store/file-store';

type Issue = Parameters<typeof toValidationErrorBody>[0][number];
const issue = (path: string, message: string): Issue => ({
  code: 'custom',
  path: [path],
  message,
  input: undefined,
});

export interface Upload {
  fields: Record<string, string>;
  file: NewFile | undefined;
}

/**
 * A body the multipart parser could not read (no boundary, truncated, a malformed part) is the client's fault: 400
 * with a message, as are the parser's limits (413). Only a failing system call (the disk) stays a server error.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { statusCode?: unknown; syscall?: unknown; message?: unknown } | null;
  if (typeof e?.syscall === 'string') return error;
  const status =
    typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 400;
  const detail = typeof e?.message === 'string' && e.message !== '' ? `: ${e.message}` : '';
  return new HttpError(status, { message: `The multipart body could not be read${detail}.` });
}

/**
 * Reads a multipart expense body: text fields into memory, the `file` part streamed to a temporary file on disk
 * (never into memory or the database). The caller commits or discards the file.
 */
export async function readUpload(
  request: FastifyRequest,
  files: FileStore,
  maxUploadMb: number,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, { message: 'Send the expense as multipart/form-data.' });
  }
  const upload: Upload = { fields: {}, file: undefined };
  const refusals: Issue[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxUploadMb * 1024 * 1024, files: 3, fields: 30 },
    })) {
      if (part.type === 'field') {
        // A `file` sent as text is no file: refused rather than ignored, so a client never believes it replaced one
        // (an empty value stands for "no file", as an empty form field does).
        if (part.fieldname === 'file' && part.value !== '')
          refusals.push(issue('file', 'Send the file as a file part.'));
        else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || part.filename === '') {
        part.file.resume(); // drain what we do not keep, so parsing can go on
        continue;
      }
      const refusal = upload.file ? 'Send one file only.' : expenseFileRefusal(part.filename);
      if (refusal) {
        refusals.push(issue('file', refusal));
        part.file.resume();
        continue;
      }
      const received = await files.receive(part.file);
      if (part.file.truncated) {
        await received.discard();
        throw new HttpError(413, { message: `The file is larger than the ${maxUploadMb} MB limit.` });
      }
      upload.file = { name: part.filename, received };
    }
  } catch (error) {
    await upload.file?.received.discard();
    throw asUploadError(error);
  }
  if (refusals.length > 0) {
    await upload.file?.received.discard();
    throw unprocessable(toValidationErrorBody(refusals));
  }
  return upload;
}

/** Validates the expense fields (and that a file came when one is required); discards the file on failure. */
export async function expenseFieldsOf(upload: Upload, fileRequired: boolean): Promise<ExpenseFields> {
  const parsed = expenseFieldsSchema.safeParse(upload.fields);
  const issues: Issue[] = parsed.success ? [] : [...parsed.error.issues];
  const currency = upload.fields.currency?.trim();
  if (currency && /^[A-Z]{3}$/.test(currency) && !isKnownCurrency(currency)) {
    issues.push(issue('currency', `${currency} is not a currency we accept`));
  }
  if (fileRequired && !upload.file)
    issues.push(issue('file', 'Attach the document (a PDF, image or office file).'));
  if (!parsed.success || issues.length > 0) {
    await upload.file?.received.discard();
    throw unprocessable(toValidationErrorBody(issues));
  }
  return parsed.data;
}

/** For POST /expenses/{id}/file: only the file matters, and it is required. */
export async function requireFile(upload: Upload): Promise<NonNullable<Upload['file']>> {
  if (!upload.file) throw unprocessable(toValidationErrorBody([issue('file', 'Attach the new file.')]));
  return upload.file;
}
