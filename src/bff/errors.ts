import type { BffError, BffErrorCode } from '../contract/bff';

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
