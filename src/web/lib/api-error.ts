import type { BffErrorCode } from '../../contract/bff';

/** Codes the browser adds to the BFF's own: the request never got an answer, or the answer was not what we expect. */
export type ApiErrorCode = BffErrorCode | 'network' | 'bad_response';

/** The one error shape every request in the browser throws. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Record<string, string[]>;
  readonly retryAfterS: number | undefined;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fieldErrors?: Record<string, string[]>;
    retryAfterS?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterS = init.retryAfterS;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Failures worth retrying without asking the person: nothing was answered, or the budget said "later". */
export const isTransient = (e: unknown): boolean =>
  isApiError(e) && (e.code === 'network' || e.code === 'rate_limited' || e.code === 'upstream_unavailable');

/** The BFF or, behind it, the API could not be reached (or answered with something that is not the service). */
export const isUnreachable = (e: unknown): boolean =>
  isApiError(e) && (e.code === 'network' || e.code === 'upstream_unavailable');
