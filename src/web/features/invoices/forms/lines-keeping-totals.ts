import type { Invoice } from '../../../../contract/invoice';
import { negatedEntry, type EnteredLine } from '../../../../contract/line-entry';
import { dec, toNumber } from '../../../../contract/money';
import type { LineValues } from './invoice-form-values';

/**
 * An invoice's items as form lines, each given in the way `entries` says (contract/line-entry: remembered by the BFF,
 * or derived to keep the stored totals). `negate` makes the credit note's lines: fewer units, the same unit price,
 * and a total given as its negative — the sums come out as the invoice's negated to the cent.
 */
export function linesFromEntries(
  invoice: Invoice,
  entries: readonly EnteredLine[],
  negate = false,
): LineValues[] {
  return invoice.items.map((item, i) => {
    const given = entries[i] ?? { mode: 'price', amount: item.price };
    const entry = negate ? negatedEntry(given) : given;
    return {
      name: item.name,
      units: item.units,
      quantity: negate ? toNumber(dec(item.quantity).neg()) : item.quantity,
      vat_percentage: item.vat_percentage ?? undefined,
      [entry.mode]: entry.amount,
    } as LineValues;
  });
}
