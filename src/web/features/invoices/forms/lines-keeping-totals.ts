import type { Invoice } from '../../../../contract/invoice';
import { dec, deriveLine, sumLines, toNumber, type LineAmounts } from '../../../../contract/money';
import type { LineValues } from './invoice-form-values';

const cent = dec('0.01');

/**
 * An invoice's lines as form lines that give its own totals to the cent. The API returns each line's unit price
 * excluding VAT; a line once entered with its total incl. VAT can come back with its VAT a cent off when entered
 * again by price (10.00 incl. 21% is 8.26 + 1.74; 8.26 by price is 8.26 + 1.73). Such a line is given by its total
 * incl. VAT again, one cent up or down, where that keeps its total excl. VAT, until the VAT matches the invoice's.
 * Where no such choice matches, the lines stay as priced: no worse than a duplicate.
 */
export function linesKeepingTotals(invoice: Invoice): LineValues[] {
  const priced: LineValues[] = invoice.items.map((item) => ({
    name: item.name,
    units: item.units,
    quantity: item.quantity,
    vat_percentage: item.vat_percentage ?? undefined,
    price: item.price,
  }));
  const amounts: LineAmounts[] = invoice.items.map((item) =>
    deriveLine({
      mode: 'price',
      amount: item.price,
      quantity: item.quantity,
      vatPercentage: item.vat_percentage,
    }),
  );
  const sums = sumLines(amounts);
  if (!sums.subtotal.eq(dec(invoice.subtotal))) return priced;
  let missing = dec(invoice.vat).minus(sums.vat); // the VAT the priced lines lack (or have too much of)
  const lines = [...priced];
  amounts.forEach((a, i) => {
    const item = invoice.items[i]!;
    if (missing.eq(0) || !item.vat_percentage || item.quantity === 0) return;
    const step = missing.gt(0) ? cent : cent.neg();
    const incl = a.totalInclVat.plus(step);
    const again = deriveLine({
      mode: 'total_incl_vat',
      amount: incl,
      quantity: item.quantity,
      vatPercentage: item.vat_percentage,
    });
    if (!again.total.eq(a.total)) return;
    const { price: _price, ...rest } = lines[i]!;
    lines[i] = { ...rest, total_incl_vat: toNumber(incl) };
    missing = missing.minus(step);
  });
  return missing.eq(0) ? lines : priced;
}
