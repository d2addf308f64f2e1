import { describe, expect, test } from 'vitest';
import { toValidationErrorBody } from './common';
import {
  expenseFileExtensions,
  expenseFileRefusal,
  expenseSchema,
  fileExtension,
  isAllowedExpenseFile,
} from './expense';
import { expenseFieldsSchema } from './expense-input';
import { expenseFormSchema } from './expense-advice';
import { sampleExpense } from './test-samples';

describe('the expense file', () => {
  test('the spec’s twelve extensions are accepted, in any case', () => {
    expect([...expenseFileExtensions].sort()).toEqual([
      'bmp',
      'doc',
      'docx',
      'gif',
      'jpeg',
      'jpg',
      'odf',
      'pdf',
      'png',
      'tiff',
      'xls',
      'xlsx',
    ]);
    for (const ext of expenseFileExtensions) expect(isAllowedExpenseFile(`receipt.${ext}`), ext).toBe(true);
    expect(isAllowedExpenseFile('SCAN.PDF')).toBe(true);
    expect(isAllowedExpenseFile('photo 2024.03.02.JpEg')).toBe(true);
    expect(expenseFileRefusal('receipt.pdf')).toBeUndefined();
  });

  test('anything else is refused with a message naming the file and the accepted kinds', () => {
    for (const name of [
      'setup.exe',
      'receipt.pdf.exe',
      'receipt',
      'pdf',
      '.pdf',
      'receipt.',
      'scan.heic',
      'scan.tif',
    ]) {
      expect(isAllowedExpenseFile(name), name).toBe(false);
    }
    expect(expenseFileRefusal('setup.exe')).toBe(
      '“setup.exe” is not an accepted file: use jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf',
    );
  });

  test('fileExtension reads the last extension, lower-cased; a leading dot is a hidden name, not an extension', () => {
    expect(['a.PDF', 'a.tar.gz', 'noext', '.bashrc', 'a.'].map(fileExtension)).toEqual([
      'pdf',
      'gz',
      '',
      '',
      '',
    ]);
  });
});

