import { randomUUID } from 'node:crypto';
import { amountModeOf, deriveLine, sumLines } from '../../contract/money';
import type { ProductInput } from '../../contract/invoice-input';
import type { StoredItem } from './invoice-record';

export interface DerivedLines {
  items: StoredItem[];
  subtotal: string;
  vat: string;
  total_incl_vat: string;
}

/** Turns validated product lines into stored items and invoice totals with the contract's decimal math. */
export function deriveLines(products: readonly ProductInput[]): DerivedLines {
  const lines = products.map((p) => {
    const mode = amountModeOf(p);
    if (!mode) throw new Error('deriveLines needs lines validated by the contract (exactly one amount)');
    const amounts = deriveLine({
      mode,
      amount: p[mode]!,
      quantity: p.quantity,
      vatPercentage: p.vat_percentage,
    });
    const item: StoredItem = {
      id: randomUUID(),
      name: p.name,
      price: amounts.price.toFixed(),
      vat_percentage: p.vat_percentage == null ? null : String(p.vat_percentage),
      quantity: String(p.quantity),
      units: p.units,
    };
    return { item, amounts };
  });
  const totals = sumLines(lines.map((l) => l.amounts));
  return {
    items: lines.map((l) => l.item),
    subtotal: totals.subtotal.toFixed(),
    vat: totals.vat.toFixed(),
    total_incl_vat: totals.totalInclVat.toFixed(),
  };
}
