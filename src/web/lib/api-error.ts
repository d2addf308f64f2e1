import { bffErrorSchema, type BffErrorCode } from '../../contract/bff';

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

/** The request never got an answer: the BFF (or the network to it) is down. */
export const networkError = () =>
  new ApiError({
    status: 0,
    code: 'network',
    message: 'The server cannot be reached. Check the connection and try again.',
  });

/** A 2xx whose body is not what the contract says. */
export const unexpectedShape = (status: number) =>
  new ApiError({ status, code: 'bad_response', message: 'The server answered in an unexpected shape.' });

/**
 * Any non-2xx answer as the one ApiError, whatever its body: the BFF's error shape when it is one (fetch and the
 * upload's XHR both end here), otherwise a plain "answered N". `retryAfterHeader` is the `Retry-After` seconds.
 */
export function errorFromAnswer(status: number, body: unknown, retryAfterHeader?: number): ApiError {
  const parsed = bffErrorSchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError({
      status,
      code: 'bad_response',
      message: `The server answered ${status} without an explanation.`,
    });
  }
  const e = parsed.data;
  return new ApiError({
    status: e.status,
    code: e.code,
    message: e.message,
    fieldErrors: e.errors,
    retryAfterS: e.retry_after_s ?? retryAfterHeader,
  });
}
