import { describe, expect, test } from 'vitest';
import { toValidationErrorBody, type FieldErrors } from './common';
import { invoiceAdvice, invoiceFormSchema, invoiceWarnings } from './invoice-advice';
import { invoiceInputSchema, type InvoiceInput, type InvoiceRulesContext } from './invoice-input';
import { sampleInputParts, sampleInvoiceInput } from './test-samples';

const ctx: InvoiceRulesContext = { businessType: 'individual_activity', profileVatCode: null };
const { line } = sampleInputParts;
const valid = sampleInvoiceInput;
const errorsOf = (body: unknown, schema = invoiceInputSchema(ctx)): FieldErrors => {
  const r = schema.safeParse(body);
  return r.success ? {} : toValidationErrorBody(r.error.issues).errors;
};
/** The browser's form: the API's rules plus the advice that blocks. */
const formErrorsOf = (body: unknown): FieldErrors => errorsOf(body, invoiceFormSchema(ctx));
const input = (change: Record<string, unknown>) => ({ ...valid(), ...change }) as InvoiceInput;

describe('the form’s advice that blocks', () => {
  // The API accepts these (or refuses less); the form refuses them on the same paths.
  test.each<[string, Record<string, unknown>, FieldErrors]>([
    [
      'a buyer e-mail that is not an address',
      { buyer: { type: 'person', first_name: 'Bo', email: 'bo@' } },
      { 'buyer.email': ['Enter an e-mail address like name@example.com'] },
    ],
    [
      'a buyer name that is not text',
      { buyer: { type: 'person', first_name: 7 } },
      { 'buyer.first_name': ['Enter this as text', 'Enter the buyer’s name'] },
    ],
    ['a series with spaces', { series: 'A B' }, { series: ['Use letters, digits and - _ / . only'] }],
    [
      'a quantity with 5 places',
      { products: [{ ...line, quantity: 1.00001 }] },
      { 'products.0.quantity': ['Use at most 4 decimal places'] },
    ],
    [
      'a total with 3 places',
      { products: [{ ...line, price: undefined, total: 1.005 }] },
      { 'products.0.total': ['Use at most 2 decimal places (cents)'] },
    ],
    [
      'a due date before the issue date',
      { pay_until_date: '2024-02-29' },
      { pay_until_date: ['The due date cannot be before the issue date'] },
    ],
    [
      'a bank option without an account',
      { payment_options: [{ type: 'bank', bank_name: 'SEB' }] },
      { 'payment_options.0.bank_account': ['Enter the bank account'] },
    ],
    [
      'other-option fields that are not a list',
      { payment_options: [{ type: 'other', fields: 'x' }] },
      {
        'payment_options.0.fields': [
          'Send the fields as a list of labels and values',
          'Add at least one label and value',
        ],
      },
    ],
    [
      'an other-option field that is null',
      { payment_options: [{ type: 'other', fields: [null] }] },
      {
        'payment_options.0.fields.0': ['Enter a label and a value'],
        'payment_options.0.fields': ['Add at least one label and value'],
      },
    ],
  ])('%s (form advice)', (_, change, errors) => {
    expect(formErrorsOf({ ...valid(), ...change })).toEqual(errors);
    const apiErrors = errorsOf({ ...valid(), ...change });
    for (const path of Object.keys(apiErrors))
      expect(errors[path]).toEqual(expect.arrayContaining(apiErrors[path]!));
  });
});

describe('the form’s warnings: shown, never blocking', () => {
  test('a zero quantity, and a negative one off a credit invoice', () => {
    const lines = [
      { ...line, quantity: 0 },
      { ...line, quantity: -1 },
    ];
    expect(invoiceWarnings(input({ products: lines }), ctx)).toEqual([
      { path: ['products', 0, 'quantity'], message: 'Quantity is 0: the line adds nothing' },
      {
        path: ['products', 1, 'quantity'],
        message: 'A negative quantity usually belongs on a credit invoice',
      },
    ]);
    expect(invoiceWarnings(input({ type: 'credit_invoice', products: [lines[1]] }), ctx)).toEqual([]);
    expect(formErrorsOf(input({ products: lines }))).toEqual({});
  });

  test('a credit note’s line that adds to what the buyer owes, in any of the three amounts', () => {
    const adds = 'A credit note usually takes amounts back: this line adds to what the buyer owes';
    const credit = (products: Record<string, unknown>[]) => input({ type: 'credit_invoice', products });
    const { price: _price, ...noAmount } = line;
    expect(
      invoiceWarnings(
        credit([
          { ...noAmount, quantity: 2, price: 10 },
          { ...noAmount, quantity: -2, price: -10 },
          { ...noAmount, quantity: -1, total: 10 },
          { ...noAmount, quantity: 1, total_incl_vat: 5 },
        ]),
        ctx,
      ),
    ).toEqual(
      [0, 1, 2, 3].map((i) => ({
        path: ['products', i, ['price', 'price', 'total', 'total_incl_vat'][i]],
        message: adds,
      })),
    );
    const takesBack = [
      { ...noAmount, quantity: -2, price: 10 },
      { ...noAmount, quantity: 2, price: -10 },
      { ...noAmount, quantity: -1, total: -10 },
      { ...noAmount, quantity: 1, total_incl_vat: -5 },
    ];
    expect(invoiceWarnings(credit(takesBack), ctx)).toEqual([]);
    expect(invoiceWarnings(input({ products: [{ ...noAmount, quantity: 1, price: 10 }] }), ctx)).toEqual([]);
    expect(formErrorsOf(credit([{ ...noAmount, quantity: 2, price: 10 }]))).toEqual({});
  });

  test('an issue date more than a year from today, only when today is known', () => {
    const far = input({ invoice_date: '2023-02-28' });
    expect(invoiceWarnings(far, ctx, '2024-03-01')).toEqual([
      { path: ['invoice_date'], message: 'The issue date is more than a year from today: check the year' },
    ]);
    expect(invoiceWarnings(far, ctx)).toEqual([]);
    expect(invoiceWarnings(input({}), ctx, '2024-03-01')).toEqual([]);
  });

  test('each advice says whether it blocks', () => {
    const advice = invoiceAdvice(
      input({ pay_until_date: '2024-01-01', products: [{ ...line, quantity: 0 }] }),
      ctx,
    );
    expect(advice.map((a) => [a.path.join('.'), a.block])).toEqual([
      ['products.0.quantity', false],
      ['pay_until_date', true],
    ]);
  });
});
