import { describe, expect, test } from 'vitest';
import { toValidationErrorBody, type FieldErrors } from './common';
import type { BusinessType } from './enums';
import { invoiceFormSchema } from './invoice-advice';
import { invoiceInputSchema, withoutUnusedVat, type InvoiceRulesContext } from './invoice-input';

const company: InvoiceRulesContext = {
  businessType: 'private_limited_liability_company',
  profileVatCode: null,
};
const companyWithVat: InvoiceRulesContext = { ...company, profileVatCode: 'LT100001' };
const individual: InvoiceRulesContext = { businessType: 'individual_activity', profileVatCode: null };

type Body = Record<string, unknown> & { products: Record<string, unknown>[] };
/** A regular invoice with the default seller (no VAT code) and three lines, one per amount mode. */
const invoice = (over: Record<string, unknown> = {}): Body => ({
  type: 'regular_invoice',
  invoice_date: '2024-03-01',
  series: 'INV',
  currency: 'EUR',
  buyer: { type: 'company', company_name: 'Buyer Ltd' },
  use_default_seller_info: true,
  products: [
    { name: 'Design', units: 'h', quantity: 2, price: 45.5 },
    { name: 'Hosting', units: 'month', quantity: 1, total: 10 },
    { name: 'Domain', units: 'pcs', quantity: 1, total_incl_vat: 12.1 },
  ],
  ...over,
});
const withVat = (b: Body, vat: number | null = 21): Body => ({
  ...b,
  products: b.products.map((p) => ({ ...p, vat_percentage: vat })),
});
const explicitSeller = (seller: Record<string, unknown>) => ({ use_default_seller_info: false, seller });
const acme = { business_type: 'private_limited_liability_company', company_name: 'Acme UAB' };

/** The field errors as the 422 body carries them: dotted path → messages. */
const errorsOf = (body: unknown, ctx: InvoiceRulesContext = company): FieldErrors => {
  const r = invoiceInputSchema(ctx).safeParse(body);
  return r.success ? {} : toValidationErrorBody(r.error.issues).errors;
};
/** The same for the browser's form: the API's rules plus the advice that blocks. */
const formErrorsOf = (body: unknown, ctx: InvoiceRulesContext = company): FieldErrors => {
  const r = invoiceFormSchema(ctx).safeParse(body);
  return r.success ? {} : toValidationErrorBody(r.error.issues).errors;
};
const accepted = (body: unknown, ctx: InvoiceRulesContext = company) =>
  expect(errorsOf(body, ctx)).toEqual({});

describe('exactly one of price, total, total_incl_vat per line', () => {
  test('one of each is accepted, and the other two are not required', () => accepted(invoice()));

  test('none is refused on the line’s price', () => {
    const b = invoice();
    b.products[1] = { name: 'Hosting', units: 'month', quantity: 1 };
    expect(errorsOf(b)).toEqual({
      'products.1.price': ['Enter a unit price, a line total or a total incl. VAT'],
    });
  });

  test('two are refused on the second one', () => {
    const b = invoice();
    b.products[2] = { ...b.products[2], price: 10 };
    expect(errorsOf(b)).toEqual({
      'products.2.total_incl_vat': ['Give only one of unit price, line total or total incl. VAT'],
    });
  });

  test('three are refused on the two extra ones', () => {
    const b = invoice();
    b.products[0] = { ...b.products[0], total: 91, total_incl_vat: 110.11 };
    const message = ['Give only one of unit price, line total or total incl. VAT'];
    expect(errorsOf(b)).toEqual({ 'products.0.total': message, 'products.0.total_incl_vat': message });
  });

  test('null counts as not given', () => {
    const b = invoice();
    b.products[0] = { ...b.products[0], total: null, total_incl_vat: null };
    accepted(b);
  });
});

