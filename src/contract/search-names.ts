/**
 * The names of the record searches' query strings (…/search/{kind}, the CSV exports, the lists' URLs): plain values,
 * so the app's first screen carries them without the validators (search-params.ts).
 */
export type Kind = 'invoices' | 'expenses';

export const invoiceSortKeys = [
  'invoice_date',
  'total_incl_vat',
  'pay_until_date',
  'number',
  'buyer',
] as const;
export const expenseSortKeys = ['date', 'total', 'seller'] as const;
export const invoiceStatuses = ['paid', 'not_paid', 'overdue'] as const;
/** The most rows a search page holds, and what it holds when `per_page` is not given. */
export const maxPerPage = 50;

/** The filters a list writes into its URL, in the order it writes them. */
export const invoiceFilterNames = [
  'q',
  'status',
  'currency',
  'type',
  'series',
  'from',
  'to',
  'sort',
] as const;
export const expenseFilterNames = ['q', 'currency', 'from', 'to', 'sort'] as const;
