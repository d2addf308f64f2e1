import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyBuyerDetails,
  emptySellerDetails,
  zeroRateCategories,
  type EInvoiceFormat,
} from '../../../contract/einvoice/details';
import { toEInvoice } from '../../../contract/einvoice/en16931';
import type { Invoice, InvoiceItem } from '../../../contract/invoice';
import { amountModes, deriveLine, sumLines, toNumber } from '../../../contract/money';
import { sampleInvoice } from '../../../contract/test-samples';
import { ruleSetsFor, rulesInstalled, validateEInvoice } from './rules/validate';
import { writeEInvoice } from './write';

/**
 * Random invoices of every kind the desk issues — rates and their mixes, amounts entered by price, line total or
 * total incl. VAT, discount lines, foreign currencies, person and company buyers, reverse charge, zero-rated and
 * exempt lines, credit notes — each written in every XML format and judged by the official rules: 0 fatal findings.
 * The totals are the API's own (the contract's money rules), so what is checked is the file of a real invoice.
 */
const rate = fc.constantFrom(21, 9, 5, 0);
const line = fc.record({
  name: fc.constantFrom('Konsultacija', 'Beratung & Design', 'Café <crème>', 'Hosting'),
  units: fc.constantFrom('h', 'pcs', 'vnt.', 'Std.', 'month', 'kg'),
  quantity: fc.constantFrom(1, 2, 3, 0.5, 1.25, 7, 12.5),
  mode: fc.constantFrom(...amountModes),
  amount: fc.integer({ min: 1, max: 250_000 }).map((c) => c / 100),
  rate,
  discount: fc.boolean(),
});
const scenario = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  vat: fc.boolean(),
  credit: fc.boolean(),
  currency: fc.constantFrom('EUR', 'USD', 'PLN', 'GBP'),
  person: fc.boolean(),
  buyerVat: fc.constantFrom(null, 'DE123456789', 'LT100009999', 'FR12345678901'),
  zeroRate: fc.constantFrom(...zeroRateCategories),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function invoiceOf(s: Scenario): Invoice {
  const sign = s.credit ? -1 : 1;
  const derived = s.lines.map((l, i) => {
    // A discount line takes off at most 1.00 and the first line brings at least 50.00: the invoice stays positive.
    const amount = i === 0 ? Math.max(l.amount, 50) : l.discount ? -Math.min(l.amount, 1) : l.amount;
    return {
      l,
      amounts: deriveLine({
        mode: l.mode,
        amount: amount * sign,
        quantity: l.quantity,
        vatPercentage: s.vat ? l.rate : null,
      }),
    };
  });
  const totals = sumLines(derived.map((d) => d.amounts));
  const items: InvoiceItem[] = derived.map(({ l, amounts }, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: l.name,
    price: toNumber(amounts.price),
    vat_percentage: s.vat ? l.rate : null,
    quantity: l.quantity,
    units: l.units,
  }));
  const base = sampleInvoice();
  return {
    ...base,
    invoice_type: s.credit
      ? s.vat
        ? 'credit_vat_invoice'
        : 'credit_invoice'
      : s.vat
        ? 'vat_invoice'
        : 'regular_invoice',
    currency: s.currency,
    pay_until_date: '2024-03-31',
    seller: {
      ...base.seller,
      vat_code: s.vat ? 'LT100001234' : null,
      individual_activity_id: '304111222',
      email: 'ann@example.lt',
      phone: '+370 600 00000',
      address: 'Gedimino pr. 1',
    },
    buyer: s.person
      ? {
          ...base.buyer,
          type: 'individual',
          company_name: null,
          first_name: 'Jonas',
          last_name: 'Jonaitis',
          vat_code: null,
          email: 'jonas@example.lt',
        }
      : { ...base.buyer, vat_code: s.buyerVat, email: 'ap@buyer.example' },
    items,
    subtotal: toNumber(totals.subtotal),
    vat: toNumber(totals.vat),
    total_incl_vat: toNumber(totals.totalInclVat),
    payment_options: [{ type: 'bank', bank_account: 'LT12 1000 0111 0100 1000', fields: [] }],
  };
}

// Peppol IDs given: a seller outside VAT and a buyer without a VAT number have none to derive.
const seller = {
  ...emptySellerDetails(),
  country: 'LT',
  city: 'Vilnius',
  post_code: '01103',
  electronic_address: '304111222',
  electronic_scheme: '0200' as const,
};
const formats: EInvoiceFormat[] = ['peppol', 'xrechnung-ubl', 'xrechnung-cii'];

describe('random invoices pass the official rules in every format', () => {
  // The official rules are installed per desk, not kept in the repository (see the README, "E-invoices").
  const installed = rulesInstalled([
    'en16931-ubl',
    'en16931-cii',
    'peppol-ubl',
    'xrechnung-ubl',
    'xrechnung-cii',
  ]);
  it.runIf(installed)(
    '0 fatal findings under EN 16931 and the format’s own rules',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(scenario, fc.constantFrom(...formats), async (s, format) => {
          const invoice = invoiceOf(s);
          const buyer = {
            ...emptyBuyerDetails(),
            country: 'DE',
            city: 'Berlin',
            post_code: '10115',
            buyer_reference: 'PO-4711',
            electronic_address: '991-01234-56',
            electronic_scheme: '0204' as const,
            zero_rate: s.zeroRate,
            exemption_reason: s.zeroRate === 'E' ? 'Art. 135(1)(g) VAT Directive' : null,
          };
          const r = toEInvoice(
            {
              invoice,
              seller,
              buyer,
              preceding: s.credit ? { number: 'INV-001', issueDate: '2024-02-01' } : null,
            },
            format,
          );
          if ('missing' in r) {
            // Only what the invoice itself lacks may stop it: a reverse charge to a buyer without a VAT number.
            expect(r.missing.map((m) => m.field)).toEqual(['invoice.buyer.vat_code']);
            return;
          }
          expect(r.model.totals.payable).toBe(Math.abs(invoice.total_incl_vat).toFixed(2));
          const { xml } = await writeEInvoice(r.model, format);
          const verdict = await validateEInvoice(xml, ruleSetsFor(format));
          expect(verdict.fatal.map((f) => `${f.ruleSet} ${f.id}: ${f.text}`)).toEqual([]);
        }),
        { numRuns: 25 },
      );
    },
  );
});
