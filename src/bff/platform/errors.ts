import type { BffError, BffErrorCode } from '../../contract/bff';
import { type FieldErrors, validationErrorBody } from '../../contract/common';

/** Every error the BFF answers with: rendered as the contract's `{status, code, message, errors?, retry_after_s?}`. */
export class BffHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: BffErrorCode,
    message: string,
    readonly extra: Pick<BffError, 'errors' | 'retry_after_s'> = {},
  ) {
    super(message);
  }

  toBody(): BffError {
    return { status: this.status, code: this.code, message: this.message, ...this.extra };
  }
}

export const notFound = (what = 'Not found') => new BffHttpError(404, 'not_found', what);
export const badRequest = (message: string) => new BffHttpError(400, 'bad_request', message);

/**
 * The BFF's one 422 `validation`: problems on their field or parameter names, in the body the contract gives the
 * API's 422s (the message: the first problem, and how many more). Pass `message` where a sentence of its own reads
 * better than the first problem.
 */
export const validationError = (errors: FieldErrors, message = validationErrorBody(errors).message) =>
  new BffHttpError(422, 'validation', message, { errors });
