import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTypes } from '../../../contract/enums';
import type { Invoice } from '../../../contract/invoice';
import { toNumber, dec } from '../../../contract/money';
import { owedOf, signedAmount } from '../../../contract/owed';
import { sampleInvoice } from '../../../contract/test-samples';
import { withTempMirror } from '../../testing/temp-mirror';
import { owedSql } from './owed-sql';

const temp = withTempMirror('owed-sql-', { once: true });

const cents = fc.integer({ min: -500_00, max: 500_00 });
const doc = fc.record({
  type: fc.constantFrom(...invoiceTypes),
  paid: fc.boolean(),
  total: cents,
  back: fc.option(fc.integer({ min: -600_00, max: 600_00 }), { nil: undefined }),
});

/** The SQL twins of the contract's rules answer as the rules do, row by row, over random documents. */
describe('owedSql and signed_cents against contract/owed.ts', () => {
  it('owe the same cents as owedOf, and sum with the same sign as signedAmount', () => {
    let business = 0;
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 12 }), (docs) => {
        const b = `b${++business}`;
        const creditedBack: Record<string, number> = {};
        const invoices = docs.map((d): Invoice => {
          const id = randomUUID();
          if (d.back !== undefined) creditedBack[id] = d.back;
          return {
            ...sampleInvoice(),
            id,
            invoice_type: d.type,
            payment_status: d.paid ? 'paid' : 'not_paid',
            total_incl_vat: toNumber(dec(d.total).div(100)),
          };
        });
        for (const i of invoices) temp.mirror.put(b, 'invoices', i);
        const o = owedSql({ creditedBack, spentCredits: {}, invoicedProFormas: [] });
        const rows = temp.mirror.db
          .prepare(`SELECT id, ${o.owed} AS owed, signed_cents FROM invoices ${o.join} WHERE business = ?`)
          .all(...o.args, b) as { id: string; owed: number; signed_cents: number }[];
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const i of invoices) {
          const back = toNumber(dec(creditedBack[i.id] ?? 0).div(100));
          const row = byId.get(i.id)!;
          expect(
            row.owed,
            JSON.stringify({ i: [i.invoice_type, i.payment_status, i.total_incl_vat], back }),
          ).toBe(toNumber(owedOf(i, back).owed.times(100)));
          expect(row.signed_cents).toBe(toNumber(signedAmount(i.invoice_type, i.total_incl_vat).times(100)));
        }
      }),
      { numRuns: 150 },
    );
  });
});
