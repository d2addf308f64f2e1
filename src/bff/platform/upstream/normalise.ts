import { validationErrorBodySchema } from '../../../contract/common';
import { BffHttpError } from '../errors';
import type { JsonAnswer } from '../json-answer';
import type { UpstreamResponse } from './http-request';

const isJson = (res: UpstreamResponse) =>
  /^application\/(.+\+)?json\b/i.test(res.headers.get('content-type') ?? '');

async function readText(res: UpstreamResponse): Promise<string> {
  try {
    return await res.text();
  } catch {
    throw new BffHttpError(
      502,
      'upstream_error',
      'The API\u2019s answer was cut off. Try again in a moment.',
    );
  }
}

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const messageOf = (v: unknown): string | undefined =>
  typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string'
    ? (v as { message: string }).message
    : undefined;

/**
 * Turns any upstream answer into either a parsed JSON success or one BffHttpError. HTML (a login redirect or
 * an error page), a truncated body and 5xx details never pass through to the browser.
 */
export async function readJsonAnswer(res: UpstreamResponse, waitedMs: number): Promise<JsonAnswer> {
  if (res.status >= 300 && res.status < 400) {
    res.discard();
    throw new BffHttpError(
      502,
      'upstream_unavailable',
      'The API answered with a redirect to a web page instead of data.',
    );
  }
  const text = await readText(res);
  if (res.ok && text === '') return { status: res.status, body: null, text, waitedMs };
  if (!isJson(res)) {
    throw new BffHttpError(
      502,
      'upstream_unavailable',
      `The API answered with a web page (HTTP ${res.status}) instead of data.`,
    );
  }
  const parsed = parse(text);
  if (!parsed.ok)
    throw new BffHttpError(502, 'upstream_error', 'The API\u2019s answer was incomplete or malformed.');
  if (res.ok) return { status: res.status, body: parsed.value, text, waitedMs };
  throw errorFor(res, parsed.value);
}

/** Maps an upstream error status (with its JSON body) to the BFF's error. */
export function errorFor(res: UpstreamResponse, body: unknown): BffHttpError {
  const message = messageOf(body);
  switch (res.status) {
    case 401:
      return new BffHttpError(
        401,
        'token_invalid',
        'This business\u2019s token was revoked or is invalid \u2014 reconnect.',
      );
    case 404:
      return new BffHttpError(404, 'not_found', message ?? 'Not found.');
    case 422: {
      const v = validationErrorBodySchema.safeParse(body);
      return new BffHttpError(
        422,
        'validation',
        message ?? 'The given data was invalid.',
        v.success ? { errors: v.data.errors } : {},
      );
    }
    case 429: {
      const retry = Number(res.headers.get('retry-after') ?? '60');
      return new BffHttpError(429, 'rate_limited', 'The API\u2019s rate limit is used up for now.', {
        retry_after_s: Number.isFinite(retry) ? retry : 60,
      });
    }
    case 413:
      return new BffHttpError(413, 'too_large', message ?? 'The file is too large for the API.');
    default:
      if (res.status >= 500)
        return new BffHttpError(
          502,
          'upstream_error',
          `The API failed (HTTP ${res.status}). Try again later.`,
        );
      return new BffHttpError(
        res.status,
        'bad_request',
        message ?? `The API refused the request (HTTP ${res.status}).`,
      );
  }
}
