import type { Currency } from '../../contract/common';

/**
 * The usual currency first (the one most recent invoices or expenses use) — or the ones in use, in the order given
 * (most used first) — then the rest in code order.
 */
export function currenciesUsualFirst(
  currencies: readonly Currency[],
  usual: string | readonly string[],
): Currency[] {
  const first = typeof usual === 'string' ? [usual] : usual;
  const rest = currencies.filter((c) => !first.includes(c.code)).sort((a, b) => a.code.localeCompare(b.code));
  return [...first.flatMap((code) => currencies.filter((c) => c.code === code)), ...rest];
}

/** The most used currency among these records (the latest page of invoices or expenses); EUR when there are none. */
export function usualCurrency(records: readonly { currency: string }[], fallback = 'EUR'): string {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(r.currency, (counts.get(r.currency) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [code, n] of counts) if (n > bestCount) [best, bestCount] = [code, n];
  return best;
}
