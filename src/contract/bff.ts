import { z } from 'zod/mini';
import { paginationMetaSchema } from './common';
import { businessTypeSchema, eventNameSchema } from './enums';
import { currencyFigureSchema } from './overview';

/**
 * The BFF's own language with the browser: the one error shape, the connected businesses, and the SSE messages.
 * The spec's resources pass through unchanged under /api/b/{business}/…
 */
export const bffErrorCodes = [
  'validation', // 422: `errors` holds the field errors on dotted input paths
  'bad_request',
  'not_found',
  'token_invalid', // the business's token was revoked or is invalid: reconnect
  'rate_limited', // the upstream budget is exhausted for now; retry_after_s says when
  'reader_busy', // 429: the BFF's receipt reader has a full queue (no upstream budget involved); retry_after_s says when
  'may_have_been_created', // a write timed out after it was sent: check the list before retrying
  'in_progress', // 409: another request is saving the same capture (Idempotency-Key) now; retry_after_s says when
  'pdf_rendering', // 202: the PDF is still rendering; retry_after_s says when to ask again
  'pdf_failed', // the PDF did not appear in time: offer a retry
  'einvoice_incomplete', // 422: `missing` lists what an e-invoice of the invoice lacks
  'einvoice_refused', // 422: this invoice cannot be an e-invoice (a pro forma)
  'einvoice_invalid', // 500: the written e-invoice failed the official rules; nothing was sent
  'upstream_unavailable', // the API cannot be reached or answered garbage
  'upstream_error',
  'forbidden', // failed same-origin / CSRF check
  'login_required',
  'totp_required', // 401: the password was right; the second factor's code (or a recovery code) is needed too
  'gone', // 410: an invitation already used or expired
  'conflict', // 409: the request contradicts what is there (the desk owner removed, a person invited twice)
  'too_large',
  'unsupported_file',
  'internal',
] as const;
export const bffErrorCodeSchema = z.enum(bffErrorCodes);
export type BffErrorCode = (typeof bffErrorCodes)[number];

export const bffErrorSchema = z.object({
  status: z.int(),
  code: bffErrorCodeSchema,
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  retry_after_s: z.optional(z.number()),
});
export type BffError = z.infer<typeof bffErrorSchema>;

export const connectedBusinessSchema = z.object({
  id: z.string(),
  title: z.string(),
  business_type: businessTypeSchema,
});
export type ConnectedBusiness = z.infer<typeof connectedBusinessSchema>;

/** GET /api/session: whether a login is needed and done, and the BFF's upload cap (so the browser refuses first). */
export const sessionStateSchema = z.object({
  login_required: z.boolean(),
  authenticated: z.boolean(),
  max_upload_mb: z.number().check(z.positive()),
});

/** What the BFF last sent for an expense's write-only fields (the API stores but never returns them). */
export const rememberedExpenseFieldsSchema = z.nullable(
  z.object({ vat: z.nullable(z.string()), invoice_number: z.nullable(z.string()) }),
);
export type RememberedExpenseFields = z.infer<typeof rememberedExpenseFieldsSchema>;

/** SSE `event: webhook` — a verified API event for one business, with the full object (or `{id}` on delete). */
export const sseWebhookMessageSchema = z.object({
  business: z.string(),
  event: eventNameSchema,
  data: z.record(z.string(), z.unknown()),
});
/** SSE `event: rate-limit` — calls for this business are waiting for the API's rate budget. */
export const sseRateLimitMessageSchema = z.object({ business: z.string(), wait_ms: z.number() });
/** SSE `event: business` — the set of connected businesses changed or a token was found revoked. */
export const sseBusinessMessageSchema = z.object({
  business: z.string(),
  state: z.enum(['connected', 'disconnected', 'token_invalid']),
});
/** SSE `event: month-pack` — how far the month pack being downloaded is: files done of total, how many missing. */
export const sseMonthPackMessageSchema = z.object({
  business: z.string(),
  month: z.string(),
  done: z.int(),
  total: z.int(),
  missing: z.int(),
  state: z.enum(['running', 'done', 'abandoned']),
});
export type SseMonthPackMessage = z.infer<typeof sseMonthPackMessageSchema>;

/** The records mirror's state (GET …/mirror, and beside answers served from it). */
export const mirrorStates = ['empty', 'syncing', 'ready', 'error'] as const;
export const mirrorStateSchema = z.enum(mirrorStates);
const kindCountsSchema = z.object({ stored: z.int(), total: z.nullable(z.int()) });
export const mirrorStatusSchema = z.object({
  state: mirrorStateSchema,
  /** Why `error` (`token_invalid`, `unreachable: …`), else null. */
  reason: z.optional(z.nullable(z.string())),
  invoices: kindCountsSchema,
  expenses: kindCountsSchema,
  synced_at: z.nullable(z.int()),
  live: z.boolean(),
});
export type MirrorStatus = z.infer<typeof mirrorStatusSchema>;

/** `mirror` beside `data` in a search answer, and in a list answer served from saved data. */
export const mirrorNoteSchema = z.object({ state: mirrorStateSchema, synced_at: z.nullable(z.int()) });
export type MirrorNote = z.infer<typeof mirrorNoteSchema>;

/** A page of what the BFF answers from its own records (the API's meta without its `path`). */
export const deskPageMetaSchema = z.object({
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
  from: z.nullable(z.int()),
  to: z.nullable(z.int()),
});

/**
 * GET …/search/{invoices,expenses}: the API's records, a page's meta, the whole result's sum per currency (most used
 * first: also the currencies the business uses), and how complete and fresh the mirror is.
 */
export const searchPageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: deskPageMetaSchema,
    sums: z.array(currencyFigureSchema),
    mirror: mirrorNoteSchema,
  });

/** GET …/invoices?page=N (and expenses): the API's page; `mirror` beside it when served from saved data. */
export const listPageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema, mirror: z.optional(mirrorNoteSchema) });
