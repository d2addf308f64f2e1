import { describe, expect, it } from 'vitest';
import type { ProductInput } from './invoice-input';
import { amountModeOf, dec, deriveLine, sumLines } from './money';
import { parseVatQuery, periodBounds, periodOf, periodsOf, vatPartsOf, type RatePart } from './vat-report';

const now = '2026-11-26';

describe('parseVatQuery', () => {
  it('defaults to this month by month, and reads a range and a grouping', () => {
    expect(parseVatQuery({}, now)).toEqual({
      ok: true,
      query: { from: '2026-11-01', to: '2026-11-30', group: 'month' },
    });
    expect(parseVatQuery({ from: '2026-01-01', to: '2026-12-31', group: 'quarter' }, now)).toEqual({
      ok: true,
      query: { from: '2026-01-01', to: '2026-12-31', group: 'quarter' },
    });
    expect(parseVatQuery({ from: '2026-12-05' }, now)).toMatchObject({
      ok: true,
      query: { from: '2026-12-05', to: '2026-12-05' },
    });
    expect(parseVatQuery({ to: '2026-03-31' }, now)).toMatchObject({
      ok: true,
      query: { from: '2026-03-31', to: '2026-03-31' },
    });
  });

  it('refuses bad values, a reversed range, too long a range and unknown or prototype names, on their names', () => {
    const errs = (raw: Record<string, unknown>) => {
      const r = parseVatQuery(raw, now);
      return r.ok ? {} : r.errors;
    };
    expect(Object.keys(errs({ from: '2026-02-30' }))).toEqual(['from']);
    expect(Object.keys(errs({ to: '26-11-01' }))).toEqual(['to']);
    expect(Object.keys(errs({ group: 'year' }))).toEqual(['group']);
    expect(Object.keys(errs({ from: '2026-05-01', to: '2026-04-30' }))).toEqual(['to']);
    expect(Object.keys(errs({ from: '2016-01-01', to: '2026-01-01' }))).toEqual(['to']);
    expect(parseVatQuery({ from: '2016-01-02', to: '2026-01-01' }, now).ok).toBe(true);
    expect(Object.keys(errs({ currency: 'EUR' }))).toEqual(['currency']);
    expect(Object.keys(errs(JSON.parse('{"__proto__": "x"}') as Record<string, unknown>))).toEqual([
      '__proto__',
    ]);
    expect(Object.keys(errs({ constructor: 'x', group: 'month' }))).toEqual(['constructor']);
    expect(Object.keys(errs({ group: ['month', 'quarter'] }))).toEqual(['group']);
  });
});