describe('vat_percentage', () => {
  const missing = {
    'products.0.vat_percentage': ['Enter the VAT %'],
    'products.1.vat_percentage': ['Enter the VAT %'],
    'products.2.vat_percentage': ['Enter the VAT %'],
  };

  test.each(['vat_invoice', 'preliminary_vat_invoice', 'credit_vat_invoice'])('is required on %s', (type) => {
    accepted(withVat(invoice({ type })));
    expect(errorsOf(invoice({ type }))).toEqual(missing);
  });

  test('is required when the explicit seller has a VAT code', () => {
    const b = invoice(explicitSeller({ ...acme, vat_code: 'LT999' }));
    accepted(withVat(b, 0));
    expect(errorsOf(b)).toEqual(missing);
  });

  test('is required when the default seller (the profile) has a VAT code', () => {
    accepted(withVat(invoice()), companyWithVat);
    expect(errorsOf(invoice(), companyWithVat)).toEqual(missing);
  });

  test('an explicit seller without a VAT code does not inherit the profile’s', () => {
    accepted(invoice(explicitSeller(acme)), companyWithVat);
  });

  test('is left out otherwise: accepted when present (the spec names no 422 for it), then left out', () => {
    accepted(invoice());
    accepted(withVat(invoice(), null));
    accepted(withVat(invoice(), 0));
    accepted(withVat(invoice(), 21));
    const b = invoice(explicitSeller({ ...acme, vat_code: '  ' })); // blank is no VAT code
    b.products = [{ name: 'x', units: 'pcs', quantity: 1, price: 1, vat_percentage: 21 }];
    const parsed = invoiceInputSchema(company).parse(b);
    expect(withoutUnusedVat(parsed, company).products.map((p) => p.vat_percentage)).toEqual([null]);
    // where it is required it is kept as sent
    const vat = invoiceInputSchema(company).parse(withVat(invoice({ type: 'vat_invoice' }), 9));
    expect(withoutUnusedVat(vat, company).products.map((p) => p.vat_percentage)).toEqual([9, 9, 9]);
  });

  test('is any number for the API; the form asks for a percentage from 0 to 100 with at most 2 places', () => {
    const b = withVat(invoice({ type: 'vat_invoice' }), 7.75);
    accepted(b);
    b.products[0] = { ...b.products[0], vat_percentage: 101 };
    b.products[1] = { ...b.products[1], vat_percentage: -1 };
    b.products[2] = { ...b.products[2], vat_percentage: 7.125 };
    accepted(b);
    expect(formErrorsOf(b)).toEqual({
      'products.0.vat_percentage': ['VAT % cannot be over 100'],
      'products.1.vat_percentage': ['VAT % cannot be negative'],
      'products.2.vat_percentage': ['Use at most 2 decimal places'],
    });
  });
});

describe('the seller', () => {
  test('is prohibited with use_default_seller_info: true', () => {
    accepted(invoice({ seller: null }));
    expect(errorsOf(invoice({ seller: acme }))).toEqual({
      seller: ['Leave the seller out when using your business details'],
    });
  });

  test('is required when not using the default seller', () => {
    accepted(invoice(explicitSeller(acme)));
    const message = ['Enter the seller, or use your business details'];
    expect(errorsOf(invoice({ use_default_seller_info: false }))).toEqual({ seller: message });
    expect(errorsOf(invoice({ use_default_seller_info: undefined }))).toEqual({ seller: message });
  });

  const companyTypes: BusinessType[] = [
    'small_partnership',
    'sole_proprietorship',
    'public_institution',
    'association',
    'joint_stock_company',
  ];
  test.each(companyTypes)(
    'a %s (a company) needs company_name; company_code is optional',
    (business_type) => {
      accepted(invoice(explicitSeller({ business_type, company_name: 'Acme' })));
      accepted(invoice(explicitSeller({ business_type, company_name: 'Acme', company_code: '304' })));
      expect(
        errorsOf(invoice(explicitSeller({ business_type, company_code: '304', first_name: 'Ann' }))),
      ).toEqual({
        'seller.company_name': ['Enter the company name'],
      });
    },
  );

  test('an individual activity needs first_name and last_name; individual_activity_id is optional', () => {
    const ann = { business_type: 'individual_activity', first_name: 'Ann', last_name: 'Lee' };
    accepted(invoice(explicitSeller(ann)));
    accepted(invoice(explicitSeller({ ...ann, individual_activity_id: '123' })));
    expect(
      errorsOf(invoice(explicitSeller({ business_type: 'individual_activity', company_name: 'Acme' }))),
    ).toEqual({
      'seller.first_name': ['Enter the first name'],
      'seller.last_name': ['Enter the last name'],
    });
    expect(errorsOf(invoice(explicitSeller({ ...ann, last_name: ' ' })))).toEqual({
      'seller.last_name': ['Enter the last name'],
    });
  });

  test('without business_type, the profile’s business type decides the fields', () => {
    accepted(invoice(explicitSeller({ first_name: 'Ann', last_name: 'Lee' })), individual);
    expect(errorsOf(invoice(explicitSeller({ company_name: 'Acme' })), individual)).toEqual({
      'seller.first_name': ['Enter the first name'],
      'seller.last_name': ['Enter the last name'],
    });
    expect(errorsOf(invoice(explicitSeller({ first_name: 'Ann', last_name: 'Lee' })), company)).toEqual({
      'seller.company_name': ['Enter the company name'],
    });
  });

  test('needs a vat_code on the VAT types when sent explicitly', () => {
    const vatInvoice = (seller: Record<string, unknown>) =>
      withVat(invoice({ type: 'credit_vat_invoice', ...explicitSeller(seller) }));
    accepted(vatInvoice({ ...acme, vat_code: 'LT999' }));
    expect(errorsOf(vatInvoice(acme))).toEqual({
      'seller.vat_code': ['A VAT invoice needs the seller’s VAT code'],
    });
    // with the default seller the profile's VAT code is copied as it is: no seller.vat_code rule
    accepted(withVat(invoice({ type: 'vat_invoice' })));
  });
});

