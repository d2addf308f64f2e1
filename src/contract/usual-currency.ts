/**
 * The most used currency among these records (the latest page of invoices or expenses, newest first); on a tie the
 * one the newer record uses; EUR when there are none. The BFF answers it for a new invoice (invoice-form-defaults),
 * the app for an expense and to order the currency lists.
 */
export function usualCurrency(records: readonly { currency: string }[], fallback = 'EUR'): string {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(r.currency, (counts.get(r.currency) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [code, n] of counts) if (n > bestCount) [best, bestCount] = [code, n];
  return best;
}
