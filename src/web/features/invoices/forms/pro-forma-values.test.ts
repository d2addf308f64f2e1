import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../contract/profile';
import { invoiceFixture } from '../../../test-fixtures';
import { lineEntriesFor } from '../../../../contract/line-entry';
import { seriesFor, valuesFromProForma } from './pro-forma-values';

const profile: Profile = {
  business_id: '5d1c0e5e-8f0a-4b7e-9a51-0a6f3c2b1d11',
  business_title: 'Studija',
  business_type: 'private_limited_liability_company',
  address: 'Gedimino pr. 1',
  vat_code: 'LT100',
  company_name: 'Studija UAB',
};

describe('a pro forma as the invoice it turns into', () => {
  it('takes the matching type, today, the next number of the series, and the pro forma’s parties and lines', () => {
    const proForma = invoiceFixture({
      invoice_type: 'preliminary_vat_invoice',
      series: 'PRE',
      invoice_number: '003',
      invoice_date: '2026-03-01',
      pay_until_date: '2026-03-15',
      currency: 'USD',
      language: 'de',
    });
    const entries = lineEntriesFor(proForma, null).entries;
    const values = valuesFromProForma(proForma, profile, '2026-04-10', 'BPS', entries);
    expect(values).toMatchObject({
      type: 'vat_invoice',
      series: 'BPS',
      invoice_number: null,
      invoice_date: '2026-04-10',
      pay_until_date: '2026-04-24',
      currency: 'USD',
      language: 'de',
      buyer: proForma.buyer,
    });
    expect(values.products.map((l) => l.name)).toEqual(proForma.items.map((i) => i.name));
    expect(
      valuesFromProForma({ ...proForma, invoice_type: 'preliminary_invoice' }, profile, '2026-04-10', 'INV', entries)
        .type,
    ).toBe('regular_invoice');
  });

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
