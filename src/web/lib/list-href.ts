/** A list's address with filters, e.g. `/b/{b}/invoices?status=overdue&currency=EUR`. */
export function listHref(
  business: string,
  kind: 'invoices' | 'expenses',
  filters: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, v);
  const query = params.toString();
  return `/b/${business}/${kind}${query ? `?${query}` : ''}`;
}
