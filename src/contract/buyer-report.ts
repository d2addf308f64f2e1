import { z } from 'zod/mini';
import { buyerKeyPattern } from './buyer-key';
import { monthBounds } from './clock';
import { fold } from './fold';
import { buyerSchema, sellerSchema } from './invoice';
import { invoiceLanguageSchema, invoiceTypeSchema } from './enums';
import { dateParam, parseParams, type ParamErrors } from './search-params';
import { mirrorNoteSchema } from './bff';

/**
 * Every buyer's account (issue 27 §2), over the BFF's mirror:
 *  GET /api/b/{business}/reports/buyers?q=&sort=&page=            the list (50 a page)
 *  GET /api/b/{business}/reports/buyers/{key}                     one buyer's row
 *  GET /api/b/{business}/reports/buyers/{key}/statement.pdf|csv   the statement of account, ?from=&to=
 *  GET /api/b/{business}/reports/buyers/{key}/emails              the messages sent about their invoices
 * and the invoice search's `buyer={key}` filter. Who a buyer is: buyer-key.ts.
 *
 * Figures per currency, never converted, summed in whole cents as the API states each total (a credit note's
 * negative total reduces them). Pro forma invoices are offers: counted in `invoices`, never invoiced, paid,
 * outstanding or overdue. `invoiced` = paid + outstanding; overdue is the contract's rule (invoice-groups.ts).
 */
export const buyerFigureSchema = z.object({
  currency: z.string(),
  invoiced: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
});
export type BuyerFigure = z.infer<typeof buyerFigureSchema>;

export const buyerAccountSchema = z.object({
  key: z.string(),
  /** The buyer block as on their latest invoice (latest `invoice_date`, then the newest created). */
  buyer: buyerSchema,
  /** Every document of theirs the mirror holds (pro forma and credit notes too): what `search/invoices?buyer=` lists. */
  invoices: z.int(),
  last_invoice_date: z.string(),
  currencies: z.array(buyerFigureSchema),
});
export type BuyerAccount = z.infer<typeof buyerAccountSchema>;

export const buyersPageSchema = z.object({
  data: z.array(buyerAccountSchema),
  meta: z.object({
    current_page: z.int(),
    last_page: z.int(),
    per_page: z.int(),
    total: z.int(),
    from: z.nullable(z.int()),
    to: z.nullable(z.int()),
  }),
  mirror: mirrorNoteSchema,
});
export type BuyersPage = z.infer<typeof buyersPageSchema>;

export const buyerAnswerSchema = z.object({ data: buyerAccountSchema, mirror: mirrorNoteSchema });

/**
 * The list's orders; a leading `-` is descending. Default `-last_invoice_date`. Ties go by name, then key. The amount
 * orders compare each buyer's largest figure in any one currency (amounts in different currencies are never added).
 */
export const buyerSortKeys = ['name', 'last_invoice_date', 'invoices', 'invoiced', 'outstanding', 'overdue'] as const;
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
  sort: z.enum(
    buyerSortKeys.flatMap((k) => [k, `-${k}`]) as [string, ...string[]],
    { error: `Sort by one of ${buyerSortKeys.join(', ')}, with a leading - for descending.` },
  ),
  page: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Use a whole page number from 1.')),
    z.transform((v) => Number(v)),
  ),
};

/** The list's query: unknown names (`__proto__` too) refused on their own name. */
export function parseBuyersQuery(raw: Record<string, unknown>): { ok: true; query: BuyersQuery } | { ok: false; errors: ParamErrors } {
  const parsed = parseParams(buyersShape, raw);
  if (!parsed.ok) return parsed;
  const sort = parsed.value.sort ?? '-last_invoice_date';
  return {
    ok: true,
    query: {
      words: fold(parsed.value.q ?? '').split(' ').filter(Boolean),
      sort: { key: sort.replace(/^-/, '') as BuyerSortKey, desc: sort.startsWith('-') },
      page: parsed.value.page ?? 1,
    },
  };
}

/** A well-formed key (`search/invoices?buyer=`); a path's key that is not one is simply no buyer (404). */
export const buyerKeyParam = z.string().check(z.regex(buyerKeyPattern, 'Not a buyer key.'));

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
  const to = parsed.value.to ?? (parsed.value.from !== undefined && parsed.value.from > today ? parsed.value.from : today);
  const from = parsed.value.from ?? monthBounds(`${to.slice(0, 4)}-01`).from;
  if (to < from) return { ok: false, errors: { to: ['The end date cannot be before the start date.'] } };
  return { ok: true, range: { from, to } };
}

/** One document on a statement: an invoice or a credit note dated in the range. */
export const statementLineSchema = z.object({
  id: z.string(),
  invoice_date: z.string(),
  number: z.string(),
  type: invoiceTypeSchema,
  pay_until_date: z.nullable(z.string()),
  amount: z.number(),
  status: z.enum(['paid', 'not_paid', 'overdue']),
  /** The day the mirror first knew it paid (the API gives no payment date), never before its own date. */
  paid_on: z.nullable(z.string()),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementCurrencySchema = z.object({
  currency: z.string(),
  /** Owed at the start of `from`: documents dated before it not known paid before it. */
  opening: z.number(),
  lines: z.array(statementLineSchema),
  /** The lines' sum. */
  invoiced: z.number(),
  /** Documents dated up to `to` whose payment became known within the range. */
  paid: z.number(),
  /** opening + invoiced − paid: what is owed at the end of `to`. */
  closing: z.number(),
});
export type StatementCurrency = z.infer<typeof statementCurrencySchema>;

export const statementSchema = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  /** The day it was made: what `overdue` is judged by. */
  today: z.string(),
  language: invoiceLanguageSchema,
  buyer: buyerSchema,
  seller: sellerSchema,
  currencies: z.array(statementCurrencySchema),
});
export type Statement = z.infer<typeof statementSchema>;
