import Big from 'big.js';
import { dec, toCents } from '../money';
import type { Invoice } from '../invoice';
import type { ELine, EVatGroup } from './model';
import type { VatCategory } from './details';
import { defaultExemptionReasons, needsExemptionReason } from './vat-category';

const cents = (b: Big) => b.toFixed(2);
/** A price or quantity without trailing zeros (BT-146 and BT-129 take any precision; BT-131 two places). */
const plain = (b: Big) => b.toString();

/**
 * A unit price as an amount of two places per a base quantity (BT-146 per BT-149): prices the API keeps to more
 * places (a line entered by its total) stay exact — 0.0725 is 7.25 per 100 — and quantity × price / base still
 * gives the line's net (PEPPOL-EN16931-R120).
 */
export function pricePerBase(price: Big): { price: string; baseQuantity: string | null } {
  const places = Math.max(0, (price.toString().split('.')[1] ?? '').length - 2);
  return places === 0
    ? { price: price.toFixed(2), baseQuantity: null }
    : {
        price: price.times(new Big(10).pow(places)).toFixed(2),
        baseQuantity: new Big(10).pow(places).toString(),
      };
}

export interface LineFacts {
  category: VatCategory;
  unitCode: string;
}

/**
 * The lines and the VAT breakdown, to the cent of the invoice as issued. A credit note states what it takes back as
 * positive amounts (sign −1 turns ours around). Each line's net is its price × quantity in cents, as the API sums
 * them, so BT-106 is the invoice's subtotal; a rate's VAT is the sum of its lines' VAT, and a cent the API's own
 * rounding left apart (a line entered incl. VAT) goes to the largest rate, so BT-110 is the invoice's VAT exactly
 * (BR-CO-14, BR-CO-17 allow it) and BT-112 = BT-109 + BT-110 (BR-CO-15).
 */
export function linesAndVat(
  invoice: Invoice,
  facts: readonly LineFacts[],
  sign: 1 | -1,
  reasons: { exempt: string | null },
): { lines: ELine[]; vat: EVatGroup[]; net: Big; tax: Big } {
  const groups = new Map<string, { category: VatCategory; rate: Big | null; taxable: Big; tax: Big }>();
  const lines = invoice.items.map((item, i): ELine => {
    const { category, unitCode } = facts[i]!;
    const price = dec(item.price);
    const net = toCents(price.times(item.quantity)).times(sign);
    const rate = category === 'O' ? null : dec(item.vat_percentage ?? 0);
    const key = `${category}|${rate?.toString() ?? ''}`;
    const group = groups.get(key) ?? { category, rate, taxable: new Big(0), tax: new Big(0) };
    group.taxable = group.taxable.plus(net);
    group.tax = group.tax.plus(rate ? toCents(net.times(rate).div(100)) : 0);
    groups.set(key, group);
    // A negative price becomes a negative quantity: quantity × price keeps the line's sign.
    const quantity = dec(item.quantity).times(price.lt(0) ? -sign : sign);
    return {
      id: String(i + 1),
      name: item.name,
      quantity: plain(quantity),
      unitCode,
      netAmount: cents(net),
      ...pricePerBase(price.abs()),
      category,
      rate: rate ? plain(rate) : category === 'O' ? null : '0',
    };
  });
  const all = [...groups.values()];
  const stated = dec(invoice.vat).times(sign);
  const summed = all.reduce((s, g) => s.plus(g.tax), new Big(0));
  const largest = all.filter((g) => g.rate?.gt(0)).sort((a, b) => b.taxable.abs().cmp(a.taxable.abs()))[0];
  if (largest && !stated.eq(summed)) largest.tax = largest.tax.plus(stated.minus(summed));
  const vat = all.map((g): EVatGroup => ({
    category: g.category,
    // The breakdown states a rate even when not subject to VAT: 0 (XRechnung's BR-DE-14 asks for BT-119 on every one).
    rate: g.rate ? plain(g.rate) : '0',
    taxable: cents(g.taxable),
    tax: cents(g.tax),
    exemptionReason: needsExemptionReason(g.category)
      ? ((g.category === 'E' ? reasons.exempt : null) ?? defaultExemptionReasons[g.category] ?? null)
      : null,
  }));
  const net = all.reduce((s, g) => s.plus(g.taxable), new Big(0));
  const tax = all.reduce((s, g) => s.plus(g.tax), new Big(0));
  return { lines, vat, net, tax };
}
