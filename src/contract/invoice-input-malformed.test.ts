import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toValidationErrorBody, validationErrorBodySchema, type FieldErrors } from './common';
import { unshownInputNames } from './input-names';
import { invoiceInputSchema, type InvoiceRulesContext } from './invoice-input';
import { sampleInputParts, sampleInvoiceInput } from './test-samples';

const ctx: InvoiceRulesContext = { businessType: 'individual_activity', profileVatCode: null };
const { line, seller } = sampleInputParts;
const valid = sampleInvoiceInput;
const parse = (body: unknown) => invoiceInputSchema(ctx).safeParse(body);
const errorsOf = (body: unknown): FieldErrors => {
  const r = parse(body);
  return r.success ? {} : toValidationErrorBody(r.error.issues).errors;
};

const badDate = ['Enter a date as YYYY-MM-DD'];
const badCurrency = ['Choose a currency (a three-letter ISO 4217 code)'];

describe('malformed input is refused on the offending field with a message a person reads', () => {
  test.each<[string, Record<string, unknown>, FieldErrors]>([
    ['a type that is not text', { type: 5 }, { type: ['Choose an invoice type'] }],
    ['an unknown invoice type', { type: 'proforma' }, { type: ['Choose an invoice type'] }],
    ['a day that does not exist', { invoice_date: '2024-02-30' }, { invoice_date: badDate }],
    ['29 February outside a leap year', { invoice_date: '2023-02-29' }, { invoice_date: badDate }],
    ['a date in another format', { invoice_date: '01/03/2024' }, { invoice_date: badDate }],
    ['a date as a number', { invoice_date: 20240301 }, { invoice_date: badDate }],
    ['a lower-case currency', { currency: 'eur' }, { currency: badCurrency }],
    ['a currency name', { currency: 'EURO' }, { currency: badCurrency }],
    ['a currency sign', { currency: '€' }, { currency: badCurrency }],
    ['a numeric currency code', { currency: 978 }, { currency: ['Choose a currency'] }],
    ['a buyer that is not an object', { buyer: 'Bob' }, { buyer: ['Enter the buyer'] }],
    ['no buyer', { buyer: undefined }, { buyer: ['Enter the buyer'] }],
    [
      'a buyer e-mail that is not text',
      { buyer: { type: 'person', first_name: 'Bo', email: 5 } },
      { 'buyer.email': ['Enter this as text'] },
    ],
    [
      'a buyer name that is not text',
      { buyer: { type: 'person', first_name: 7 } },
      { 'buyer.first_name': ['Enter this as text'] },
    ],
    ['a seller that is not an object', { seller: 'Acme' }, { seller: ['Enter the seller’s details'] }],
    [
      'an unknown business type',
      { seller: { ...seller, business_type: 'llc' } },
      { 'seller.business_type': ['Choose a business type'] },
    ],
    [
      'a flag that is not a boolean',
      { use_default_seller_info: 'yes' },
      { use_default_seller_info: ['Must be true or false'] },
    ],
    ['products that are not a list', { products: 'x' }, { products: ['Add at least one line'] }],
    ['no products', { products: [] }, { products: ['Add at least one line'] }],
    [
      'a line that is not an object',
      { products: ['x'] },
      { 'products.0': ['Each line needs a name, units, a quantity and an amount'] },
    ],
    [
      'a quantity as text',
      { products: [{ ...line, quantity: '2' }] },
      { 'products.0.quantity': ['Enter the quantity'] },
    ],
    [
      'a price as text',
      { products: [{ ...line, price: '10' }] },
      { 'products.0.price': ['Enter an amount'] },
    ],
    [
      'a blank line name',
      { products: [{ ...line, name: '  ' }] },
      { 'products.0.name': ['Enter what the line is for'] },
    ],
    ['an unknown language', { language: 'it' }, { language: ['Choose one of en, lt, es, de, fr'] }],
    ['a due date that does not exist', { pay_until_date: '2024-13-01' }, { pay_until_date: badDate }],
    [
      'an issue date that does not exist, with a due date before it',
      { invoice_date: '2024-02-30', pay_until_date: '2024-02-01' },
      { invoice_date: badDate },
    ],
    ['notes that are not text', { notes: 5 }, { notes: ['Enter the notes as text'] }],
    [
      'payment options that are not a list',
      { payment_options: 'bank' },
      { payment_options: ['Send payment options as a list'] },
    ],
    [
      'an unknown payment option type',
      { payment_options: [{ type: 'cash' }] },
      { 'payment_options.0.type': ['Choose bank or other'] },
    ],
    [
      'a custom field label that is not text',
      { seller: { ...seller, custom_fields: [{ label: 1, value: 'x' }] } },
      { 'seller.custom_fields.0.label': ['Enter the label as text'] },
    ],
    [
      'custom fields that are not a list',
      { seller: { ...seller, custom_fields: 'x' } },
      { 'seller.custom_fields': ['Send custom fields as a list of labels and values'] },
    ],
    [
      'other-option fields that are not a list',
      { payment_options: [{ type: 'other', fields: 'x' }] },
      { 'payment_options.0.fields': ['Send the fields as a list of labels and values'] },
    ],
    [
      'an other-option field that is null',
      { payment_options: [{ type: 'other', fields: [null] }] },
      { 'payment_options.0.fields.0': ['Enter a label and a value'] },
    ],
  ])('%s', (_, change, errors) => expect(errorsOf({ ...valid(), ...change })).toEqual(errors));

  test.each([
    ['a string', 'x'],
    ['null', null],
    ['a list', []],
  ])('a body that is %s is refused as a whole', (_, body) => {
    expect(errorsOf(body)).toEqual({ _: ['Send the invoice as a JSON object'] });
  });

  test('any value in any field is refused or accepted, never thrown, and never with a bare "Invalid input"', () => {
    const fields = [...Object.keys(valid()), ...Object.values(unshownInputNames), 'invoice_number'];
    const where = fc.constantFrom(
      ...fields.map((f) => [f]),
      ['products', 0],
      ...Object.keys(line).map((k) => ['products', 0, k]),
      ...Object.keys(seller).map((k) => ['seller', k]),
      ['payment_options', 0, 'fields', 0],
    );
    fc.assert(
      fc.property(where, fc.anything(), (path, value) => {
        const body = valid() as Record<string | number, unknown>;
        body.payment_options = [{ type: 'other', fields: [{ label: 'PayPal', value: 'ann@example.com' }] }];
        let at = body;
        for (const key of path.slice(0, -1)) at = (at[key] = structuredClone(at[key])) as typeof at;
        at[path.at(-1)!] = value;
        const r = parse(body);
        for (const issue of r.error?.issues ?? []) expect(issue.message).toMatch(/^(?!Invalid input)\S/);
      }),
    );
  });
});

