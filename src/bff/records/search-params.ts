import { dateSchema } from '../../contract/common';
import { invoiceTypes } from '../../contract/enums';
import type { Kind } from './rows';

export const invoiceSortKeys = [
  'invoice_date',
  'total_incl_vat',
  'pay_until_date',
  'number',
  'buyer',
] as const;
export const expenseSortKeys = ['date', 'total', 'seller'] as const;
export const invoiceStatuses = ['paid', 'not_paid', 'overdue'] as const;
const preliminary = ['preliminary_invoice', 'preliminary_vat_invoice'];
/**
 * `type` may also name a group: every pro forma (offer), every credit note (VAT or not), or every invoice that is not
 * a pro forma — what the overview counts as outstanding, so its figure's link lists exactly what the figure sums.
 */
export const invoiceTypeGroups: Record<string, readonly string[]> = {
  preliminary,
  credit: ['credit_invoice', 'credit_vat_invoice'],
  not_preliminary: invoiceTypes.filter((t) => !preliminary.includes(t)),
};

export interface SearchQuery {
  q?: string;
  status?: (typeof invoiceStatuses)[number];
  currency?: string;
  type?: string;
  series?: string;
  /** Inclusive YYYY-MM-DD bounds on `invoice_date` (invoices) or `date` (expenses). */
  from?: string;
  to?: string;
  sort: { key: string; desc: boolean };
  page: number;
  /** Rows a page, 1–50 (default 50): a screen that shows the latest five asks for five. */
  perPage: number;
}

export const maxPerPage = 50;

export type ParamErrors = Record<string, string[]>;

const allowed: Record<Kind, readonly string[]> = {
  invoices: ['q', 'status', 'currency', 'type', 'series', 'from', 'to', 'sort', 'page', 'per_page'],
  expenses: ['q', 'currency', 'from', 'to', 'sort', 'page', 'per_page'],
};

/**
 * Reads the query string of GET …/search/{kind}: every problem is reported on the parameter's own name, so the
 * browser can show it beside the filter that caused it.
 */
export function parseSearch(
  kind: Kind,
  raw: Record<string, unknown>,
): { ok: true; query: SearchQuery } | { ok: false; errors: ParamErrors } {
  const errors: ParamErrors = {};
  const fail = (name: string, message: string) => (errors[name] ??= []).push(message);
  const text = (name: string): string | undefined => {
    const v = raw[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') return void fail(name, 'Give this parameter once, as text.');
    return v.trim() === '' ? undefined : v.trim();
  };
  for (const name of Object.keys(raw)) if (!allowed[kind].includes(name)) fail(name, 'Unknown parameter.');

  const query: SearchQuery = {
    sort: { key: kind === 'invoices' ? 'invoice_date' : 'date', desc: true },
    page: 1,
    perPage: maxPerPage,
  };
  /** Reads one parameter: valid → stored, otherwise an error on its name. */
  const take = (name: string, valid: (v: string) => boolean, message: string, store: (v: string) => void) => {
    const v = text(name);
    if (v === undefined) return;
    if (valid(v)) store(v);
    else fail(name, message);
  };
  take(
    'q',
    (v) => v.length <= 200,
    'Keep the search under 200 characters.',
    (v) => (query.q = v),
  );
  take(
    'status',
    (v) => (invoiceStatuses as readonly string[]).includes(v),
    `Use one of ${invoiceStatuses.join(', ')}.`,
    (v) => (query.status = v as SearchQuery['status']),
  );
  take(
    'currency',
    (v) => /^[A-Za-z]{3}$/.test(v),
    'Use a three-letter currency code.',
    (v) => (query.currency = v.toUpperCase()),
  );
  take(
    'type',
    (v) => (invoiceTypes as readonly string[]).includes(v) || v in invoiceTypeGroups,
    `Use one of ${[...invoiceTypes, ...Object.keys(invoiceTypeGroups)].join(', ')}.`,
    (v) => (query.type = v),
  );
  take(
    'series',
    (v) => v.length <= 50,
    'Keep the series under 50 characters.',
    (v) => (query.series = v),
  );
  for (const name of ['from', 'to'] as const) {
    take(
      name,
      (v) => dateSchema.safeParse(v).success,
      'Enter a date as YYYY-MM-DD.',
      (v) => (query[name] = v),
    );
  }
  if (query.from !== undefined && query.to !== undefined && query.to < query.from)
    fail('to', 'The end date cannot be before the start date.');
  const keys: readonly string[] = kind === 'invoices' ? invoiceSortKeys : expenseSortKeys;
  take(
    'sort',
    (v) => keys.includes(v.replace(/^-/, '')),
    `Sort by one of ${keys.join(', ')}, with a leading - for descending.`,
    (v) => (query.sort = { key: v.replace(/^-/, ''), desc: v.startsWith('-') }),
  );
  take(
    'page',
    (v) => /^[1-9]\d{0,5}$/.test(v),
    'Use a whole page number from 1.',
    (v) => (query.page = Number(v)),
  );
  take(
    'per_page',
    (v) => /^[1-9]\d?$/.test(v) && Number(v) <= maxPerPage,
    `Use a whole number of rows from 1 to ${maxPerPage}.`,
    (v) => (query.perPage = Number(v)),
  );
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, query };
}
