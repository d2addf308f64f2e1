import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { invoiceInputSchema } from './invoice-input';
import {
  amountModeOf,
  amountModes,
  dec,
  decimalPlaces,
  deriveLine,
  sumLines,
  toCents,
  toNumber,
  type AmountMode,
  type LineAmounts,
} from './money';

/** A decimal with at most `places` places, between -max and max (both as written, never through float math). */
const decimal = (places: number, max: number, min = -max) =>
  fc
    .integer({ min: Math.round(min * 10 ** places), max: Math.round(max * 10 ** places) })
    .map((n) => toNumber(new Big(n).div(10 ** places)));

/** A regular invoice with this one line, checked by the API's rules for a business with (or without) a VAT code. */
const parseOneLineInvoice = (product: Record<string, unknown>, profileVatCode: string | null = null) =>
  invoiceInputSchema({ businessType: 'association', profileVatCode }).safeParse({
    type: 'regular_invoice',
    invoice_date: '2024-03-01',
    series: 'INV',
    currency: 'EUR',
    buyer: { type: 'person', first_name: 'Ann' },
    use_default_seller_info: true,
    products: [product],
  });

const quantity = fc.oneof(
  fc.integer({ min: 0, max: 4 }).chain((p) => decimal(p, 100, 10 ** -p)),
  fc.integer({ min: 0, max: 4 }).chain((p) => decimal(p, 10_000_000, 10 ** -p)),
);
const vatPercentage = fc.oneof(
  fc.constantFrom(null, 0, 5, 5.5, 7.7, 9, 12, 19, 20, 21, 25),
  decimal(2, 100, 0),
);
const amountFor = (mode: AmountMode) =>
  mode === 'price'
    ? fc.integer({ min: 0, max: 6 }).chain((p) => decimal(p, 100_000))
    : fc.oneof(decimal(2, 1_000), decimal(2, 10_000_000));
const line = fc
  .constantFrom(...amountModes)
  .chain((mode) => fc.record({ mode: fc.constant(mode), amount: amountFor(mode), quantity, vatPercentage }));

const isCents = (b: Big) => decimalPlaces(b) <= 2;
const same = (a: LineAmounts, b: LineAmounts) => {
  expect(b.total.toString()).toBe(a.total.toString());
  expect(b.vat.toString()).toBe(a.vat.toString());
  expect(b.totalInclVat.toString()).toBe(a.totalInclVat.toString());
};

describe('examples', () => {
  test('three lines of 0.10 make 0.30 (binary floats make 0.30000000000000004)', () => {
    const ten = deriveLine({ mode: 'price', amount: 0.1, quantity: 1, vatPercentage: null });
    const totals = sumLines([ten, ten, ten]);
    expect(totals.subtotal.toString()).toBe('0.3');
    expect(toNumber(totals.totalInclVat)).toBe(0.3);
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
  });

  test('19.99 × 3 is 59.97', () => {
    const l = deriveLine({ mode: 'price', amount: 19.99, quantity: 3, vatPercentage: 21 });
    expect(l.total.toString()).toBe('59.97');
    expect(l.vat.toString()).toBe('12.59'); // 12.5937
    expect(l.totalInclVat.toString()).toBe('72.56');
  });

  test('rounds half away from zero, for negative amounts too, without float drift', () => {
    expect(toCents(0.125).toString()).toBe('0.13');
    expect(toCents(-0.125).toString()).toBe('-0.13');
    expect(toCents(1.005).toString()).toBe('1.01'); // 1.005.toFixed(2) gives 1.00
    expect(toCents(-1.005).toString()).toBe('-1.01');
    expect(toCents(2.675).toString()).toBe('2.68');
    expect(toCents(0.124).toString()).toBe('0.12');
    expect(toCents(-0.124).toString()).toBe('-0.12');
    expect(toCents('10').toString()).toBe('10');
  });

  test('price derives the line total, the VAT and the total incl. VAT', () => {
    const l = deriveLine({ mode: 'price', amount: 10, quantity: 2, vatPercentage: 21 });
    expect([l.price, l.total, l.vat, l.totalInclVat].map(String)).toEqual(['10', '20', '4.2', '24.2']);
  });

  test('a line total derives the unit price', () => {
    const l = deriveLine({ mode: 'total', amount: 20, quantity: 2, vatPercentage: 21 });
    expect([l.price, l.total, l.vat, l.totalInclVat].map(String)).toEqual(['10', '20', '4.2', '24.2']);
    const third = deriveLine({ mode: 'total', amount: 10, quantity: 3, vatPercentage: null });
    expect(third.price.toString()).toBe('3.33333'); // unit prices keep more places than cents
    expect(third.vat.toString()).toBe('0');
  });

  test('a total incl. VAT derives the line total, the VAT and the unit price', () => {
    const l = deriveLine({ mode: 'total_incl_vat', amount: 24.2, quantity: 2, vatPercentage: 21 });
    expect([l.price, l.total, l.vat, l.totalInclVat].map(String)).toEqual(['10', '20', '4.2', '24.2']);
    const odd = deriveLine({ mode: 'total_incl_vat', amount: 10, quantity: 3, vatPercentage: 21 });
    expect([odd.price, odd.total, odd.vat, odd.totalInclVat].map(String)).toEqual([
      '2.75333',
      '8.26',
      '1.74',
      '10',
    ]);
  });

  test('credit lines are negative and round the same way', () => {
    const l = deriveLine({ mode: 'total_incl_vat', amount: -12.1, quantity: 1, vatPercentage: 21 });
    expect([l.total, l.vat, l.totalInclVat].map(String)).toEqual(['-10', '-2.1', '-12.1']);
  });

  test('decimalPlaces counts the places as written; amountModeOf names the one amount given', () => {
    expect([19.99, 100, 0.001, '1.50', 7.7].map(decimalPlaces)).toEqual([2, 0, 3, 1, 1]);
    expect(amountModeOf({ total: 5 })).toBe('total');
    expect(amountModeOf({ price: 0 })).toBe('price');
    expect(amountModeOf({ price: null, total_incl_vat: 3 })).toBe('total_incl_vat');
    expect(amountModeOf({})).toBeUndefined();
    expect(amountModeOf({ price: 1, total: 1 })).toBeUndefined();
    expect(dec(0.1).plus(dec(0.2)).toString()).toBe('0.3');
  });
});

