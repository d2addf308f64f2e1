import { describe, expect, test } from 'vitest';
import { dataOf } from './common';
import { isCompany } from './enums';
import { nameFieldsOf, profileSchema } from './profile';

const base = {
  business_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  business_title: 'Acme',
  address: 'Gedimino pr. 1, Vilnius',
  vat_code: 'LT100001',
};
const company = {
  ...base,
  business_type: 'private_limited_liability_company',
  company_name: 'Acme UAB',
  company_code: '304',
};
const individual = {
  ...base,
  business_type: 'individual_activity',
  individual_activity_id: '123',
  first_name: 'Ann',
  last_name: 'Lee',
};
const paths = (v: unknown) => profileSchema.safeParse(v).error?.issues.map((i) => i.path.join('.'));

describe('the profile', () => {
  test('a company carries company fields, an individual activity its own; each may omit the other’s', () => {
    expect(profileSchema.parse(company)).toEqual(company);
    expect(profileSchema.parse(individual)).toEqual(individual);
    expect(dataOf(profileSchema).safeParse({ data: company }).success).toBe(true);
  });

  test('address and vat_code are required but may be null', () => {
    expect(profileSchema.safeParse({ ...company, address: null, vat_code: null }).success).toBe(true);
    const { vat_code: _, address: __, ...without } = company;
    expect(paths(without)).toEqual(['address', 'vat_code']);
  });

  test('business id, title and type are required and well-formed', () => {
    const { business_title: _, ...noTitle } = company;
    expect(paths(noTitle)).toEqual(['business_title']);
    expect(paths({ ...company, business_id: 'acme' })).toEqual(['business_id']);
    expect(paths({ ...company, business_type: 'llc' })).toEqual(['business_type']);
    expect(paths({ ...individual, first_name: 5 })).toEqual(['first_name']);
  });

  test('the name fields of a company or an individual, the other type’s as null', () => {
    const blank = {
      first_name: null,
      last_name: null,
      company_name: null,
      company_code: null,
      individual_activity_id: null,
    };
    expect(nameFieldsOf(company)).toEqual({ ...blank, company_name: 'Acme UAB', company_code: '304' });
    expect(nameFieldsOf(individual)).toEqual({
      ...blank,
      first_name: 'Ann',
      last_name: 'Lee',
      individual_activity_id: '123',
    });
    expect(nameFieldsOf({ first_name: undefined, company_name: null })).toEqual(blank);
  });

  test('every business type but individual_activity is a company', () => {
    expect(isCompany('individual_activity')).toBe(false);
    for (const t of [
      'small_partnership',
      'private_limited_liability_company',
      'sole_proprietorship',
      'public_institution',
      'association',
      'joint_stock_company',
    ] as const) {
      expect(isCompany(t), t).toBe(true);
    }
  });
});