describe('the unshown input names (one marked place: input-names.ts)', () => {
  test('mirror the output names', () => {
    expect(unshownInputNames).toEqual({
      dueDate: 'pay_until_date',
      language: 'language',
      notes: 'notes',
      paymentOptions: 'payment_options',
      sellerCustomFields: 'custom_fields',
    });
  });

  test('the schema accepts and keeps them by those names', () => {
    const extras = {
      pay_until_date: '2024-03-31',
      language: 'lt',
      notes: 'Thank you',
      payment_options: [
        { type: 'bank', bank_account: 'LT12 3456', bank_name: 'SEB', swift_bic_code: 'CBVILT2X' },
        { type: 'other', fields: [{ label: 'PayPal', value: 'ann@example.com' }] },
      ],
    };
    const r = parse({ ...valid(), ...extras });
    expect(r.error?.issues ?? []).toEqual([]);
    expect(r.data).toMatchObject({ ...extras, seller: { custom_fields: seller.custom_fields } });
    expect(parse({ ...valid(), pay_until_date: null, notes: null }).success).toBe(true);
  });
});

describe('toValidationErrorBody', () => {
  test('gathers messages by dotted path and leads with the first, counting the rest', () => {
    const r = parse({ ...valid(), currency: 'eur', products: [{ ...line, total: 1, quantity: 'lots' }] });
    const body = toValidationErrorBody(r.error!.issues);
    expect(body).toEqual({
      message: 'Choose a currency (a three-letter ISO 4217 code) (and 2 more errors)',
      errors: {
        currency: badCurrency,
        'products.0.quantity': ['Enter the quantity'],
        'products.0.total': ['Give only one of unit price, line total or total incl. VAT'],
      },
    });
    expect(validationErrorBodySchema.safeParse(body).success).toBe(true);
  });

  test('one error reads alone; two on one field keep their order; a whole-body error sits under "_"', () => {
    const issue = (message: string, path: (string | number)[]) => ({
      code: 'custom' as const,
      input: null,
      message,
      path,
    });
    expect(toValidationErrorBody([issue('Enter the seller', ['seller'])])).toEqual({
      message: 'Enter the seller',
      errors: { seller: ['Enter the seller'] },
    });
    expect(toValidationErrorBody([issue('a', ['x', 0]), issue('b', ['x', 0])])).toEqual({
      message: 'a (and 1 more error)',
      errors: { 'x.0': ['a', 'b'] },
    });
    expect(toValidationErrorBody([issue('Bad body', [])]).errors).toEqual({ _: ['Bad body'] });
    expect(toValidationErrorBody([])).toEqual({ message: 'The given data was invalid.', errors: {} });
  });
});
