import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '../../../../contract/test-samples';
import { deriveLine, sumLines, toNumber, type LineInput } from '../../../../contract/money';
import { formTotals } from './line-amounts';
import { lineEntriesFor } from '../../../../contract/line-entry';
import { productsFromEntries } from '../../../../contract/line-entry';

/** An invoice as the API stores it from these input lines: unit prices excl. VAT, totals from the lines as entered. */
function invoiceFrom(lines: Omit<LineInput, 'quantity'>[]) {
  const amounts = lines.map((l) => deriveLine({ ...l, quantity: 1 }));
  const sums = sumLines(amounts);
  return {
    ...sampleInvoice(),
    invoice_type: 'preliminary_vat_invoice' as const,
    items: amounts.map((a, i) => ({
      id: `item-${i}`,
      name: `Line ${i}`,
      units: 'pcs',
      quantity: 1,
      price: toNumber(a.price),
      vat_percentage: toNumber(lines[i]!.vatPercentage as never),
    })),
    subtotal: toNumber(sums.subtotal),
    vat: toNumber(sums.vat),
    total_incl_vat: toNumber(sums.totalInclVat),
  };
}
/** The form's lines as Edit starts them for an invoice the BFF knows no entries of. */
const linesKeepingTotals = (invoice: ReturnType<typeof invoiceFrom>) =>
  productsFromEntries(invoice, lineEntriesFor(invoice, null).entries);
const totalsOf = (lines: ReturnType<typeof productsFromEntries>) => {
  const t = formTotals(lines, true);
  return [t.subtotal, t.vat, t.totalInclVat].map(toNumber);
};

describe('productsFromEntries, from the entries that keep the totals', () => {
  it('gives lines entered incl. VAT back by their total incl. VAT where the price alone would lose a cent', () => {
    const invoice = invoiceFrom([
      { mode: 'total_incl_vat', amount: 10, vatPercentage: 21 },
      { mode: 'total_incl_vat', amount: 10, vatPercentage: 21 },
      { mode: 'price', amount: 19.99, vatPercentage: 9 },
    ]);
    const priced = invoice.items.map((i) => ({
      name: i.name,
      units: i.units,
      quantity: i.quantity,
      vat_percentage: i.vat_percentage,
      price: i.price,
    }));
    expect(totalsOf(priced)).toEqual([36.51, 5.26, 41.77]); // a duplicate by price: 2 cents short
    const lines = linesKeepingTotals(invoice);
    expect(totalsOf(lines)).toEqual([invoice.subtotal, invoice.vat, invoice.total_incl_vat]);
    expect(totalsOf(lines)).toEqual([36.51, 5.28, 41.79]);
    expect(lines.map((l) => ('price' in l ? 'price' : 'total_incl_vat'))).toEqual([
      'total_incl_vat',
      'total_incl_vat',
      'price',
    ]);
  });

  it('keeps lines by their price when that already gives the totals', () => {
    const invoice = invoiceFrom([
      { mode: 'price', amount: 100, vatPercentage: 21 },
      { mode: 'total_incl_vat', amount: 121, vatPercentage: 21 },
    ]);
    const lines = linesKeepingTotals(invoice);
    expect(lines.map((l) => l.price)).toEqual([100, 100]);
    expect(totalsOf(lines)).toEqual([200, 42, 242]);
  });

  it('negates every line for a credit note: the form’s totals are the invoice’s negated to the cent', () => {
    const invoice = invoiceFrom([
      { mode: 'total_incl_vat', amount: 100, vatPercentage: 21 },
      { mode: 'price', amount: 634.04, vatPercentage: 0 },
    ]);
    const lines = productsFromEntries(invoice, lineEntriesFor(invoice, null).entries, true);
    expect(lines.map((l) => [l.quantity, l.price ?? l.total_incl_vat])).toEqual([
      [-1, -100],
      [-1, 634.04],
    ]);
    expect(totalsOf(lines)).toEqual([-716.68, -17.36, -734.04]);
  });
});
