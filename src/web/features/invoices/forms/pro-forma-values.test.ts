import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '../../../test-fixtures';
import { seriesFor } from './pro-forma-values';

// The pro forma's invoice itself is the contract's invoiceInputFrom (contract/invoice-transform.test.ts).
describe('a pro forma as the invoice it turns into', () => {
  it('numbers in the series the newest invoice of that type used, else the default', () => {
    const latest = [
      invoiceFixture({ invoice_type: 'regular_invoice', series: 'EXP' }),
      invoiceFixture({ invoice_type: 'vat_invoice', series: 'BPS' }),
      invoiceFixture({ invoice_type: 'vat_invoice', series: 'OLD' }),
    ];
    expect(seriesFor('vat_invoice', latest, 'INV')).toBe('BPS');
    expect(seriesFor('regular_invoice', latest, 'INV')).toBe('EXP');
    expect(seriesFor('regular_invoice', [], 'INV')).toBe('INV');
  });
});