describe('the buyer', () => {
  test.each([
    ['company', { company_name: 'Buyer Ltd' }],
    ['individual', { first_name: 'Bo' }],
    ['person', { last_name: 'Lee' }],
  ])('type %s is accepted', (type, names) => accepted(invoice({ buyer: { type, ...names } })));

  test('an unknown type is refused', () => {
    expect(errorsOf(invoice({ buyer: { type: 'business', company_name: 'Buyer Ltd' } }))).toEqual({
      'buyer.type': ['Choose company or individual'],
    });
  });

  test('a company buyer without its name, a person without a name: the API accepts, the form asks for it', () => {
    const nameless = [
      invoice({ buyer: { type: 'company', first_name: 'Bo' } }),
      invoice({ buyer: { type: 'person', company_name: 'Buyer Ltd' } }),
    ];
    for (const b of nameless) accepted(b);
    expect(formErrorsOf(nameless[0])).toEqual({ 'buyer.company_name': ['Enter the buyer’s company name'] });
    expect(formErrorsOf(nameless[1])).toEqual({ 'buyer.first_name': ['Enter the buyer’s name'] });
  });

  test('a malformed e-mail: the API keeps the text, the form refuses it on its field', () => {
    accepted(invoice({ buyer: { type: 'company', company_name: 'B', email: 'ann@' } }));
    expect(
      formErrorsOf(invoice({ buyer: { type: 'company', company_name: 'B', email: 'ann@example.com' } })),
    ).toEqual({});
    expect(formErrorsOf(invoice({ buyer: { type: 'company', company_name: 'B', email: 'ann@' } }))).toEqual({
      'buyer.email': ['Enter an e-mail address like name@example.com'],
    });
  });
});

test('every problem is reported at once, field errors beside the cross-field ones and the form’s advice', () => {
  const b = invoice({ currency: 'eur', seller: acme, buyer: { type: 'company', email: 'x@' } });
  b.products[1] = { ...b.products[1], quantity: 'lots', price: 3 };
  const api = {
    currency: ['Choose a currency (a three-letter ISO 4217 code)'],
    'products.1.quantity': ['Enter the quantity'],
    seller: ['Leave the seller out when using your business details'],
    'products.1.total': ['Give only one of unit price, line total or total incl. VAT'],
  };
  expect(errorsOf(b)).toEqual(api);
  expect(formErrorsOf(b)).toEqual({
    ...api,
    'buyer.company_name': ['Enter the buyer’s company name'],
    'buyer.email': ['Enter an e-mail address like name@example.com'],
  });
});
