import { z } from 'zod/mini';
import { buyerKeyPattern } from './buyer-key';
import { invoiceTypes } from './enums';
import { fold } from './fold';
import { invoiceTypeGroupNames } from './invoice-groups';
import { dateParam, parseParams, type ParamErrors, type ParamSchema, type Parsed } from './query-reader';
import { expenseSortKeys, invoiceSortKeys, invoiceStatuses, maxPerPage, type Kind } from './search-names';

/**
 * The query strings of the BFF's record searches (…/search/{kind}, the CSV exports, the lists' URLs): every name and
 * every value's rule, once. The BFF parses with `parseSearch`; the app's lists write the same names.
 */
export type { Kind };

export interface SearchQuery {
  q?: string;
  status?: (typeof invoiceStatuses)[number];
  currency?: string;
  /** One invoice type, or a group's name (contract/invoice-groups.ts). */
  type?: string;
  series?: string;
  /** A buyer's key (buyer-key.ts): their invoices only. */
  buyer?: string;
  /** Inclusive YYYY-MM-DD bounds on `invoice_date` (invoices) or `date` (expenses). */
  from?: string;
  to?: string;
  sort: { key: string; desc: boolean };
  page: number;
  /** Rows a page, 1–50 (default 50): a screen that shows the latest five asks for five. */
  perPage: number;
}

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u001f\u007f]/;
const text = (max: number, what: string) =>
  z.string().check(z.maxLength(max, `Keep the ${what} under ${max} characters.`));
const whole = (pattern: RegExp, message: string, max = Infinity) =>
  z.pipe(
    z.string().check(
      z.regex(pattern, message),
      z.refine((v) => Number(v) <= max, message),
    ),
    z.transform((v) => Number(v)),
  );
const oneOf = (values: readonly string[]) =>
  z.enum(values as [string, ...string[]], { error: `Use one of ${values.join(', ')}.` });
const sortBy = (keys: readonly string[]) =>
  z.pipe(
    z
      .string()
      .check(
        z.refine(
          (v) => keys.includes(v.replace(/^-/, '')),
          `Sort by one of ${keys.join(', ')}, with a leading - for descending.`,
        ),
      ),
    z.transform((v) => ({ key: v.replace(/^-/, ''), desc: v.startsWith('-') })),
  );

/** `q`: at most 200 characters, no control character (a NUL would end the text SQLite compares), something to find. */
const q = text(200, 'search').check(
  z.refine((v) => !controlCharacter.test(v), 'The search cannot hold control characters.'),
  z.refine((v) => fold(v) !== '', 'Search for at least one letter, digit or sign.'),
);
const common = {
  q,
  currency: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code.')),
    z.transform((v) => v.toUpperCase()),
  ),
  from: dateParam,
  to: dateParam,
  page: whole(/^[1-9]\d{0,5}$/, 'Use a whole page number from 1.'),
  per_page: whole(/^[1-9]\d?$/, `Use a whole number of rows from 1 to ${maxPerPage}.`, maxPerPage),
};
const searchShapes = {
  invoices: {
    ...common,
    status: oneOf(invoiceStatuses),
    type: oneOf([...invoiceTypes, ...invoiceTypeGroupNames]),
    series: text(50, 'series'),
    buyer: z.string().check(z.regex(buyerKeyPattern, 'Not a buyer key.')),
    sort: sortBy(invoiceSortKeys),
  },
  expenses: { ...common, sort: sortBy(expenseSortKeys) },
} satisfies Record<Kind, Record<string, ParamSchema>>;

/** The query string of a search over one kind of record, defaults filled in. */
export function parseSearch(
  kind: Kind,
  raw: Record<string, unknown>,
): { ok: true; query: SearchQuery } | { ok: false; errors: ParamErrors } {
  const parsed = parseParams<Record<string, ParamSchema>>(searchShapes[kind], raw);
  if (!parsed.ok) return parsed;
  const v = parsed.value as Parsed<typeof searchShapes.invoices>;
  if (v.from !== undefined && v.to !== undefined && v.to < v.from)
    return { ok: false, errors: { to: ['The end date cannot be before the start date.'] } };
  const { per_page, page, sort, ...filters } = v;
  return {
    ok: true,
    query: {
      ...(filters as Omit<SearchQuery, 'sort' | 'page' | 'perPage'>),
      sort: sort ?? { key: kind === 'invoices' ? 'invoice_date' : 'date', desc: true },
      page: page ?? 1,
      perPage: per_page ?? maxPerPage,
    },
  };
}
