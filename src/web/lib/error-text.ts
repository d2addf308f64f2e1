import type { MessageId } from '../i18n/messages';
import type { Translate } from '../i18n/use-t';
import { isApiError, type ApiErrorCode } from './api-error';

/**
 * The BFF's own errors in the person's language, by their code. The BFF's English sentence stays in the error's
 * `message` (for the console and for whoever investigates); a person reads these words instead.
 */
export const apiErrorWords: Record<ApiErrorCode, MessageId> = {
  validation: 'shell.error.validation',
  bad_request: 'shell.error.badRequest',
  not_found: 'shell.error.notFound',
  token_invalid: 'shell.error.tokenInvalid',
  rate_limited: 'shell.error.rateLimited',
  reader_busy: 'shell.error.readerBusy',
  may_have_been_created: 'shell.error.mayHaveBeenCreated',
  // Only the till's uploads name a capture (Idempotency-Key), so its words are the till's, off the first screen.
  in_progress: 'till.error.inProgress',
  pdf_rendering: 'shell.error.pdfRendering',
  pdf_failed: 'shell.error.pdfFailed',
  // Only the e-invoice dialog meets these: its words are the invoices', off the first screen.
  einvoice_incomplete: 'invoices.einvoice.error.incomplete',
  einvoice_refused: 'invoices.einvoice.error.refused',
  einvoice_invalid: 'invoices.einvoice.error.invalid',
  upstream_unavailable: 'shell.error.upstreamUnavailable',
  upstream_error: 'shell.error.upstreamError',
  forbidden: 'shell.error.forbidden',
  login_required: 'shell.error.loginRequired',
  totp_required: 'shell.error.totpRequired',
  gone: 'shell.error.gone',
  conflict: 'shell.error.conflict',
  too_large: 'shell.error.tooLarge',
  unsupported_file: 'shell.error.unsupportedFile',
  internal: 'shell.error.internal',
  network: 'shell.error.network',
  bad_response: 'shell.error.badResponse',
};

/**
 * What a failed request says to the person. A 422's message is the invoicing API's own (or names the refused
 * input) and is shown as it comes; every other error is the BFF's, told in words by its code.
 */
export function errorText(t: Translate, error: unknown): string {
  if (!isApiError(error)) return t('shell.error.unexpected');
  if (error.code === 'validation' && error.message) return error.message;
  if (error.code === 'rate_limited' && error.retryAfterS)
    return t('shell.error.rateLimitedFor', { seconds: Math.ceil(error.retryAfterS) });
  return t(apiErrorWords[error.code]);
}
