import { expenseFilterNames, invoiceFilterNames } from '../../contract/search-names';

/**
 * The CSV (for machines) or the Excel workbook (for people) of the view a list shows: its URL's filters (never its
 * page), as a download address on the BFF.
 */
export function exportHref(
  business: string,
  kind: 'invoices' | 'expenses',
  search: string,
  format: 'csv' | 'xlsx',
): string {
  const from = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const name of kind === 'invoices' ? invoiceFilterNames : expenseFilterNames) {
    const v = from.get(name);
    if (v !== null && v !== '') params.set(name, v);
  }
  const query = params.toString();
  return `/api/b/${encodeURIComponent(business)}/export/${kind}.${format}${query ? `?${query}` : ''}`;
}

export const monthPackHref = (business: string, month: string) =>
  `/api/b/${encodeURIComponent(business)}/export/month.zip?month=${encodeURIComponent(month)}`;
