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