describe('properties across random lines', () => {
  test('every figure of a line is in cents, and total incl. VAT = total + VAT', () => {
    fc.assert(
      fc.property(line, (input) => {
        const l = deriveLine(input);
        expect(isCents(l.total) && isCents(l.vat) && isCents(l.totalInclVat)).toBe(true);
        expect(l.totalInclVat.eq(l.total.plus(l.vat))).toBe(true);
      }),
    );
  });

  test('round2(price × quantity) is the line total to the cent, in every mode', () => {
    fc.assert(
      fc.property(line, (input) => {
        const l = deriveLine(input);
        expect(toCents(l.price.times(dec(input.quantity))).toString()).toBe(l.total.toString());
      }),
    );
  });

  test('the amount given is kept as given', () => {
    fc.assert(
      fc.property(line, (input) => {
        const l = deriveLine(input);
        const kept = { price: l.price, total: l.total, total_incl_vat: l.totalInclVat }[input.mode];
        expect(kept.eq(dec(input.amount))).toBe(true);
      }),
    );
  });

  test('invoice subtotal + VAT = total incl. VAT exactly, and each is the sum of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (inputs) => {
        const lines = inputs.map(deriveLine);
        const t = sumLines(lines);
        expect(t.subtotal.plus(t.vat).eq(t.totalInclVat)).toBe(true);
        expect(t.totalInclVat.eq(lines.reduce((s, l) => s.plus(l.totalInclVat), new Big(0)))).toBe(true);
        expect(isCents(t.subtotal) && isCents(t.vat)).toBe(true);
      }),
    );
  });

  test('from a price or a line total, deriving again from any derived figure gives the same line', () => {
    const fromPriceOrTotal = line.filter((l) => l.mode !== 'total_incl_vat');
    fc.assert(
      fc.property(fromPriceOrTotal, (input) => {
        const l = deriveLine(input);
        const again = (mode: AmountMode, amount: Big) => deriveLine({ ...input, mode, amount });
        same(l, again('price', l.price));
        same(l, again('total', l.total));
        same(l, again('total_incl_vat', l.totalInclVat));
      }),
    );
  });

  test('from a total incl. VAT, the derived unit price gives back the same line total', () => {
    // Not the same VAT: round(total × rate) may differ by a cent from the VAT the given total incl. VAT implies.
    fc.assert(
      fc.property(
        line.filter((l) => l.mode === 'total_incl_vat'),
        (input) => {
          const l = deriveLine(input);
          expect(deriveLine({ ...input, mode: 'price', amount: l.price }).total.eq(l.total)).toBe(true);
          same(l, deriveLine({ ...input, amount: l.totalInclVat }));
        },
      ),
    );
  });

  test('any line the invoice schema accepts derives a unit price that survives JSON and is accepted back', () => {
    const invoiceWith = (l: Record<string, unknown>, vat: number | null) =>
      parseOneLineInvoice(
        { name: 'Work', units: 'h', vat_percentage: vat, ...l },
        vat === null ? null : 'LT100',
      );
    fc.assert(
      fc.property(line, ({ mode, amount, quantity, vatPercentage }) => {
        fc.pre(invoiceWith({ quantity, [mode]: amount }, vatPercentage).success);
        const derived = deriveLine({ mode, amount, quantity, vatPercentage }).price;
        const price = toNumber(derived);
        expect(dec(price).eq(derived)).toBe(true);
        expect(invoiceWith({ quantity, price }, vatPercentage).error?.issues ?? []).toEqual([]);
      }),
    );
  });

  test('a line whose total implies a unit price beyond the price field’s bound is refused on that total', () => {
    const tiny = { quantity: 0.0001, total: -100_000.01 }; // -1,000,000,100 per unit
    const r = parseOneLineInvoice({ name: 'Work', units: 'h', ...tiny });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['products.0.total', 'This makes a unit price over 1,000,000,000: check the quantity'],
    ]);
  });
});
