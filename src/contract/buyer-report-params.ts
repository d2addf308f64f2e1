import { z } from 'zod/mini';
import { monthBounds } from './clock';
import { fold } from './fold';
import { dateParam, parseParams, type ParamErrors } from './query-reader';

// The buyers' reports' query strings, read by the BFF (apart from the answers' schemas, which the app imports).

/**
 * The list's orders; a leading `-` is descending. Default `-last_invoice_date`. Ties go by name, then key. The amount
 * orders compare each buyer's largest figure in any one currency (amounts in different currencies are never added).
 */
export const buyerSortKeys = [
  'name',
  'last_invoice_date',
  'invoices',
  'invoiced',
  'outstanding',
  'overdue',
] as const;
export type BuyerSortKey = (typeof buyerSortKeys)[number];
export const buyersPerPage = 50;

export interface BuyersQuery {
  /** Folded words, every one found in the buyer's latest name or their key. */
  words: string[];
  sort: { key: BuyerSortKey; desc: boolean };
  page: number;
}

const buyersShape = {
  q: z.string().check(
    z.maxLength(200, 'Keep the search under 200 characters.'),
    // eslint-disable-next-line no-control-regex -- control characters are what it finds
    z.refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'The search cannot hold control characters.'),
  ),
  sort: z.enum(buyerSortKeys.flatMap((k) => [k, `-${k}`]) as [string, ...string[]], {
    error: `Sort by one of ${buyerSortKeys.join(', ')}, with a leading - for descending.`,
  }),
  page: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Use a whole page number from 1.')),
    z.transform((v) => Number(v)),
  ),
};

/** The list's query: unknown names (`__proto__` too) refused on their own name. */
export function parseBuyersQuery(
  raw: Record<string, unknown>,
): { ok: true; query: BuyersQuery } | { ok: false; errors: ParamErrors } {
  const parsed = parseParams(buyersShape, raw);
  if (!parsed.ok) return parsed;
  const sort = parsed.value.sort ?? '-last_invoice_date';
  return {
    ok: true,
    query: {
      words: fold(parsed.value.q ?? '')
        .split(' ')
        .filter(Boolean),
      sort: { key: sort.replace(/^-/, '') as BuyerSortKey, desc: sort.startsWith('-') },
      page: parsed.value.page ?? 1,
    },
  };
}

export interface StatementRange {
  from: string;
  to: string;
}

const statementShape = { from: dateParam, to: dateParam };

/**
 * The statement's `from` and `to` (inclusive days). Defaults: from the start of `today`'s year to `today`; a range
 * with only `from` ends today (or on `from` when later), one with only `to` starts on 1 January of its year.
 */
export function parseStatementRange(
  raw: Record<string, unknown>,
  today: string,
): { ok: true; range: StatementRange } | { ok: false; errors: ParamErrors } {
  const parsed = parseParams(statementShape, raw);
  if (!parsed.ok) return parsed;
  const to =
    parsed.value.to ??
    (parsed.value.from !== undefined && parsed.value.from > today ? parsed.value.from : today);
  const from = parsed.value.from ?? monthBounds(`${to.slice(0, 4)}-01`).from;
  if (to < from) return { ok: false, errors: { to: ['The end date cannot be before the start date.'] } };
  return { ok: true, range: { from, to } };
}
