import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enteredLineArbitrary } from '../../test/entered-line-arbitrary';
import type { Invoice } from './invoice';
import {
  keepsTotals,
  lineEntriesFor,
  linesKeepingTotals,
  negatedEntry,
  totalsOfEntries,
  type EnteredLine,
} from './line-entry';
import { deriveLine, sumLines, toNumber } from './money';

type Line = EnteredLine & { quantity: number; vat: number | null };

/** Lines as a person enters them: up to 20,000.00, quantities up to 99.999, rates 0–21 % or none. */
const lineArbitrary = enteredLineArbitrary(
  { maxCents: 2_000_000, maxWholeQuantity: 40, maxThousandths: 99_999 },
  fc.oneof(fc.constantFrom(0, 5, 9, 12, 21), fc.integer({ min: 0, max: 21 }), fc.constant(null)),
);

/** The invoice the API stores for these lines: each item's unit price and the sums of the rounded lines. */
function stored(lines: Line[]): Invoice {
  const amounts = lines.map((l) =>
    deriveLine({ mode: l.mode, amount: l.amount, quantity: l.quantity, vatPercentage: l.vat }),
  );
  const sums = sumLines(amounts);
  return {
    id: 'inv',
    updated_at: 100,
    subtotal: toNumber(sums.subtotal),
    vat: toNumber(sums.vat),
    total_incl_vat: toNumber(sums.totalInclVat),
    items: lines.map((l, i) => ({
      id: `item-${i}`,
      name: 'Line',
      units: 'vnt.',
      quantity: l.quantity,
      vat_percentage: l.vat,
      price: Number(amounts[i]!.price.toFixed()),
    })),
  } as Invoice;
}

const priceOnly = (invoice: Invoice): EnteredLine[] =>
  invoice.items.map((item) => ({ mode: 'price', amount: item.price }));

describe('linesKeepingTotals', () => {
  it('gives entries that reproduce the stored subtotal, VAT and total, for any lines', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }), (lines) => {
        const invoice = stored(lines);
        const entries = linesKeepingTotals(invoice);
        expect(entries).toBeDefined();
        expect(keepsTotals(invoice, totalsOfEntries(invoice.items, entries!))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('corrects the cent price-only re-entry loses (BPS-005: 100.00 incl. 21 %)', () => {
    const invoice = stored([
      { mode: 'total_incl_vat', amount: 100, quantity: 1, vat: 21 },
      { mode: 'price', amount: 634.04, quantity: 1, vat: 0 },
    ]);
    expect(invoice.total_incl_vat).toBe(734.04);
    expect(toNumber(totalsOfEntries(invoice.items, priceOnly(invoice)).totalInclVat)).toBe(734.03);
    expect(linesKeepingTotals(invoice)).toEqual([
      { mode: 'total_incl_vat', amount: 100 },
      { mode: 'price', amount: 634.04 },
    ]);
  });

  it('says when no entry can give the stored totals (an invoice rounded another way)', () => {
    const invoice = {
      ...stored([{ mode: 'price', amount: 10, quantity: 1, vat: 21 }]),
      vat: 2.2,
      total_incl_vat: 12.2,
    };
    expect(linesKeepingTotals(invoice)).toBeUndefined();
    const answer = lineEntriesFor(invoice, null);
    expect(answer.kind).toBe('mismatch');
    if (answer.kind !== 'mismatch') return;
    expect(toNumber(answer.stored.totalInclVat)).toBe(12.2);
    expect(toNumber(answer.reentered.totalInclVat)).toBe(12.1);
  });
});

describe('lineEntriesFor', () => {
  const invoice = stored([{ mode: 'total_incl_vat', amount: 100, quantity: 1, vat: 21 }]);
  const kept = {
    updated_at: 100,
    item_ids: ['item-0'],
    lines: [{ mode: 'total_incl_vat' as const, amount: 100 }],
  };

  it('takes the remembered entries for the version they were kept for', () => {
    expect(lineEntriesFor(invoice, kept)).toEqual({ kind: 'remembered', entries: kept.lines });
  });

  it('derives instead when the invoice changed since, or the entries no longer give its totals', () => {
    expect(lineEntriesFor(invoice, { ...kept, updated_at: 101 }).kind).toBe('derived');
    expect(lineEntriesFor(invoice, { ...kept, item_ids: ['other'] }).kind).toBe('derived');
    expect(lineEntriesFor(invoice, { ...kept, lines: [{ mode: 'price', amount: 82.64 }] }).kind).toBe(
      'derived',
    );
  });
});

describe('negatedEntry', () => {
  it('negates every line exactly, so a whole credit note is the invoice negated to the cent', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }), (lines) => {
        const invoice = stored(lines);
        const entries = linesKeepingTotals(invoice)!;
        const negated = invoice.items.map((item) => ({ ...item, quantity: -item.quantity }));
        const credit = totalsOfEntries(negated, entries.map(negatedEntry));
        expect(toNumber(credit.subtotal) + 0).toBe(-invoice.subtotal + 0);
        expect(toNumber(credit.vat) + 0).toBe(-invoice.vat + 0);
        expect(toNumber(credit.totalInclVat) + 0).toBe(-invoice.total_incl_vat + 0);
      }),
      { numRuns: 500 },
    );
  });
});
