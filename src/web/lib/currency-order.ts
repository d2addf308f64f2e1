import type { Currency } from '../../../../contract/common';

/** The usual currency first (the one most of the recent expenses use), then the rest in code order. */
export function currenciesUsualFirst(currencies: readonly Currency[], usual: string): Currency[] {
  const rest = currencies.filter((c) => c.code !== usual).sort((a, b) => a.code.localeCompare(b.code));
  const first = currencies.find((c) => c.code === usual);
  return first ? [first, ...rest] : rest;
}

/** The most used currency among these expenses; EUR when there are none. */
export function usualCurrency(expenses: readonly { currency: string }[], fallback = 'EUR'): string {
  const counts = new Map<string, number>();
  for (const e of expenses) counts.set(e.currency, (counts.get(e.currency) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [code, n] of counts) if (n > bestCount) [best, bestCount] = [code, n];
  return best;
}