describe('periods', () => {
  it('names months and quarters, lists every period of a range and bounds each', () => {
    expect(periodOf('2026-11-30', 'month')).toBe('2026-11');
    expect(periodOf('2026-11-30', 'quarter')).toBe('2026-Q4');
    expect(periodOf('2026-03-31', 'quarter')).toBe('2026-Q1');
    expect(periodsOf('2026-11-15', '2027-02-01', 'month')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(periodsOf('2026-02-10', '2027-01-05', 'quarter')).toEqual([
      '2026-Q1',
      '2026-Q2',
      '2026-Q3',
      '2026-Q4',
      '2027-Q1',
    ]);
    expect(periodBounds('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

/** An invoice as the embedded API stores it (invoicing-api/domain/totals.ts): each line by `deriveLine`, totals by `sumLines`, the price kept. */
const invoice = (type: string, products: ProductInput[]) => {
  const lines = products.map((p) => {
    const mode = amountModeOf(p)!;
    return {
      p,
      amounts: deriveLine({ mode, amount: p[mode]!, quantity: p.quantity, vatPercentage: p.vat_percentage }),
    };
  });
  const totals = sumLines(lines.map((l) => l.amounts));
  return {
    invoice_type: type,
    subtotal: Number(totals.subtotal.toFixed()),
    vat: Number(totals.vat.toFixed()),
    total_incl_vat: Number(totals.totalInclVat.toFixed()),
    items: lines.map(({ p, amounts }) => ({
      price: Number(amounts.price.toFixed()),
      quantity: Number(p.quantity),
      vat_percentage: p.vat_percentage ?? null,
    })),
  };
};
const line = (p: Partial<ProductInput>): ProductInput =>
  ({ name: 'x', units: 'pcs', quantity: 1, ...p }) as ProductInput;
const sum = (parts: RatePart[], k: 'netCents' | 'vatCents') => parts.reduce((t, p) => t + p[k], 0);
const cents = (x: number) => Number(dec(x).times(100).toFixed(0));

describe('vatPartsOf: the rates add up to the invoice to the cent', () => {
  it('splits by rate; lines entered with VAT included put their cent on the biggest VAT rate', () => {
    // 10.00 incl. 21 %: net 8.26, VAT 1.74; net × 21 % would say 1.73.
    const inv = invoice('vat_invoice', [
      line({ total_incl_vat: 10, vat_percentage: 21 }),
      line({ total_incl_vat: 10, vat_percentage: 21 }),
      line({ price: 19.99, quantity: 3, vat_percentage: 9 }),
      line({ price: 5, vat_percentage: 0 }),
    ]);
    const parts = vatPartsOf(inv);
    expect(parts).toEqual([
      { rate: 21, netCents: 1652, vatCents: 348 },
      { rate: 9, netCents: 5997, vatCents: 540 },
      { rate: 0, netCents: 500, vatCents: 0 },
    ]);
    expect(sum(parts, 'netCents')).toBe(cents(inv.subtotal));
    expect(sum(parts, 'vatCents')).toBe(cents(inv.vat));
  });

  it('puts a line\u2019s cent on the rate whose line, entered with VAT included, gives it (not merely the rate with more lines)', () => {
    const inv = invoice('vat_invoice', [
      line({ total_incl_vat: 10, vat_percentage: 21 }),
      line({ price: 19.99, quantity: 3, vat_percentage: 9 }),
      line({ price: 4.44, vat_percentage: 9 }),
    ]);
    expect(vatPartsOf(inv)).toEqual([
      { rate: 21, netCents: 826, vatCents: 174 },
      { rate: 9, netCents: 6441, vatCents: 580 },
    ]);
  });

  it('subtracts credit notes (negative as issued, or turned negative), leaves pro forma out, keeps no-VAT apart', () => {
    const credit = invoice('credit_vat_invoice', [line({ total: -150, vat_percentage: 21 })]);
    expect(vatPartsOf(credit)).toEqual([{ rate: 21, netCents: -15000, vatCents: -3150 }]);
    const positive = invoice('credit_invoice', [line({ price: 40 })]);
    expect(vatPartsOf(positive)).toEqual([{ rate: null, netCents: -4000, vatCents: 0 }]);
    expect(vatPartsOf(invoice('preliminary_vat_invoice', [line({ price: 40, vat_percentage: 21 })]))).toEqual(
      [],
    );
    expect(vatPartsOf(invoice('regular_invoice', [line({ price: 12.5, quantity: 3 })]))).toEqual([
      { rate: null, netCents: 3750, vatCents: 0 },
    ]);
  });

  it('reconciles thousands of random invoices: mixed rates, modes, fractions and negative quantities', () => {
    let seed = 27;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    for (let n = 0; n < 3000; n++) {
      const type = pick(['vat_invoice', 'regular_invoice', 'credit_vat_invoice']);
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => {
        const amount =
          (Math.round(rnd() * 100000) / 100) * (type.startsWith('credit') && rnd() < 0.7 ? -1 : 1);
        const quantity = pick([1, 2, 3, 0.5, 1.25, 7, 0.333]);
        const vat = type === 'regular_invoice' ? null : pick([21, 9, 5, 0, 5.5, 19]);
        return line({
          quantity,
          vat_percentage: vat,
          ...{ [pick(['price', 'total', 'total_incl_vat'])]: amount },
        });
      });
      const inv = invoice(type, lines);
      const parts = vatPartsOf(inv);
      const sign = type.startsWith('credit') && inv.total_incl_vat > 0 ? -1 : 1;
      expect(sum(parts, 'netCents')).toBe(sign * cents(inv.subtotal) + 0);
      expect(sum(parts, 'vatCents')).toBe(sign * cents(inv.vat) + 0);
      for (const p of parts) if (p.rate === null || p.rate === 0) expect(p.vatCents).toBe(0);
    }
  });
});
