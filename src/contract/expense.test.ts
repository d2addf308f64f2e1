import { describe, expect, test } from 'vitest';
import { toValidationErrorBody } from './common';
import {
  expenseFieldsSchema,
  expenseFileExtensions,
  expenseFileRefusal,
  expenseSchema,
  fileExtension,
  isAllowedExpenseFile,
} from './expense';
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
  const errorsOf = (v: unknown) => {
    const r = expenseFieldsSchema.safeParse(v);
    return r.success ? {} : toValidationErrorBody(r.error.issues).errors;
  };

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
      'a total with 3 places',
      { total: '12.505' },
      { total: ['Enter the total incl. VAT as a number with at most 2 decimals, e.g. 12.50'] },
    ],
    [
      'a total with a comma',
      { total: '12,50' },
      { total: ['Enter the total incl. VAT as a number with at most 2 decimals, e.g. 12.50'] },
    ],
    [
      'a negative total',
      { total: '-1' },
      { total: ['Enter the total incl. VAT as a number with at most 2 decimals, e.g. 12.50'] },
    ],
    [
      'a lower-case currency',
      { currency: 'eur' },
      { currency: ['Choose a currency (a three-letter ISO 4217 code)'] },
    ],
    ['no currency', { currency: undefined }, { currency: ['Choose a currency'] }],
    ['a date that does not exist', { date: '2024-02-30' }, { date: ['Enter a date as YYYY-MM-DD'] }],
    [
      'VAT that is not a number',
      { vat: 'abc' },
      { vat: ['Enter the VAT amount as a number with at most 2 decimals, e.g. 12.50'] },
    ],
    ['VAT above the total', { vat: '12.51' }, { vat: ['VAT cannot be more than the total'] }],
    [
      'a long purchase-invoice number',
      { invoice_number: 'x'.repeat(65) },
      { invoice_number: ['Keep the number under 64 characters'] },
    ],
  ])('%s is refused on its field', (_, change, errors) => {
    expect(errorsOf({ ...fields, ...change })).toEqual(errors);
  });

  test('VAT equal to the total is accepted (a fully-VAT line is odd but possible)', () => {
    expect(errorsOf({ ...fields, vat: '12.50' })).toEqual({});
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
