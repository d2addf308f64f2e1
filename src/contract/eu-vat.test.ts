import { describe, expect, it } from 'vitest';
import { euVatCountry, isIntraEuSupply } from './eu-vat';

describe('EU VAT codes', () => {
  it('name their country by the prefix however written; Greece is EL, GR read as EL', () => {
    expect(['lt 100 001', 'DE811000000', 'el123', 'GR123', 'fr-12.3'].map(euVatCountry)).toEqual([
      'LT',
      'DE',
      'EL',
      'EL',
      'FR',
    ]);
    expect(['CHE-123', 'GB123', 'XI123', '123', '', null, undefined].map(euVatCountry)).toEqual(
      Array(7).fill(undefined),
    );
  });

  it('make an intra-EU supply only between two different EU countries', () => {
    expect(isIntraEuSupply('LT100', 'DE811')).toBe(true);
    expect(isIntraEuSupply('EL1', 'GR2')).toBe(false);
    expect(isIntraEuSupply('LT100', 'lt200')).toBe(false);
    expect(isIntraEuSupply(null, 'DE811')).toBe(false);
    expect(isIntraEuSupply('LT100', 'CHE-1')).toBe(false);
  });
});
