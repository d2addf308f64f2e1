import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { businessTypes } from '../../../../contract/enums';
import type { Profile } from '../../../../contract/profile';
import type { Translate } from '../../../i18n/use-t';
import { businessTypeWords } from '../../../lib/business-type-labels';
import { profileRows } from './profile-page';

const base: Profile = {
  business_id: '5d7c1a3e-2b4f-4c6d-8e9f-0a1b2c3d4e5f',
  business_title: 'Title',
  business_type: 'association',
  address: 'Street 1',
  vat_code: null,
  company_name: 'Org',
  company_code: '123',
  first_name: 'Never',
  last_name: 'Shown',
  individual_activity_id: '999',
};

/** The English words (the tests load the English catalogues). */
const t: Translate = (id, values) => i18n._(id, values);
const inWords = (p: Profile) => profileRows(t, p);

describe('profileRows', () => {
  it('shows company identifiers, and only those, for every company type', () => {
    for (const business_type of businessTypes.filter((t) => t !== 'individual_activity')) {
      const labels = inWords({ ...base, business_type }).map(([label]) => label);
      expect(labels).toEqual(['Business type', 'Address', 'VAT code', 'Company name', 'Company code']);
    }
  });

  it('shows personal identifiers, and only those, for an individual activity', () => {
    expect(inWords({ ...base, business_type: 'individual_activity' })).toEqual([
      ['Business type', 'Individual activity (self-employed)'],
      ['Address', 'Street 1'],
      ['VAT code', null],
      ['First name', 'Never'],
      ['Last name', 'Shown'],
      ['Individual activity number', '999'],
    ]);
  });

  it('names every business type in plain words', () => {
    for (const type of businessTypes)
      expect(t(businessTypeWords[type])).toMatch(/^[A-Z][a-z -]+( \(self-employed\))?$/);
  });
});
