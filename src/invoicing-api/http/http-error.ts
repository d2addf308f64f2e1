import type { ValidationErrorBody } from '../../contract/common';
import { toValidationErrorBody } from '../../contract/common';

/** An error that answers with its own status and JSON body (the error handler sends it as is). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { message: string } & Record<string, unknown>,
  ) {
    super(body.message);
  }
}

export const notFound = (what = 'Record'): HttpError => new HttpError(404, { message: `${what} not found.` });

export const unprocessable = (body: ValidationErrorBody): HttpError => new HttpError(422, body);

/** A 422 for one field, shaped like the contract's: `{message, errors: {path: [message]}}`. */
export const fieldError = (path: string, message: string): HttpError =>
  unprocessable(
    toValidationErrorBody([{ code: 'custom', path: path.split('.'), message, input: undefined }]),
  );
