import { describe, expect, it } from 'vitest';
import { preflightFixture } from './bff-stub-harness';
import { detailsBody, formPathFor, knownItems, knownValues, missingItems, startValues } from './detail-items';

/** How the pre-flight's missing list becomes the form's items, and the form's values exactly the PUT body. */
const missing = (...fields: string[]) =>
  fields.map((field) => ({ term: 'BT-0', field, message: `${field} is missing` }));

describe('the missing list as a form', () => {
  it('asks each thing once, in the order of a form, the two parts of an address and a category with its reason together', () => {
    const p = preflightFixture({
      units: { h: null, 'sq. m': 'MTK' },
      missing: missing(
        'units.h',
        'seller.iban',
        'buyer.electronic_address',
        'buyer.exemption_reason',
        'buyer.zero_rate',
        'invoice.seller.vat_code',
        'buyer.country',
        'buyer.city',
      ),
    });
    expect(missingItems(p)).toEqual([
      { kind: 'text', party: 'buyer', key: 'city' },
      { kind: 'country', party: 'buyer' },
      { kind: 'electronic', party: 'buyer' },
      { kind: 'text', party: 'seller', key: 'iban' },
      { kind: 'zero_rate' },
      { kind: 'unit', word: 'h', index: 0 },
      {
        kind: 'message',
        group: 'invoice',
        field: 'invoice.seller.vat_code',
        message: 'invoice.seller.vat_code is missing',
      },
    ]);
  });

  it('keeps a detail it does not know as its message, in its party’s group', () => {
    expect(missingItems(preflightFixture({ missing: missing('seller.fax') }))).toEqual([
      { kind: 'message', group: 'seller', field: 'seller.fax', message: 'seller.fax is missing' },
    ]);
  });
});

describe('the PUT body', () => {
  const p = preflightFixture({
    buyer: { city: 'Berlin' },
    units: { h: null },
    missing: missing(
      'buyer.country',
      'buyer.electronic_address',
      'seller.iban',
      'seller.bic',
      'units.h',
      'buyer.zero_rate',
    ),
  });
  const items = missingItems(p);

  it('sends what was filled in, normalised, and nothing left empty', () => {
    const values = startValues(p);
    values.buyer.country = 'DE';
    values.buyer.electronic_address = ' buyer@example.de ';
    values.seller.iban = 'de89 3704 0044 0532 0130 00';
    values.units[0] = 'HUR';
    values.buyer.zero_rate = 'E';
    values.buyer.exemption_reason = 'Article 132';
    expect(detailsBody(items, values, knownValues(p))).toEqual({
      seller: { iban: 'DE89370400440532013000', units: { h: 'HUR' } },
      buyer: {
        country: 'DE',
        electronic_address: 'buyer@example.de',
        electronic_scheme: 'EM',
        zero_rate: 'E',
        exemption_reason: 'Article 132',
      },
    });
  });

  it('sends nothing when nothing was typed (the kind of address alone is no answer), and no reason for a category that needs none', () => {
    expect(detailsBody(items, startValues(p), knownValues(p))).toEqual({});
    const values = startValues(p);
    values.buyer.zero_rate = 'AE';
    values.buyer.exemption_reason = 'left from an earlier choice';
    expect(detailsBody(items, values, knownValues(p))).toEqual({ buyer: { zero_rate: 'AE' } });
  });

  it('sends a remembered value changed or cleared, and not one left as it was', () => {
    const known = preflightFixture({
      buyer: { city: 'Berlin', post_code: '10115', electronic_address: 'a@b.de', electronic_scheme: 'EM' },
    });
    const values = startValues(known);
    values.buyer.city = 'Munich';
    values.buyer.electronic_address = '';
    expect(detailsBody(knownItems(known), values, knownValues(known))).toEqual({
      buyer: { city: 'Munich', electronic_address: null, electronic_scheme: null },
    });
  });
});

it('puts a 422’s field errors on the form’s fields: a unit word’s on its select', () => {
  const items = missingItems(
    preflightFixture({ units: { 'sq. m': null }, missing: missing('units.sq. m', 'buyer.city') }),
  );
  expect(formPathFor(items, 'seller.units.sq. m')).toBe('units.0');
  expect(formPathFor(items, 'buyer.city')).toBe('buyer.city');
  expect(formPathFor(items, 'seller.iban')).toBe(false);
});
