import type { Invoice } from './invoice';
import type { ProductInput } from './invoice-input';
import { negatedEntry, type EnteredLine } from './line-entry';
import { dec, toNumber } from './money';

/**
 * An invoice's items as input lines, each given in the way `entries` says (line-entry's `lineEntriesFor`: remembered
 * by the BFF, or derived to keep the stored totals). Every path that makes one invoice from another (edit, duplicate,
 * credit note, pro forma → invoice, a schedule's template) takes its lines from here, so the new invoice's totals are
 * the old one's to the cent. `negate` makes a credit note's lines: fewer units, the same unit price, and a total given
 * as its negative — the sums come out as the invoice's negated to the cent.
 */
export function productsFromEntries(
  invoice: Pick<Invoice, 'items'>,
  entries: readonly EnteredLine[],
  negate = false,
): ProductInput[] {
  return invoice.items.map((item, i) => {
    const given = entries[i] ?? { mode: 'price', amount: item.price };
    const entry = negate ? negatedEntry(given) : given;
    return {
      name: item.name,
      units: item.units,
      quantity: negate ? toNumber(dec(item.quantity).neg()) : item.quantity,
      vat_percentage: item.vat_percentage ?? undefined,
      [entry.mode]: entry.amount,
    } as ProductInput;
  });
}