describe('the expense form fields (multipart strings)', () => {
  const fields = { seller: 'Coffee Shop', total: '12.50', currency: 'EUR', date: '2024-03-02' };
  const errorsOf = (v: unknown, schema: typeof expenseFieldsSchema = expenseFieldsSchema) => {
    const r = schema.safeParse(v);
    return r.success ? {} : toValidationErrorBody(r.error.issues).errors;
  };
  const formErrorsOf = (v: unknown) => errorsOf(v, expenseFormSchema);

  test('seller, total, currency and date are enough; VAT and the number are optional', () => {
    expect(expenseFieldsSchema.parse(fields)).toEqual(fields);
    const full = { ...fields, vat: '2.17', invoice_number: 'PI-77' };
    expect(expenseFieldsSchema.parse(full)).toEqual(full);
    expect(expenseFieldsSchema.parse({ ...fields, total: ' 12 ', seller: ' Cafe ' })).toMatchObject({
      total: '12',
      seller: 'Cafe',
    });
  });

  test.each([
    ['no seller', { seller: undefined }, { seller: ['Enter the seller'] }],
    ['a blank seller', { seller: '   ' }, { seller: ['Enter the seller'] }],
    ['no total', { total: undefined }, { total: ['Enter the total incl. VAT'] }],
    [
      'a total with a comma',
      { total: '12,50' },
      { total: ['Enter the total incl. VAT as a number, e.g. 12.50'] },
    ],
    [
      'a total with an exponent',
      { total: '1e3' },
      { total: ['Enter the total incl. VAT as a number, e.g. 12.50'] },
    ],
    ['a total beyond the bound', { total: '1000000000.01' }, { total: ['The total incl. VAT is too large'] }],
    [
      'a lower-case currency',
      { currency: 'eur' },
      { currency: ['Choose a currency (a three-letter ISO 4217 code)'] },
    ],
    ['no currency', { currency: undefined }, { currency: ['Choose a currency'] }],
    ['a date that does not exist', { date: '2024-02-30' }, { date: ['Enter a date as YYYY-MM-DD'] }],
    ['VAT that is not a number', { vat: 'abc' }, { vat: ['Enter the VAT amount as a number, e.g. 12.50'] }],
    [
      'a purchase-invoice number over the storage bound',
      { invoice_number: 'x'.repeat(256) },
      { invoice_number: ['Keep the number under 255 characters'] },
    ],
  ])('%s is refused on its field', (_, change, errors) => {
    expect(errorsOf({ ...fields, ...change })).toEqual(errors);
  });

  test('where the spec is silent the API accepts: no date, any sign and places, VAT above the total', () => {
    for (const change of [
      { date: undefined },
      { date: '' },
      { total: '-12.50' },
      { total: '12.505' },
      { vat: '99' },
      { vat: '' },
    ]) {
      expect(errorsOf({ ...fields, ...change }), JSON.stringify(change)).toEqual({});
    }
  });

  test.each([
    [
      'a total with 3 places',
      { total: '12.505' },
      { total: ['Enter the total incl. VAT as a number with at most 2 decimals, e.g. 12.50'] },
    ],
    [
      'a negative VAT on a total above 0',
      { vat: '-1' },
      { vat: ['Enter the VAT amount as a number with at most 2 decimals, e.g. 12.50'] },
    ],
    ['a credit’s VAT above 0', { total: '-12.50', vat: '1' }, { vat: ['VAT cannot be more than the total'] }],
    [
      'a credit’s VAT beyond its total',
      { total: '-12.50', vat: '-12.51' },
      { vat: ['VAT cannot be more than the total'] },
    ],
    ['VAT above the total', { vat: '12.51' }, { vat: ['VAT cannot be more than the total'] }],
    ['no date', { date: '' }, { date: ['Enter a date as YYYY-MM-DD'] }],
  ])('the form’s advice refuses %s on its field (the API does not)', (_, change, errors) => {
    expect(formErrorsOf({ ...fields, ...change })).toEqual(errors);
    expect(errorsOf({ ...fields, ...change })).toEqual({});
  });

  test('VAT equal to the total is accepted by the form too (a fully-VAT line is odd but possible)', () => {
    expect(formErrorsOf({ ...fields, vat: '12.50' })).toEqual({});
  });

  test('a negative total is money back (a supplier’s credit note), with its VAT negative too', () => {
    expect(formErrorsOf({ ...fields, total: '-12.50', vat: '-2.17' })).toEqual({});
    expect(formErrorsOf({ ...fields, total: '-12.50', vat: '' })).toEqual({});
  });

  test('the form reports its advice beside the API’s field errors', () => {
    expect(formErrorsOf({ ...fields, seller: '', vat: '13', date: '' })).toEqual({
      seller: ['Enter the seller'],
      vat: ['VAT cannot be more than the total'],
      date: ['Enter a date as YYYY-MM-DD'],
    });
  });
});

describe('the expense output', () => {
  test('parses as the API returns it, with a null date', () => {
    expect(expenseSchema.safeParse(sampleExpense()).success).toBe(true);
    expect(expenseSchema.safeParse({ ...sampleExpense(), date: null }).success).toBe(true);
  });

  test('refuses a missing or mistyped field', () => {
    const { seller: _, ...noSeller } = sampleExpense();
    const paths = (v: unknown) => expenseSchema.safeParse(v).error?.issues.map((i) => i.path.join('.'));
    expect(paths(noSeller)).toEqual(['seller']);
    expect(paths({ ...sampleExpense(), total: '12.50' })).toEqual(['total']);
    expect(paths({ ...sampleExpense(), id: 'abc' })).toEqual(['id']);
    expect(paths({ ...sampleExpense(), date: '02.03.2024' })).toEqual(['date']);
  });
});
